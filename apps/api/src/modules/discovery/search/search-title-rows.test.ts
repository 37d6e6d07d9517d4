import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createTouchpoint } from '../../../../test/factories';
import { selectRows } from '../../../db';
import { touchpoints } from '../../../db/schema';
import { windowCanFill } from './search.repository';
import { type QueryWord, readQuery } from './search-query';
import { searchReferenceCache } from './search-reference';
import { type StemOf, titleRowsAtMost, titleStems } from './search-title-rows';

/** Stems as PostgreSQL's English configuration gives them, for the words of these tests. */
const STEMS: Record<string, string | null> = {
  engineer: 'engin',
  engineering: 'engin',
  data: 'data',
  culture: 'cultur',
  the: null,
  a: null,
  lond: 'lond',
};
const stemOf: StemOf = (word) => STEMS[word];

const word = (typed: string, terms: string[]): QueryWord => ({
  typed,
  read: typed,
  terms,
  exact: [typed],
});

// 1,000 published jobs; titles with each stem.
const JOBS = titleStems(1_000, [
  { stem: 'engin', titles: 120 },
  { stem: 'data', titles: 40 },
  { stem: 'cultur', titles: 3 },
  { stem: 'london', titles: 30 },
  { stem: 'londonderri', titles: 2 },
]);

describe('at most how many titles have a query’s words', () => {
  it('counts a word by its stem, adding up its terms, and words together by the rarest', () => {
    expect(titleRowsAtMost([word('engineer', ['engineer', 'engineering'])], JOBS, stemOf)).toBe(
      240,
    );
    expect(
      titleRowsAtMost([word('data', ['data']), word('engineer', ['engineer'])], JOBS, stemOf),
    ).toBe(40);
  });

  it('reads a prefix as every stem it starts and a phrase as its rarest word', () => {
    expect(titleRowsAtMost([word('lond', ['lond:*'])], JOBS, stemOf)).toBe(32);
    expect(titleRowsAtMost([word('engineer', ['(engineering <-> culture)'])], JOBS, stemOf)).toBe(
      3,
    );
  });

  it('leaves out stop words as the query does, and a word of stop words only narrows nothing', () => {
    expect(titleRowsAtMost([word('the', ['the', 'data'])], JOBS, stemOf)).toBe(40);
    expect(titleRowsAtMost([word('the', ['the']), word('data', ['data'])], JOBS, stemOf)).toBe(40);
    expect(titleRowsAtMost([word('the', ['the', 'a'])], JOBS, stemOf)).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  it('does not know a word whose stem is not known yet, nor a type it has not read', () => {
    expect(titleRowsAtMost([word('geologist', ['geologist'])], JOBS, stemOf)).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(titleRowsAtMost([word('data', ['data'])], undefined, stemOf)).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});

describe('whether a tier reads the newest rows first', () => {
  it('reads them when their share of the tier’s rows can fill the page', () => {
    // 3,000 of 90,000 rows: a thirtieth of the tier's rows is expected among them.
    expect(windowCanFill(330, 90_000, 3_000, 11)).toBe(true);
    expect(windowCanFill(300, 90_000, 3_000, 11)).toBe(false);
    expect(windowCanFill(0, 90_000, 3_000, 11)).toBe(false);
  });

  it('reads them when the tier’s rows are not known', () => {
    expect(windowCanFill(undefined, 90_000, 3_000, 11)).toBe(true);
    expect(windowCanFill(Number.POSITIVE_INFINITY, 90_000, 3_000, 11)).toBe(true);
    expect(windowCanFill(0, 0, 3_000, 11)).toBe(true);
  });
});

describe('the search reference’s title counts', () => {
  const t = useTestApp();
  beforeEach(async () => {
    await t.db.delete(touchpoints);
  });

  it('counts the published titles of each type by the database’s own stems, in the background, learning a new word’s stem for its next search', async () => {
    await createTouchpoint(t.db, { title: 'Data engineer' });
    await createTouchpoint(t.db, { title: 'Engineering intern' });
    await createTouchpoint(t.db, { title: 'Office manager' });
    await createTouchpoint(t.db, { title: 'Draft engineer', state: 'draft' });
    await createTouchpoint(t.db, {
      title: 'Engineering week',
      touchpointableType: 'Event',
      startDate: new Date(Date.now() + 86_400_000),
    });
    const reference = await searchReferenceCache(t.db)();
    const rows = (q: string, type: 'jobs' | 'events' = 'jobs') =>
      reference.titleRows(type, readQuery(q, reference).words);
    // The counts are read in the background: a search never waits for them (until then, every
    // window is read).
    await expect.poll(() => reference.publishedRows('jobs')).toBe(3);
    expect(reference.publishedRows('events')).toBe(1);
    // "engineer" and its family's "engineering" are one stem, in two published job titles: each
    // term counts them (an upper bound).
    expect(rows('engineer')).toBe(4);
    expect(rows('engineer', 'events')).toBe(2);
    expect(rows('data engineer')).toBe(1);
    const [count] = await selectRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from touchpoints where touchpointable_type = 'Job'
        and state = 'published' and title_search @@ to_tsquery('english', 'engineer')`,
    );
    expect(count?.count).toBe(2);
    // A word in no title: its stem is not known until the reference has asked the database, for
    // the word's next search, which then knows no title has it.
    expect(rows('geologist')).toBe(Number.POSITIVE_INFINITY);
    await expect.poll(() => rows('geologist')).toBe(0);
  });
});
