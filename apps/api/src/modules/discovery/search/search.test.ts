import {
  type SearchTouchpointsQuery,
  SearchTouchpointsQuerySchema,
} from '@gradway/domain/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCity,
  createSociety,
  createTouchpoint,
  createUniversity,
  placeTouchpoint,
} from '../../../../test/factories';
import { type Db, selectRows } from '../../../db';
import { idLists, tags, touchpoints } from '../../../db/schema';
import { countSearchMatches, searchTouchpointIds, type TextPlan } from './search.repository';
import { searchService } from './search.service';
import type { SearchCursor } from './search-cursor';

const t = useTestApp();

/** A tag of the reference data, e.g. the Banking industry. */
const findTag = async (db: Db, type: 'Industry' | 'AreaOfResponsibility', name: string) => {
  const [tag] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.type, type), eq(tags.name, name)));
  if (!tag) throw new Error(`No ${type} tag named ${name}`);
  return tag;
};

interface SearchDocument {
  data: { id: string; attributes: { title: string } }[];
  meta: { next_cursor: string | null; per_page: number; query: string | null };
}

const search = async (query: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/v1/search/touchpoints?${query}` });
  return { status: answer.statusCode, body: answer.json() as SearchDocument };
};
const titles = (document: SearchDocument) => document.data.map((item) => item.attributes.title);

const DAY = 86_400_000;

const ENGINEER: TextPlan = {
  strict: 'engineer',
  exact: [['engineer']],
  expanded: '(engineer | engineer:*)',
  organisationIds: [],
  industryIds: [],
  areaIds: [],
};
/** ENGINEER with a phrase among its terms: its loose text (the phrase's words anywhere) differs. */
const ENGINEER_WITH_PHRASE: TextPlan = {
  ...ENGINEER,
  expanded: '(engineer | engineer:* | (engineering <-> culture))',
};
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/**
 * A search's pages of two, each `tier:id`, read page after page by the cursor of each page's
 * last hit (at most `maxPages`), with the repository's tuning `options`.
 */
const pagesByCursor = async (
  query: SearchTouchpointsQuery,
  options: {
    windows: number[];
    rareTextRows?: number;
    walkGateRows?: number;
    fewLooseRows?: number;
  },
  maxPages: number,
  plan: TextPlan = ENGINEER,
) => {
  const pages: string[][] = [];
  let cursor: SearchCursor | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const hits = await searchTouchpointIds(
      t.db,
      query,
      'relevance',
      plan,
      cursor,
      null,
      new Date(),
      options,
    );
    pages.push(hits.slice(0, 2).map((hit) => `${hit.tier}:${hit.id}`));
    const last = hits[1];
    if (hits.length <= 2 || !last) break;
    cursor = {
      sort: 'relevance',
      tier: last.tier,
      value: new Date(last.key).toISOString(),
      id: last.id,
    };
  }
  return pages;
};

describe('GET /api/v1/search/touchpoints', () => {
  beforeEach(async () => {
    await t.db.delete(touchpoints);
  });

  it('finds by text with relevance first, reading a typo as the closest title word', async () => {
    await createTouchpoint(t.db, { title: 'Marketing analyst', publishedAt: daysAgo(1) });
    await createTouchpoint(t.db, {
      title: 'Sales associate',
      description: '<p>Some marketing work now and then</p>',
      publishedAt: daysAgo(0),
    });
    await createTouchpoint(t.db, { title: 'Software engineer', publishedAt: daysAgo(0) });
    const { body } = await search('type=jobs&q=marketing');
    expect(titles(body)).toEqual(['Marketing analyst', 'Sales associate']);
    expect(body.meta.query).toBe('marketing');
    const typo = await search('type=jobs&q=markting');
    expect(titles(typo.body)).toEqual(['Marketing analyst', 'Sales associate']);
    expect(typo.body.meta.query).toBe('marketing');
  });

  it('leaves out drafts, other types and closed opportunities unless asked', async () => {
    await createTouchpoint(t.db, { title: 'Open role' });
    await createTouchpoint(t.db, { title: 'Draft role', state: 'draft' });
    await createTouchpoint(t.db, { title: 'Internship role', touchpointableType: 'Internship' });
    await createTouchpoint(t.db, { title: 'Closed role', applicationDeadline: daysAgo(1) });
    expect(titles((await search('type=jobs')).body)).toEqual(['Open role']);
    expect(titles((await search('type=jobs&include_closed=true')).body).sort()).toEqual([
      'Closed role',
      'Open role',
    ]);
  });

  it('applies each filter of the search page', async () => {
    const manchester = await createCity(t.db, { name: 'Manchester' });
    const marketing = await findTag(t.db, 'AreaOfResponsibility', 'Marketing');
    const banking = await findTag(t.db, 'Industry', 'Banking');
    const inManchester = await createTouchpoint(t.db, {
      title: 'Manchester hybrid',
      workingModel: 'hybrid',
      minimumSalary: 28_000,
      maximumSalary: 32_000,
      experienceLevel: 'junior',
      industryId: banking.id,
      kind: 'graduate_scheme',
    });
    await placeTouchpoint(t.db, inManchester.id, {
      areaIds: [marketing.id],
      cityIds: [manchester.id],
    });
    await createTouchpoint(t.db, {
      title: 'Remote anywhere',
      workingModel: 'remote',
      kind: 'part_time',
      publishedAt: daysAgo(40),
    });
    await createTouchpoint(t.db, { title: 'Office unpaid', workingModel: 'office' });

    const filtered = async (query: string) => titles((await search(`type=jobs&${query}`)).body);
    expect(await filtered(`city_ids[]=${manchester.id}`)).toEqual(['Manchester hybrid']);
    expect(
      (
        await filtered(`city_ids[]=${manchester.id}&work_modes[]=remote&work_modes[]=hybrid`)
      ).sort(),
    ).toEqual(['Manchester hybrid', 'Remote anywhere']);
    expect(await filtered('work_modes[]=office')).toEqual(['Office unpaid']);
    expect(await filtered('salary_min=30000')).toEqual(['Manchester hybrid']);
    expect(await filtered('salary_min=40000')).toEqual([]);
    expect(await filtered('paid_only=true')).toEqual(['Manchester hybrid']);
    expect(await filtered('experience_levels[]=junior')).toEqual(['Manchester hybrid']);
    expect(await filtered(`industry_ids[]=${banking.id}`)).toEqual(['Manchester hybrid']);
    expect(await filtered(`area_of_responsibility_ids[]=${marketing.id}`)).toEqual([
      'Manchester hybrid',
    ]);
    expect(await filtered('kinds[]=graduate_scheme')).toEqual(['Manchester hybrid']);
    expect(await filtered('work_types[]=part_time')).toEqual(['Remote anywhere']);
    expect((await filtered('work_types[]=full_time')).sort()).toEqual([
      'Manchester hybrid',
      'Office unpaid',
    ]);
    expect((await filtered('date_posted=last_month')).sort()).toEqual([
      'Manchester hybrid',
      'Office unpaid',
    ]);
  });

  it('filters events by type, mode and the hosting societies or their universities', async () => {
    const university = await createUniversity(t.db);
    const society = await createSociety(t.db, { universityId: university.id });
    const base = {
      touchpointableType: 'Event' as const,
      startDate: new Date(Date.now() + 10 * DAY),
    };
    await createTouchpoint(t.db, {
      ...base,
      title: 'Careers fair',
      eventType: 'Career Fairs',
      eventMode: 'in_person',
      creatableForType: 'StudentSociety',
      creatableForId: society.id,
    });
    await createTouchpoint(t.db, {
      ...base,
      title: 'Online workshop',
      eventType: 'Workshops',
      eventMode: 'virtual',
    });
    await createTouchpoint(t.db, { ...base, title: 'Past talk', startDate: daysAgo(2) });
    const filtered = async (query: string) =>
      titles((await search(`type=events&${query}`)).body).sort();
    expect(await filtered('')).toEqual(['Careers fair', 'Online workshop']);
    expect(await filtered('event_types[]=career_fairs')).toEqual(['Careers fair']);
    expect(await filtered('event_modes[]=virtual')).toEqual(['Online workshop']);
    expect(await filtered(`society_ids[]=${society.id}`)).toEqual(['Careers fair']);
    expect(await filtered(`university_ids[]=${university.id}`)).toEqual(['Careers fair']);
  });

  it('shows a shared id list', async () => {
    const first = await createTouchpoint(t.db, { title: 'Shared one' });
    await createTouchpoint(t.db, { title: 'Not shared' });
    const [list] = await t.db
      .insert(idLists)
      .values({ ids: [first.id] })
      .returning();
    expect(titles((await search(`type=jobs&id_list_ids[]=${list?.id}`)).body)).toEqual([
      'Shared one',
    ]);
  });

  it('pages by cursor without repeats or gaps, with and without a text query', async () => {
    for (let index = 0; index < 7; index += 1) {
      await createTouchpoint(t.db, {
        title: `Data analyst ${index}`,
        publishedAt: daysAgo(index % 3),
      });
    }
    for (const query of ['type=jobs&per_page=3', 'type=jobs&per_page=3&q=analyst']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const { body }: { body: SearchDocument } = await search(
          `${query}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...body.data.map((item) => item.id));
        cursor = body.meta.next_cursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(7);
    }
  });

  it('answers 400 with a message for a cursor it did not write or a filter outside the lists', async () => {
    const forged = await search('type=jobs&cursor=bm90LWEtY3Vyc29y');
    expect(forged.status).toBe(400);
    expect(JSON.stringify(forged.body)).toContain('start the search again');
    expect((await search('type=jobs&experience_levels[]=wizard')).status).toBe(400);
    expect((await search('type=pets')).status).toBe(400);
  });

  it('reads the same pages whether a tier is served from the newest rows or from the text index', async () => {
    for (let index = 0; index < 12; index += 1) {
      await createTouchpoint(t.db, {
        title: index % 3 === 0 ? `Data engineer ${index}` : `Office manager ${index}`,
        description: index % 4 === 0 ? '<p>Engineering culture</p>' : '<p>Friendly team</p>',
        publishedAt: daysAgo(index),
      });
    }
    const query = SearchTouchpointsQuerySchema.parse({ type: 'jobs', q: 'engineer', per_page: 2 });
    const pages = (windows: number[]) => pagesByCursor(query, { windows }, 6);
    const everything = await pages([1_000, 1_000]);
    expect(everything.flat().length).toBe(6);
    for (const windows of [
      [0, 0],
      [1, 1],
      [3, 0],
      [0, 5],
      [5, 2],
      [40, 3],
    ]) {
      expect(await pages(windows)).toEqual(everything);
    }
    // A tier skips its window when its rows are too few to fill a page among the window's
    // (decision 065), and reads it when they are not: the same pages either way.
    for (const rows of [
      { titles: 0, tagged: 0, published: 12 },
      { titles: 1_000, tagged: 1_000, published: 12 },
    ]) {
      expect(await pagesByCursor(query, { windows: [5, 2] }, 6, { ...ENGINEER, rows })).toEqual(
        everything,
      );
    }
  });
  it('reads the same pages of a filtered description match whether its text is rare or walked, the walk gated by the rows with its words or not', async () => {
    for (let index = 0; index < 16; index += 1) {
      await createTouchpoint(t.db, {
        title: index % 5 === 0 ? `Data engineer ${index}` : `Office manager ${index}`,
        description: index % 3 === 0 ? '<p>Engineering culture</p>' : '<p>Friendly team</p>',
        workingModel: index % 2 === 0 ? 'office' : 'remote',
        publishedAt: daysAgo(index),
      });
    }
    // A filter narrows the search, so the description tier walks the filtered rows unless its
    // text is rare (at most `rareTextRows` of the type's rows have it).
    const query = SearchTouchpointsQuerySchema.parse({
      type: 'jobs',
      q: 'engineer',
      per_page: 2,
      work_modes: ['office'],
    });
    // A text with no phrase reads its rows once for the text and its loose text, one with a
    // phrase reads them apart (decision 048): the same pages either way.
    for (const plan of [ENGINEER, ENGINEER_WITH_PHRASE]) {
      const pages = async (options: {
        windows: number[];
        rareTextRows: number;
        walkGateRows?: number;
        fewLooseRows?: number;
      }) => (await pagesByCursor(query, options, 8, plan)).flat();
      const everything = await pages({ windows: [1_000, 1_000], rareTextRows: 1_000 });
      // Office jobs: the engineers' titles (0, 10) and the engineering descriptions (6, 12).
      expect(everything.length).toBe(4);
      expect(everything.filter((hit) => hit.startsWith('5:')).length).toBe(2);
      for (const windows of [
        [0, 0],
        [1, 1],
        [3, 2],
        [40, 3],
        [1_000, 1_000],
      ]) {
        for (const rareTextRows of [0, 1, 1_000]) {
          // The walk tests its rows against the text's when the text is in at most
          // `walkGateRows` rows (all of them: 3,000; never: 0; or too many: 1).
          for (const walkGateRows of [0, 1, 3_000]) {
            expect(await pages({ windows, rareTextRows, walkGateRows })).toEqual(everything);
          }
        }
        // A rare text with a phrase reads its rows by id from its loose text's when that is in
        // at most `fewLooseRows` rows, else from the text index again (decision 051).
        for (const fewLooseRows of [0, 1, 1_000]) {
          expect(await pages({ windows, rareTextRows: 1_000, fewLooseRows })).toEqual(everything);
        }
      }
    }
  });

  it('counts the matches exactly, or says it found at least so many when counting stopped early', async () => {
    for (let index = 0; index < 12; index += 1) {
      await createTouchpoint(t.db, {
        title: `Data engineer ${index}`,
        workingModel: index % 3 === 0 ? 'remote' : 'office',
        publishedAt: daysAgo(index),
      });
    }
    const query = SearchTouchpointsQuerySchema.parse({
      type: 'jobs',
      q: 'engineer',
      work_modes: ['office'],
    });
    const count = (readsAtMost: number) =>
      countSearchMatches(t.db, query, ENGINEER, null, new Date(), { readsAtMost });
    expect(await count(100)).toEqual({ total: 8, estimate: false, lowerBound: false });
    const early = await count(6);
    expect(early.lowerBound).toBe(true);
    expect(early.total).toBeLessThanOrEqual(8);
    expect(early.total).toBeGreaterThanOrEqual(6 - 2);
  });

  it("counts an industry's opportunities without the words, or says at least so many when there are more to read", async () => {
    const energy = await findTag(t.db, 'Industry', 'Energy & Utilities');
    await createTouchpoint(t.db, { title: 'Energy Trader', publishedAt: daysAgo(1) });
    for (let index = 0; index < 5; index += 1) {
      await createTouchpoint(t.db, {
        title: `Site Technician ${index}`,
        industryId: energy.id,
        workingModel: index === 0 ? 'remote' : 'office',
        publishedAt: daysAgo(2 + index),
      });
    }
    const plan: TextPlan = {
      strict: 'energy',
      exact: [['energy']],
      expanded: '(energy)',
      organisationIds: [],
      industryIds: [energy.id],
      areaIds: [],
    };
    const query = SearchTouchpointsQuerySchema.parse({ type: 'jobs', q: 'energy' });
    const count = (options: Parameters<typeof countSearchMatches>[5]) =>
      countSearchMatches(t.db, query, plan, null, new Date(), options);
    expect(await count({})).toEqual({ total: 6, estimate: false, lowerBound: false });
    // Newest first is not the count's order: only that it stopped, and counted no more than all.
    const early = await count({ tagReadsAtMost: 2 });
    expect(early.lowerBound).toBe(true);
    expect(early.total).toBeLessThanOrEqual(6);
    // Another order shows the text's matches only, and counts those.
    expect(await count({ sort: 'newest' })).toEqual({
      total: 1,
      estimate: false,
      lowerBound: false,
    });
    const office = SearchTouchpointsQuerySchema.parse({
      type: 'jobs',
      q: 'energy',
      work_modes: ['office'],
    });
    // The four office technicians (the trader's work mode is not office).
    expect(await countSearchMatches(t.db, office, plan, null, new Date())).toEqual({
      total: 4,
      estimate: false,
      lowerBound: false,
    });
    // The industry's tier reads the same pages from its window as without it (decision 065).
    const paged = (rows?: TextPlan['rows']) =>
      pagesByCursor(query, { windows: [2, 2] }, 6, { ...plan, ...(rows ? { rows } : {}) });
    const everything = await paged();
    expect(everything.flat().filter((hit) => hit.startsWith('4:')).length).toBe(5);
    expect(await paged({ titles: 1, tagged: 0, published: 6 })).toEqual(everything);
    expect(await paged({ titles: 1, tagged: 1_000, published: 6 })).toEqual(everything);
  });

  it('counts a phrase only where its words are together', async () => {
    await createTouchpoint(t.db, {
      title: 'Graduate Full Stack Developer',
      publishedAt: daysAgo(1),
    });
    await createTouchpoint(t.db, {
      title: 'Stack Operator',
      description: '<p>A full day of work in the yard.</p>',
      publishedAt: daysAgo(2),
    });
    await createTouchpoint(t.db, { title: 'Software Tester', publishedAt: daysAgo(3) });
    // The phrase only in the description: found there, not in the title (decision 051).
    await createTouchpoint(t.db, {
      title: 'Platform Developer',
      description: '<p>Full stack work on our booking platform.</p>',
      publishedAt: daysAgo(4),
    });
    const plan: TextPlan = {
      ...ENGINEER,
      strict: 'software',
      exact: [['software']],
      expanded: '(software | (full <-> stack))',
    };
    const query = SearchTouchpointsQuerySchema.parse({ type: 'jobs', q: 'software' });
    const count = (readsAtMost: number) =>
      countSearchMatches(t.db, query, plan, null, new Date(), { readsAtMost });
    // "Stack Operator" has both words, but apart: not a match.
    expect(await count(100)).toEqual({ total: 3, estimate: false, lowerBound: false });
    expect(await count(4)).toEqual({ total: 3, estimate: false, lowerBound: false });
    expect(await count(3)).toEqual({ total: 3, estimate: false, lowerBound: true });
  });

  it("reads the planner's estimate of a text's rows (migration 0033), without reading them", async () => {
    for (let index = 0; index < 3; index += 1) {
      await createTouchpoint(t.db, {
        title: `Data engineer ${index}`,
        publishedAt: daysAgo(index),
      });
    }
    const [row] = await selectRows<{ rows: number }>(
      t.db,
      sql`select search_text_rows_estimate('Job', to_tsquery('english'::regconfig, '(engineer | engineer:*)')) as rows`,
    );
    expect(row?.rows).toBeGreaterThanOrEqual(1);
  });

  it('counts exactly as many as its pages show, so an exact none means an empty page (decision 059)', async () => {
    const energy = await findTag(t.db, 'Industry', 'Energy & Utilities');
    const engineering = await findTag(t.db, 'AreaOfResponsibility', 'Civil Engineering');
    const leeds = await createCity(t.db, { name: 'Leeds' });
    const rows = [
      { title: 'Data engineer', workingModel: 'office', industryId: energy.id },
      { title: 'Site technician', workingModel: 'office', industryId: energy.id },
      {
        title: 'Office manager',
        workingModel: 'remote',
        description: '<p>Engineering culture</p>',
      },
      { title: 'Quality lead', workingModel: 'hybrid', description: '<p>Our engineer team</p>' },
    ] as const;
    for (const [index, row] of rows.entries()) {
      const touchpoint = await createTouchpoint(t.db, { ...row, publishedAt: daysAgo(index + 1) });
      if (index % 2 === 0) {
        await placeTouchpoint(t.db, touchpoint.id, {
          areaIds: [engineering.id],
          cityIds: [leeds.id],
        });
      }
    }
    const nowhere: TextPlan = {
      ...ENGINEER,
      strict: 'zeppelin',
      exact: [['zeppelin']],
      expanded: '(zeppelin)',
    };
    const plans: TextPlan[] = [
      ENGINEER,
      ENGINEER_WITH_PHRASE,
      nowhere,
      { ...nowhere, industryIds: [energy.id] },
      { ...nowhere, areaIds: [engineering.id] },
    ];
    const filters = [
      {},
      { work_modes: ['office'] },
      { work_modes: ['remote'] },
      { city_ids: [leeds.id] },
      { city_ids: [leeds.id], work_modes: ['remote', 'hybrid'] },
      { salary_min: 90_000 },
    ];
    const now = new Date();
    let exactlyNone = 0;
    for (const plan of plans) {
      for (const filter of filters) {
        const query = SearchTouchpointsQuerySchema.parse({ type: 'jobs', per_page: 50, ...filter });
        const hits = await searchTouchpointIds(t.db, query, 'relevance', plan, null, null, now);
        const total = await countSearchMatches(t.db, query, plan, null, now);
        const label = `${plan.expanded} ${JSON.stringify(filter)}`;
        expect({ label, ...total }).toEqual({
          label,
          total: hits.length,
          estimate: false,
          lowerBound: false,
        });
        if (hits.length === 0) exactlyNone += 1;
      }
    }
    // Both kinds were met: searches that found rows and searches that found none.
    expect(exactlyNone).toBeGreaterThan(3);
    expect(exactlyNone).toBeLessThan(plans.length * filters.length);
  });

  it("answers the same when the first page's count starts with the search (decisions 046, 048)", async () => {
    for (let index = 0; index < 14; index += 1) {
      await createTouchpoint(t.db, {
        title: index % 2 === 0 ? `Data engineer ${index}` : `Office manager ${index}`,
        description: index % 3 === 0 ? '<p>Engineering culture</p>' : '<p>Friendly team</p>',
        workingModel: index % 2 === 0 ? 'office' : 'remote',
        publishedAt: daysAgo(index),
      });
    }
    const now = new Date();
    const alone = searchService(t.db);
    const together = searchService(t.db, { concurrent: () => true });
    for (const raw of [
      { type: 'jobs', per_page: 3 },
      { type: 'jobs', q: 'engineer', per_page: 3 },
      { type: 'jobs', q: 'engineer', per_page: 3, work_modes: ['office'] },
      // Nothing with both words: the last is dropped, and the count is of the shorter text.
      { type: 'jobs', q: 'engineer zeppelin', per_page: 3 },
      // Two words dropped at once (decision 044): the count of the shorter text starts with the
      // search that reads it (decision 048).
      { type: 'jobs', q: 'engineer zeppelin quasar', per_page: 3 },
      { type: 'jobs', q: 'manager', per_page: 20 },
    ]) {
      const query = SearchTouchpointsQuerySchema.parse(raw);
      const first = await alone(query, now);
      expect(await together(query, now)).toEqual(first);
      expect(first.meta.total).toBeGreaterThan(0);
      if (first.meta.next_cursor) {
        const next = SearchTouchpointsQuerySchema.parse({ ...raw, cursor: first.meta.next_cursor });
        expect(await together(next, now)).toEqual(await alone(next, now));
      }
    }
  });
});
