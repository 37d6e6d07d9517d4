/**
 * Which edits of a live touchpoint publish at once, without the admin's review (decision 031).
 * Everything else waits as a revision while the published version stays live.
 *
 * A small correction changes nothing but:
 * - the title, by at most {@link TITLE_MAX_EDITS} characters (a typo);
 * - the description, by at most {@link DESCRIPTION_MAX_EDITS} characters of its HTML, with the
 *   same links (no address may change without review);
 * - the application deadline of a job or internship, moved later by at most
 *   {@link DEADLINE_MAX_LATER_DAYS} days (and not into the past).
 *
 * The capacity of a live event is not part of a revision: it changes at once through the events'
 * own capacity path (never below the places held; new places go to the waitlist).
 */

export const TITLE_MAX_EDITS = 3;
export const DESCRIPTION_MAX_EDITS = 20;
export const DEADLINE_MAX_LATER_DAYS = 28;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Levenshtein distance between a and b, or `limit + 1` as soon as it is known to exceed `limit`
 * (a band of width 2·limit+1, so long descriptions cost length × limit).
 */
export const editDistanceWithin = (a: string, b: string, limit: number): number => {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const over = limit + 1;
  let previous = new Array<number>(b.length + 1);
  let current = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j += 1) previous[j] = j <= limit ? j : over;
  for (let i = 1; i <= a.length; i += 1) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    current.fill(over);
    current[0] = i <= limit ? i : over;
    let best = current[0];
    for (let j = from; j <= to; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (previous[j - 1] ?? over) + cost,
        (previous[j] ?? over) + 1,
        (current[j - 1] ?? over) + 1,
      );
      const bounded = Math.min(value, over);
      current[j] = bounded;
      if (bounded < best) best = bounded;
    }
    if (best > limit) return over;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length] ?? over, over);
};

const linksOf = (html: string): string[] =>
  [...html.matchAll(/\b(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .sort();

export type SmallCorrectionVerdict =
  | { small: true; changed: string[] }
  | { small: false; reason: string };

/**
 * Whether `proposed` differs from `live` by a small correction only. Both are compared as whole
 * inputs: `otherFieldsEqual` says whether every field but the title, the description and the
 * deadline is unchanged (the caller compares them, capacity left out). Deadlines are instants.
 */
export const smallCorrectionOf = (
  live: { title: string; description: string | null; deadline: Date | null; type: string },
  proposed: { title: string; description: string | null; deadline: Date | null },
  otherFieldsEqual: boolean,
  now: Date,
): SmallCorrectionVerdict => {
  if (!otherFieldsEqual) return { small: false, reason: 'other fields changed' };
  const changed: string[] = [];
  if (live.title !== proposed.title) {
    if (editDistanceWithin(live.title, proposed.title, TITLE_MAX_EDITS) > TITLE_MAX_EDITS) {
      return { small: false, reason: 'title rewritten' };
    }
    changed.push('title');
  }
  const before = live.description ?? '';
  const after = proposed.description ?? '';
  if (before !== after) {
    if (editDistanceWithin(before, after, DESCRIPTION_MAX_EDITS) > DESCRIPTION_MAX_EDITS) {
      return { small: false, reason: 'description rewritten' };
    }
    if (linksOf(before).join('\n') !== linksOf(after).join('\n')) {
      return { small: false, reason: 'links changed' };
    }
    changed.push('description');
  }
  const from = live.deadline?.getTime() ?? null;
  const to = proposed.deadline?.getTime() ?? null;
  if (from !== to) {
    if (live.type === 'Event' || from === null || to === null) {
      return { small: false, reason: 'deadline changed' };
    }
    if (to < from || to < now.getTime() || to - from > DEADLINE_MAX_LATER_DAYS * DAY_MS) {
      return { small: false, reason: 'deadline moved beyond the limits' };
    }
    changed.push('application_deadline');
  }
  return { small: true, changed };
};
