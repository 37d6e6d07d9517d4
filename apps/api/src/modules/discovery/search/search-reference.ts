import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../db';
import { TOUCHPOINTABLE_TYPE_OF } from './search-conditions';
import { type QueryWord, type ReadingVocabulary, type TermPiece, termPieces } from './search-query';
import {
  type StemOf,
  type TitleStems,
  type TouchpointType,
  titleRowsAtMost,
  titleStems,
} from './search-title-rows';
import {
  closestWord,
  type TitleWord,
  titleVocabulary,
  VOCABULARY_MAX_AGE_MS,
} from './search-vocabulary';
import { RELATED_TERMS, WORD_FAMILIES } from './search-vocabulary-data';

/**
 * What the search reads a query against, kept in memory and refreshed in the background (a few
 * thousand rows, read in tens of milliseconds every ten minutes): the words of published titles
 * (typo tolerance), the names of cities (a place in the query), of organisations (their
 * opportunities rank after title matches) and of industries and areas (after organisations).
 */

interface NamedRow {
  id: string;
  name: string;
}

interface Named {
  id: string;
  words: Set<string>;
}

/** More organisations than this sharing the query's words: the words are not a name. */
export const MAX_ORGANISATIONS = 30;

export interface SearchReference extends ReadingVocabulary {
  /** Companies and societies whose names have every word as typed or read. */
  organisationIds(words: readonly QueryWord[]): string[];
  /** Industries and areas whose names have, for every word, one of its terms. */
  tagIds(words: readonly QueryWord[]): { industries: string[]; areas: string[] };
  /** How many opportunities of a type are published. */
  publishedRows(type: TouchpointType): number;
  /**
   * At most how many published opportunities of a type have the words in their title
   * (`search-title-rows`): `Infinity` when not known.
   */
  titleRows(type: TouchpointType, words: readonly QueryWord[]): number;
  /** How many published opportunities of a type are in these industries or areas (at most). */
  taggedRows(type: TouchpointType, tags: { industries: string[]; areas: string[] }): number;
}

/**
 * Counts of the published opportunities that tell a search which windows are worth reading
 * (decision 065), read in the background with the reference: a search never waits for them.
 */
