import type { SearchFilters } from '@gradway/domain';

/** The filters a search left out to find results, with what they held (`q`: the words). */
export type DroppedFilters = Partial<Omit<SearchFilters, 'type' | 'sort'>>;

const NAMED_AS_WORDS = ['industry_ids', 'area_of_responsibility_ids'] as const;

const wordsOf = (text: string | undefined) =>
  (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * What a search left out, without anything it still applies: the page says "…so we left out: X"
 * beside the chips of the filters kept, so nothing may be in both (issue 13: "Marketing" was
 * named as left out beside a "marketing" chip). An industry or area left out is searched as its
 * name's words instead; while a word of its name is still searched it is not left out (its words
 * are the chip). The words left out are only those no longer searched, and not the words of an
 * industry or area named as left out already.
 */
export const leftOutOnly = (
  kept: SearchFilters,
  dropped: DroppedFilters,
  names: Readonly<Record<string, string>>,
): DroppedFilters => {
  const searched = new Set(wordsOf(kept.q));
  const result: DroppedFilters = { ...dropped };
  const namedWords = new Set<string>();
  for (const key of NAMED_AS_WORDS) {
    const ids = (dropped[key] ?? []).filter(
      (id) => !wordsOf(names[id]).some((word) => searched.has(word)),
    );
    for (const id of ids) for (const word of wordsOf(names[id])) namedWords.add(word);
    if (ids.length > 0) result[key] = ids;
    else delete result[key];
  }
  const words = (dropped.q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .filter((word) => !wordsOf(word).every((part) => searched.has(part) || namedWords.has(part)));
  if (words.length > 0) result.q = words.join(' ');
  else delete result.q;
  return result;
};
