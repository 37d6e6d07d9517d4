import { describe, expect, it } from 'vitest';
import { AVATAR_FILLER_COLOURS, AVATAR_FILLER_EMOJI, fillAvatars } from './avatar-fillers';

describe('avatar fillers', () => {
  it('has a palette of 10 distinct pastel colours and 20 distinct emoji', () => {
    expect(AVATAR_FILLER_COLOURS).toHaveLength(10);
    expect(new Set(AVATAR_FILLER_COLOURS).size).toBe(10);
    expect(AVATAR_FILLER_EMOJI).toHaveLength(20);
    expect(new Set(AVATAR_FILLER_EMOJI).size).toBe(20);
    // Pastel: every channel is light.
    for (const colour of AVATAR_FILLER_COLOURS) {
      const channels = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16));
      expect(Math.min(...channels)).toBeGreaterThanOrEqual(0xb0);
    }
  });

  it('keeps real pictures first and fills the rest', () => {
    const slots = fillAvatars(['a.png', '', null, 'b.png'], 4, 'event-1');
    expect(slots.slice(0, 2)).toEqual([
      { kind: 'picture', url: 'a.png' },
      { kind: 'picture', url: 'b.png' },
    ]);
    expect(slots.slice(2).every((slot) => slot.kind === 'filler')).toBe(true);
    expect(slots).toHaveLength(4);
  });

  it('never gives more slots than needed', () => {
    expect(fillAvatars(['a', 'b', 'c'], 2)).toEqual([
      { kind: 'picture', url: 'a' },
      { kind: 'picture', url: 'b' },
    ]);
    expect(fillAvatars(['a'], 0)).toEqual([]);
    expect(fillAvatars(null, -3)).toEqual([]);
  });

  it('is deterministic for a seed and varies neighbours', () => {
    const first = fillAvatars([], 10, 'event-42');
    expect(fillAvatars([], 10, 'event-42')).toEqual(first);
    for (let index = 1; index < first.length; index += 1) {
      const [previous, current] = [first[index - 1], first[index]];
      if (previous?.kind !== 'filler' || current?.kind !== 'filler') throw new Error('filler');
      expect(current.emoji).not.toBe(previous.emoji);
      expect(current.colour).not.toBe(previous.colour);
    }
    expect(fillAvatars([], 10, 'event-43')).not.toEqual(first);
  });
});