interface SearchCounts {
  /** Each type's published opportunities and their titles' English stems (by type's value). */
  titleStems: ReadonlyMap<string, TitleStems>;
  /** Each type's published opportunities in each industry and area (by type's value, by id). */
  taggedRows: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

const namesWords = (rows: readonly NamedRow[]): Named[] =>
  rows.map((row) => ({
    id: row.id,
    words: new Set(row.name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []),
  }));

/** A part of a term as a name must have it: a prefix only of four letters or more. */
const termParts = (term: string): TermPiece[] =>
  termPieces(term).map((part) => ({ ...part, prefix: part.prefix && part.word.length >= 4 }));

/** Whether a name's words have every part of a term. */
const termIn = (parts: readonly TermPiece[], words: Set<string>): boolean =>
  parts.every((part) => {
    if (!part.prefix) return words.has(part.word);
    for (const word of words) if (word.startsWith(part.word)) return true;
    return false;
  });

export const searchReference = (
  rows: {
    titleWords: readonly { word: string; titles: number }[];
    cities: readonly NamedRow[];
    organisations: readonly (NamedRow & { type: string })[];
    tags: readonly (NamedRow & { type: string })[];
  },
  counts: () => SearchCounts | null = () => null,
  stemOf: StemOf = () => undefined,
): SearchReference => {
  const words: Map<string, TitleWord> = titleVocabulary(rows.titleWords);
  const cities = new Map<string, { name: string; ids: string[] }>();
  for (const city of rows.cities) {
    const key = city.name.toLowerCase();
    const found = cities.get(key);
    if (found) found.ids.push(city.id);
    else cities.set(key, { name: city.name, ids: [city.id] });
  }
  const organisations = namesWords(rows.organisations);
  const byWord = new Map<string, Named[]>();
  for (const organisation of organisations) {
    for (const word of organisation.words) {
      const list = byWord.get(word);
      if (list) list.push(organisation);
      else byWord.set(word, [organisation]);
    }
  }
  const industries = namesWords(rows.tags.filter((tag) => tag.type === 'Industry'));
  const areas = namesWords(rows.tags.filter((tag) => tag.type === 'AreaOfResponsibility'));
  // Words no title has that still name what jobs and internships are of: a company's name, an
  // industry's or an area's. (A society's name is not among them: no job is a society's, and a
  // word only a society has, "network", is better read as the close title word "networking".)
  const namingWords = new Set(
    [
      ...namesWords(rows.organisations.filter((organisation) => organisation.type === 'Company')),
      ...industries,
      ...areas,
    ].flatMap((named) => [...named.words]),
  );
  // Each word's terms are read into parts once per query, not once per industry and area.
  const tagMatches = (named: Named[], query: readonly TermPiece[][][]) =>
    named
      .filter((tag) => query.every((terms) => terms.some((parts) => termIn(parts, tag.words))))
      .map((tag) => tag.id);
  return {
    // A word of a title, or of a company's, an industry's or an area's name: only other words
    // are read as typos ("sport", in no title but in "Sport Solutions", is not read as "spork").
    isKnown: (word) => words.has(word) || namingWords.has(word),
    titles: (word) => words.get(word)?.titles ?? 0,
    closest: (word) => closestWord(word, words),
    city: (name) => cities.get(name) ?? null,
    organisationIds: (query) => {
      if (query.length === 0) return [];
      const [first, ...rest] = query;
      if (!first) return [];
      const candidates = [
        ...new Set([...(byWord.get(first.typed) ?? []), ...(byWord.get(first.read) ?? [])]),
      ];
      const found = candidates.filter((organisation) =>
        rest.every(
          (word) => organisation.words.has(word.typed) || organisation.words.has(word.read),
        ),
      );
      return found.length > MAX_ORGANISATIONS ? [] : found.map((organisation) => organisation.id);
    },
    tagIds: (query) => {
      if (query.length === 0) return { industries: [], areas: [] };
      const terms = query.map((word) => word.terms.map(termParts));
      return { industries: tagMatches(industries, terms), areas: tagMatches(areas, terms) };
    },
    publishedRows: (type) => counts()?.titleStems.get(TOUCHPOINTABLE_TYPE_OF[type])?.rows ?? 0,
    titleRows: (type, query) =>
      titleRowsAtMost(query, counts()?.titleStems.get(TOUCHPOINTABLE_TYPE_OF[type]), stemOf),
    taggedRows: (type, tags) => {
      const ofType = counts()?.taggedRows.get(TOUCHPOINTABLE_TYPE_OF[type]);
      if (!ofType) return Number.POSITIVE_INFINITY;
      return [...tags.industries, ...tags.areas].reduce(
        (sum, id) => sum + (ofType.get(id) ?? 0),
        0,
      );
    },
  };
};

/** The words of the field vocabulary, whose stems are read with the reference. */
const VOCABULARY_WORDS = [
  ...new Set(
    [
      ...WORD_FAMILIES.flat(),
      ...Object.keys(RELATED_TERMS),
      ...Object.values(RELATED_TERMS).flat(),
    ].flatMap((term) => term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []),
  ),
];

/** Stems as PostgreSQL's English configuration reads words (null for a stop word). */
const readStems = (db: Db, words: readonly string[]) =>
  selectRows<{ word: string; stem: string | null }>(
    db,
    sql`select w as word, (ts_lexize('english_stem', w))[1] as stem
      from unnest(${sql.param([...words])}::text[]) w`,
  );

/** Each type's published opportunities in each industry and in each area. */
const readTaggedRows = async (db: Db) => {
  const rows = await selectRows<{ type: string; id: string; rows: number }>(
    db,
    sql`select touchpointable_type as type, industry_id as id, count(*)::int as rows
      from touchpoints where state = 'published' and industry_id is not null
      group by touchpointable_type, industry_id
      union all
      select t.touchpointable_type, a.id, count(*)::int from touchpoints t
      cross join lateral unnest(t.area_ids) a(id)
      where t.state = 'published' group by t.touchpointable_type, a.id`,
  );
  const byType = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const counts = byType.get(row.type) ?? new Map<string, number>();
    counts.set(row.id, (counts.get(row.id) ?? 0) + row.rows);
    byType.set(row.type, counts);
  }
  return byType;
};

/** Each type's published opportunities and the English stems of their titles. */
const readTitleStems = async (db: Db) => {
  const rows = await selectRows<{ type: string; stem: string | null; titles: number }>(
    db,
    sql`select t.type, s.word as stem, s.ndoc::int as titles
      from (values ${sql.join(
        Object.values(TOUCHPOINTABLE_TYPE_OF).map((type) => sql`(${type})`),
        sql`, `,
      )}) t(type)
      cross join lateral ts_stat(format(
        'select title_search from touchpoints where state = %L and touchpointable_type = %L',
        'published', t.type)) s
      union all
      select touchpointable_type, null, count(*)::int from touchpoints
      where state = 'published' group by touchpointable_type`,
  );
  return new Map(
    Object.values(TOUCHPOINTABLE_TYPE_OF).map((type) => {
      const ofType = rows.filter((row) => row.type === type);
      const published = ofType.find((row) => row.stem === null)?.titles ?? 0;
      return [
        type,
        titleStems(
          published,
          ofType.flatMap((row) =>
            row.stem === null ? [] : [{ stem: row.stem, titles: row.titles }],
          ),
        ),
      ] as const;
    }),
  );
};

