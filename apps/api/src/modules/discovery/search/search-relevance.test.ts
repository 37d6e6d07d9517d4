import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCity,
  createCompany,
  createTouchpoint,
  placeTouchpoint,
} from '../../../../test/factories';
import { tags, touchpoints } from '../../../db/schema';
import { forgetSearchReference } from './search-reference';

const t = useTestApp();

interface SearchDocument {
  data: { id: string; attributes: { title: string; start_date: string | null } }[];
  meta: {
    next_cursor: string | null;
    query: string | null;
    sort: string;
    total: number;
    total_is_estimate: boolean;
    dropped_words: string[];
    showing_results_for: string | null;
    city: string | null;
  };
}

const search = async (query: string) => {
  forgetSearchReference(t.db);
  const answer = await t.app.inject({ method: 'GET', url: `/api/v1/search/touchpoints?${query}` });
  expect(answer.statusCode).toBe(200);
  return answer.json() as SearchDocument;
};
const titles = (document: SearchDocument) => document.data.map((item) => item.attributes.title);

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const job = (title: string, days = 1, extra: Parameters<typeof createTouchpoint>[1] = {}) =>
  createTouchpoint(t.db, { title, publishedAt: daysAgo(days), ...extra });

describe('search relevance (decision 024)', () => {
  beforeEach(async () => {
    await t.db.delete(touchpoints);
  });

  it('finds the forms of a word together: data science finds Data Scientist', async () => {
    await job('Graduate Data Scientist');
    await job('Office Manager');
    expect(titles(await search('type=jobs&q=data%20science'))).toEqual(['Graduate Data Scientist']);
    await job('Site Engineering Lead');
    expect(titles(await search('type=jobs&q=engineer'))).toEqual(['Site Engineering Lead']);
  });

  it('ranks the word as typed above a word that only shares its stem', async () => {
    // Newer postings first within a tier, so the stem-only matches are the newest here.
    await job('Digital Marketing Assistant', 5);
    await job('Equity Capital Markets Analyst', 1);
    await job('Graduate Accountant', 6);
    await job('Account Manager', 1);
    expect(titles(await search('type=jobs&q=marketing'))).toEqual([
      'Digital Marketing Assistant',
      'Equity Capital Markets Analyst',
    ]);
    expect(titles(await search('type=jobs&q=accounting'))).toEqual([
      'Graduate Accountant',
      'Account Manager',
    ]);
  });

  it('widens a field by its related terms: law finds solicitors and paralegals', async () => {
    await job('Trainee Solicitor');
    await job('Paralegal');
    await job('Lawn Mower Operator');
    await job('Software Developer');
    const found = titles(await search('type=jobs&q=law'));
    expect(found).toContain('Trainee Solicitor');
    expect(found).toContain('Paralegal');
    expect(found).not.toContain('Software Developer');
  });

  it('reads a misspelt word among correct ones', async () => {
    await job('Machine Learning Engineer');
    await job('Machine Operator');
    const document = await search('type=jobs&q=machine%20lerning');
    expect(titles(document)).toEqual(['Machine Learning Engineer']);
    expect(document.meta.query).toBe('machine learning');
  });

  it('drops the last word when every word together finds nothing, and says so', async () => {
    await job('Data Analyst');
    const document = await search('type=jobs&q=data%20zyxwvut');
    expect(titles(document)).toEqual(['Data Analyst']);
    expect(document.meta.dropped_words).toEqual(['zyxwvut']);
    expect(document.meta.showing_results_for).toBe('data');
    const exact = await search('type=jobs&q=data');
    expect(exact.meta.dropped_words).toEqual([]);
    expect(exact.meta.showing_results_for).toBeNull();
  });

  it('drops as many last words as it takes under the filters, keeping words the text has', async () => {
    await job('Data Engineer', 1, { workingModel: 'office' });
    await job('Data Analyst', 1, { workingModel: 'remote' });
    await job('Site Trainee', 1, { description: '<p>Field work with a zebra survey team</p>' });
    // "data analyst" is only in a remote job: with the office filter, "data" alone finds.
    const office = await search('type=jobs&work_modes[]=office&q=data%20analyst%20zyxwvut');
    expect(titles(office)).toEqual(['Data Engineer']);
    expect(office.meta.dropped_words).toEqual(['analyst', 'zyxwvut']);
    expect(office.meta.showing_results_for).toBe('data');
    expect(office.meta.total).toBe(1);
    // Without it, "data analyst" finds the remote one and only the last word goes.
    const anywhere = await search('type=jobs&q=data%20analyst%20zyxwvut');
    expect(titles(anywhere)).toEqual(['Data Analyst']);
    expect(anywhere.meta.dropped_words).toEqual(['zyxwvut']);
    // A word found only in a description is kept.
    const described = await search('type=jobs&q=trainee%20zebra%20zyxwvut%20qwxzyv');
    expect(titles(described)).toEqual(['Site Trainee']);
    expect(described.meta.dropped_words).toEqual(['zyxwvut', 'qwxzyv']);
    // Nothing with any word: every word but the first is dropped, and the page is empty.
    const none = await search('type=jobs&q=qwxzyv%20zyxwvut%20vutsrq');
    expect(none.data).toEqual([]);
    expect(none.meta.dropped_words).toEqual(['zyxwvut', 'vutsrq']);
    expect(none.meta.total).toBe(0);
  });

  it('reads a city in the words as a place: marketing london', async () => {
    const london = await createCity(t.db, { name: 'Londinium Magna' });
    const elsewhere = await createCity(t.db, { name: 'Brightbourne' });
    const inLondon = await job('Digital Marketing Assistant');
    const away = await job('Marketing Executive');
    await job('Equity Capital Markets Analyst');
    await placeTouchpoint(t.db, inLondon.id, { cityIds: [london.id] });
    await placeTouchpoint(t.db, away.id, { cityIds: [elsewhere.id] });
    const document = await search('type=jobs&q=marketing%20londinium%20magna');
    expect(titles(document)).toEqual(['Digital Marketing Assistant']);
    expect(document.meta.city).toBe('Londinium Magna');
  });

  it('ranks title matches, then the organisation, then areas, then the description', async () => {
    const [legal] = await t.db
      .select()
      .from(tags)
      .where(and(eq(tags.type, 'AreaOfResponsibility'), eq(tags.name, 'Legal')));
    const firm = await createCompany(t.db, { name: 'Quillfeather Legal' });
    await job('Description only', 0, { description: '<p>Legal training for all</p>' });
    const area = await job('Compliance Associate', 0);
    if (legal) await placeTouchpoint(t.db, area.id, { areaIds: [legal.id] });
    await job('Operations Analyst', 0, { creatableForId: firm.id });
    await job('Legal Counsel', 9);
    expect(titles(await search('type=jobs&q=legal'))).toEqual([
      'Legal Counsel',
      'Operations Analyst',
      'Compliance Associate',
      'Description only',
    ]);
  });

  it('shows at most three of one organisation on the first page when others match, and pages through all', async () => {
    const big = await createCompany(t.db, { name: 'Bigco' });
    for (let index = 0; index < 6; index += 1) {
      await job(`Data Analyst ${index}`, index * 0.01, { creatableForId: big.id });
    }
    await job('Data Analyst other A', 2);
    await job('Data Analyst other B', 3);
    const first = await search('type=jobs&q=data%20analyst&per_page=5');
    const bigOnes = first.data.filter((item) =>
      /^Data Analyst \d$/.test(item.attributes.title),
    ).length;
    expect(bigOnes).toBe(3);
    expect(titles(first)).toContain('Data Analyst other A');
    expect(first.meta.total).toBe(8);
    const seen = first.data.map((item) => item.id);
    let cursor = first.meta.next_cursor;
    while (cursor) {
      const next = await search(`type=jobs&q=data%20analyst&per_page=5&cursor=${cursor}`);
      seen.push(...next.data.map((item) => item.id));
      cursor = next.meta.next_cursor;
    }
    expect(seen.length).toBe(8);
    expect(new Set(seen).size).toBe(8);
  });

  /** Every page of a search, by its cursors: the ids in order, and the first page's meta. */
  const allPages = async (query: string) => {
    const first = await search(query);
    const seen = first.data.map((item) => item.id);
    let cursor = first.meta.next_cursor;
    for (let pages = 1; cursor && pages < 20; pages += 1) {
      const next = await search(`${query}&cursor=${cursor}`);
      seen.push(...next.data.map((item) => item.id));
      cursor = next.meta.next_cursor;
    }
    return { first, seen };
  };

  it('pages through all of one organisation without repeats when nothing else matches', async () => {
    const big = await createCompany(t.db, { name: 'Bigco' });
    for (let index = 0; index < 7; index += 1) {
      await job(`Data Analyst ${index}`, index * 0.01, { creatableForId: big.id });
    }
    const { first, seen } = await allPages('type=jobs&q=data%20analyst&per_page=5');
    expect(first.data).toHaveLength(5);
    expect(first.meta.total).toBe(7);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('counts what its pages show: opportunities found by their industry are in the total', async () => {
    const [energy] = await t.db
      .select()
      .from(tags)
      .where(and(eq(tags.type, 'Industry'), eq(tags.name, 'Energy & Utilities')));
    if (!energy) throw new Error('No Energy & Utilities industry in the reference data');
    await job('Energy Trader', 1);
    for (let index = 0; index < 4; index += 1) {
      await job(`Site Technician ${index}`, 2 + index, { industryId: energy.id });
    }
    await job('Office Manager', 1);
    const { first, seen } = await allPages('type=jobs&q=energy&per_page=2');
    expect(first.meta.total).toBe(5);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('pages on from a varied first page of the largest size, whose cursor carries the most ids', async () => {
    const big = await createCompany(t.db, { name: 'Bigco' });
    for (let index = 0; index < 60; index += 1) {
      await job(`Data Analyst ${index}`, index * 0.001, { creatableForId: big.id });
    }
    for (let index = 0; index < 47; index += 1) {
      await job(`Data Analyst elsewhere ${index}`, 1 + index * 0.001);
    }
    const { first, seen } = await allPages('type=jobs&q=data%20analyst&per_page=50');
    expect(first.data).toHaveLength(50);
    expect(seen).toHaveLength(107);
    expect(new Set(seen).size).toBe(107);
  });

  it('does not correct a word that names a company, though no title has it', async () => {
    const club = await createCompany(t.db, { name: 'Sport Solutions' });
    await job('Spork Assembly Operative', 1);
    await job('Events Coordinator', 2, { creatableForId: club.id });
    const found = await search('type=jobs&q=sport');
    expect(found.meta.query).toBe('sport');
    expect(titles(found)).toEqual(['Events Coordinator']);
  });

  it('orders events by start date by default and every type by the sort asked', async () => {
    const soon = (days: number) => new Date(Date.now() + days * DAY);
    await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      title: 'Careers fair later',
      startDate: soon(20),
      publishedAt: daysAgo(0),
    });
    await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      title: 'Careers fair soon',
      startDate: soon(2),
      publishedAt: daysAgo(5),
    });
    const events = await search('type=events');
    expect(events.meta.sort).toBe('start_date');
    expect(titles(events)).toEqual(['Careers fair soon', 'Careers fair later']);
    expect(titles(await search('type=events&q=careers'))).toEqual([
      'Careers fair soon',
      'Careers fair later',
    ]);
    expect(titles(await search('type=events&sort=newest'))).toEqual([
      'Careers fair later',
      'Careers fair soon',
    ]);
    await job('Closes late', 0, { applicationDeadline: soon(30) });
    await job('Closes soon', 3, { applicationDeadline: soon(3) });
    await job('No deadline', 1);
    expect(titles(await search('type=jobs&sort=deadline'))).toEqual([
      'Closes soon',
      'Closes late',
      'No deadline',
    ]);
    const paged = await search('type=jobs&sort=deadline&per_page=2');
    expect(paged.meta.total).toBe(3);
    const rest = await search(
      `type=jobs&sort=deadline&per_page=2&cursor=${paged.meta.next_cursor}`,
    );
    expect(titles(rest)).toEqual(['No deadline']);
  });
});
