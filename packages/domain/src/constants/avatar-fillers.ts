/**
 * When fewer real profile pictures exist than are needed, a palette of 10 pastel colours and 20
 * emoji avatars fills in (spec §9).
 */
export const AVATAR_FILLER_COLOURS = [
  '#FDE2E4',
  '#FAD2E1',
  '#E2ECE9',
  '#BEE1E6',
  '#DFE7FD',
  '#CDDAFD',
  '#FFF1C1',
  '#D8F3DC',
  '#FFE5D9',
  '#E9D8FD',
] as const;

export const AVATAR_FILLER_EMOJI = [
  '🦊',
  '🐼',
  '🐨',
  '🦁',
  '🐯',
  '🐸',
  '🐙',
  '🦉',
  '🐧',
  '🐢',
  '🦄',
  '🐝',
  '🐬',
  '🦋',
  '🐳',
  '🦔',
  '🐻',
  '🐰',
  '🐱',
  '🐶',
] as const;

export type AvatarSlot =
  | { kind: 'picture'; url: string }
  | { kind: 'filler'; emoji: string; colour: string };

/** A small stable hash (FNV-1a, 32 bit) so the same seed always picks the same fillers. */
const hashSeed = (seed: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/**
 * `needed` avatar slots: the real pictures first (blank urls are not pictures), then fillers.
 * Fillers are picked deterministically: the same `seed` (e.g. the event's id) and position always
 * give the same emoji and colour, so server and browser render the same avatars; fillers next to
 * each other never share an emoji or a colour.
 */
export const fillAvatars = (
  pictureUrls: ReadonlyArray<string | null | undefined> | null | undefined,
  needed: number,
  seed = '',
): AvatarSlot[] => {
  const count = Math.max(0, Math.floor(needed));
  const pictures = (pictureUrls ?? [])
    .filter((url): url is string => typeof url === 'string' && url.trim() !== '')
    .slice(0, count)
    .map((url): AvatarSlot => ({ kind: 'picture', url }));
  const offset = hashSeed(seed);
  const fillers = Array.from({ length: count - pictures.length }, (_, index): AvatarSlot => {
    const position = offset + index;
    return {
      kind: 'filler',
      emoji: AVATAR_FILLER_EMOJI[position % AVATAR_FILLER_EMOJI.length]!,
      colour: AVATAR_FILLER_COLOURS[position % AVATAR_FILLER_COLOURS.length]!,
    };
  });
  return [...pictures, ...fillers];
};