const readCounts = async (db: Db): Promise<SearchCounts> => ({
  titleStems: await readTitleStems(db),
  taggedRows: await readTaggedRows(db),
});

const readReference = async (
  db: Db,
  counts: () => SearchCounts | null,
  stemOf: StemOf,
  learn: (stems: readonly { word: string; stem: string | null }[]) => void,
): Promise<SearchReference> => {
  const titleWords = await selectRows<{ word: string; titles: number; stem: string | null }>(
    db,
    sql`select word, ndoc::int as titles, (ts_lexize('english_stem', word))[1] as stem from ts_stat(
      'select to_tsvector(''simple'', title) from touchpoints where state = ''published''')
      where length(word) >= 3 and word !~ '[0-9]'`,
  );
  const cities = await selectRows<NamedRow>(db, sql`select id, name from cities where not hidden`);
  const organisations = await selectRows<NamedRow & { type: string }>(
    db,
    sql`select id, name, 'Company' as type from companies
      union all select id, name, 'StudentSociety' as type from student_societies`,
  );
  const tags = await selectRows<NamedRow & { type: string }>(
    db,
    sql`select id, name, type from tags where type in ('Industry', 'AreaOfResponsibility')`,
  );
  learn(titleWords);
  return searchReference({ titleWords, cities, organisations, tags }, counts, stemOf);
};

/** At most this many words' stems are kept beside the reference's (words of queries). */
const MAX_LEARNED_STEMS = 20_000;

const forgetters = new WeakMap<Db, () => void>();

/** Reads the reference again on the next search (tests that add titles, cities or names). */
export const forgetSearchReference = (db: Db) => forgetters.get(db)?.();

/** The reference of a database, read once and refreshed in the background when it is old. */
export const searchReferenceCache = (db: Db, maxAgeMs = VOCABULARY_MAX_AGE_MS) => {
  let current: { reference: SearchReference; readAt: number } | null = null;
  forgetters.set(db, () => {
    current = null;
  });
  // Stems of words, learned with the reference (the titles' and the vocabulary's) and as queries
  // bring new ones: a word not known yet is asked for in the background, for its next search.
  const stems = new Map<string, string | null>();
  const asked = new Set<string>();
  let asking: string[] = [];
  const learn = (rows: readonly { word: string; stem: string | null }[]) => {
    for (const row of rows) {
      if (stems.size >= MAX_LEARNED_STEMS) stems.delete(stems.keys().next().value as string);
      stems.set(row.word, row.stem);
    }
  };
  const stemOf: StemOf = (word) => {
    const stem = stems.get(word);
    if (stem !== undefined || asked.has(word) || asked.size >= MAX_LEARNED_STEMS) return stem;
    asked.add(word);
    asking.push(word);
    // Once per turn of the event loop, for the words the searches of that turn brought.
    if (asking.length === 1) {
      queueMicrotask(() => {
        const words = asking;
        asking = [];
        readStems(db, words)
          .then(learn)
          .catch(() => {})
          .finally(() => {
            for (const each of words) asked.delete(each);
          });
      });
    }
    return undefined;
  };
  let counts: SearchCounts | null = null;
  let counting = false;
  let reading: Promise<SearchReference> | null = null;
  const refresh = () => {
    if (!counting) {
      counting = true;
      // The vocabulary is fixed: its stems are read once (or again, those forgotten since).
      const unknown = VOCABULARY_WORDS.filter((word) => !stems.has(word));
      Promise.all([unknown.length ? readStems(db, unknown).then(learn) : null, readCounts(db)])
        .then(([, read]) => {
          counts = read;
        })
        .catch(() => {})
        .finally(() => {
          counting = false;
        });
    }
    reading ??= readReference(db, () => counts, stemOf, learn)
      .then((reference) => {
        current = { reference, readAt: Date.now() };
        return reference;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  return async (): Promise<SearchReference> => {
    if (!current) return refresh();
    if (Date.now() - current.readAt > maxAgeMs) refresh().catch(() => {});
    return current.reference;
  };
};
