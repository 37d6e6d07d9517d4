import { describe, expect, it } from 'vitest';
import { firstIssuePath, pagingMeta, uuid } from './test-samples';
import {
  getUniversityContract,
  listUniversitiesContract,
  UNIVERSITIES_PER_PAGE,
} from './universities.contract';

const university = {
  id: uuid(4),
  type: 'university',
  attributes: {
    id: uuid(4),
    name: 'University College London',
    slug: 'ucl',
    icon_url: null,
    city: { id: uuid(30), name: 'London' },
    country: { id: uuid(31), label: 'United Kingdom' },
    student_societies_count: 312,
  },
};

describe('listUniversitiesContract', () => {
  const { query } = listUniversitiesContract;

  it('pages 50 at a time by default (spec section 9)', () => {
    expect(UNIVERSITIES_PER_PAGE).toBe(50);
    expect(query.parse({})).toEqual({ page: 1, per_page: 50 });
  });

  it('coerces the query: numbers from text, ids to lists', () => {
    expect(
      query.parse({
        q: 'London',
        page: '2',
        per_page: '20',
        country_ids: uuid(31),
        city_ids: [uuid(30)],
      }),
    ).toEqual({
      q: 'London',
      page: 2,
      per_page: 20,
      country_ids: [uuid(31)],
      city_ids: [uuid(30)],
    });
    expect(firstIssuePath(query.safeParse({ page: '0' }))).toBe('page');
    expect(firstIssuePath(query.safeParse({ city_ids: 'london' }))).toBe('city_ids.0');
  });

  it('answers a paged list of universities', () => {
    const document = { data: [university], meta: { ...pagingMeta, per_page: 50 } };
    expect(listUniversitiesContract.responses[200].parse(document)).toEqual(document);
    expect(
      firstIssuePath(listUniversitiesContract.responses[200].safeParse({ data: [university] })),
    ).toBe('meta');
  });
});

describe('getUniversityContract', () => {
  it('finds a university by id or by slug', () => {
    expect(getUniversityContract.path).toBe('/api/v1/universities/:id');
    expect(getUniversityContract.params.parse({ id: uuid(4) })).toEqual({ id: uuid(4) });
    expect(getUniversityContract.params.parse({ id: 'kings-college-london' })).toEqual({
      id: 'kings-college-london',
    });
    expect(getUniversityContract.params.safeParse({ id: 'no spaces' }).success).toBe(false);
  });

  it('answers one university document, or the error document', () => {
    expect(getUniversityContract.responses[200].parse({ data: university })).toEqual({
      data: university,
    });
    expect(getUniversityContract.responses[404].parse({ error: 'Not found' })).toEqual({
      error: 'Not found',
    });
  });
});
