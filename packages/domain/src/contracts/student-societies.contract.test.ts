import { describe, expect, it } from 'vitest';
import {
  listStudentSocietiesContract,
  STUDENT_SOCIETIES_PER_PAGE,
} from './student-societies.contract';
import { firstIssuePath, pagingMeta, uuid } from './test-samples';

describe('listStudentSocietiesContract', () => {
  const { query } = listStudentSocietiesContract;

  it('pages 50 at a time and gives full details by default', () => {
    expect(STUDENT_SOCIETIES_PER_PAGE).toBe(50);
    expect(query.parse({})).toEqual({ page: 1, per_page: 50, basic_details: false });
  });

  it('reads the query of a third-party client (verified societies of one university)', () => {
    expect(
      query.parse({ page: '1', per_page: '100', university_ids: uuid(4), verified: 'true' }),
    ).toEqual({
      page: 1,
      per_page: 100,
      university_ids: [uuid(4)],
      verified: true,
      basic_details: false,
    });
    expect(
      query.parse({
        name: 'tech',
        basic_details: 'true',
        ids: [uuid(1), uuid(2)],
        city_ids: uuid(3),
      }),
    ).toMatchObject({
      name: 'tech',
      basic_details: true,
      ids: [uuid(1), uuid(2)],
      city_ids: [uuid(3)],
    });
    expect(firstIssuePath(query.safeParse({ verified: 'perhaps' }))).toBe('verified');
    expect(firstIssuePath(query.safeParse({ per_page: '500' }))).toBe('per_page');
  });

  it('answers societies with name, icon, verified flags, slug and university', () => {
    const basic = {
      id: uuid(20),
      name: 'UCL Tech Society',
      icon_url: null,
      is_verified: true,
      is_provider_verified: false,
      slug: 'ucl-tech-society',
      university: { id: uuid(4), name: 'University College London', slug: 'ucl' },
    };
    const document = {
      data: [{ id: uuid(20), type: 'student_society', attributes: basic }],
      meta: { ...pagingMeta, per_page: 50 },
    };
    const schema = listStudentSocietiesContract.responses[200];
    expect(schema.parse(document)).toEqual(document);
    const detailed = structuredClone(document);
    Object.assign(detailed.data[0]!.attributes, {
      description: 'We build things.',
      members_count: 410,
    });
    expect(schema.parse(detailed)).toEqual(detailed);
    const noSlug = structuredClone(document) as { data: { attributes: { slug?: string } }[] };
    delete noSlug.data[0]!.attributes.slug;
    expect(firstIssuePath(schema.safeParse(noSlug))).toBe('data.0.attributes.slug');
  });
});
