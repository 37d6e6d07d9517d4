import { describe, expect, it } from 'vitest';
import {
  CandidatePreferenceOptionsDocumentSchema,
  getCandidatePreferenceOptionsContract,
  listCompanySizesContract,
  listCurrenciesContract,
  listDegreesContract,
  listEmployeesCountsContract,
  listEventCategoriesContract,
  listOpportunityTypesContract,
  listSubjectsContract,
  listTagsContract,
  OpportunityTypeIdSchema,
  TagTypeSchema,
} from './reference-data.contract';
import { firstIssuePath, uuid } from './test-samples';

describe('listTagsContract', () => {
  it('takes the tag type as the `type` query parameter, one of the spec’s seven', () => {
    expect(listTagsContract.path).toBe('/api/v1/tags');
    expect(TagTypeSchema.options).toEqual([
      'Topic',
      'Offering',
      'Ethnicity',
      'Language',
      'Industry',
      'AreaOfResponsibility',
      'EducationRequirement',
    ]);
    expect(listTagsContract.query.parse({ type: 'Language' })).toEqual({ type: 'Language' });
    expect(firstIssuePath(listTagsContract.query.safeParse({ type: 'Hobby' }))).toBe('type');
    expect(firstIssuePath(listTagsContract.query.safeParse({}))).toBe('type');
  });

  it('answers languages with meta.default_language_id', () => {
    const document = {
      data: [
        {
          id: uuid(1),
          type: 'tag',
          attributes: { id: uuid(1), name: 'English', type: 'Language' },
        },
      ],
      meta: { total_count: 1, default_language_id: uuid(1) },
    };
    expect(listTagsContract.responses[200].parse(document)).toEqual(document);
    const badId = { ...document, meta: { total_count: 1, default_language_id: 'english' } };
    expect(firstIssuePath(listTagsContract.responses[200].safeParse(badId))).toBe(
      'meta.default_language_id',
    );
  });
});

describe('listOpportunityTypesContract', () => {
  const schema = listOpportunityTypesContract.responses[200];

  it('reads with_part_time from the query, false by default', () => {
    const { query } = listOpportunityTypesContract;
    expect(query.parse({ with_part_time: 'true' })).toEqual({ with_part_time: true });
    expect(query.parse({})).toEqual({ with_part_time: false });
    expect(firstIssuePath(query.safeParse({ with_part_time: 'sometimes' }))).toBe('with_part_time');
  });

  it('answers job, part_time, internship and event with their kinds', () => {
    expect(OpportunityTypeIdSchema.options).toEqual(['job', 'part_time', 'internship', 'event']);
    const document = {
      data: [
        {
          id: 'job',
          type: 'opportunity_type',
          attributes: {
            id: 'job',
            name: 'Job',
            touchpointable_type: 'Job',
            touchpointable_kind_mapping: { graduate_job: 'Graduate job' },
          },
        },
        {
          id: 'internship',
          type: 'opportunity_type',
          attributes: {
            id: 'internship',
            name: 'Internship',
            touchpointable_type: 'Internship',
            touchpointable_kinds: [{ id: 'summer_internship', name: 'Summer internship' }],
          },
        },
        {
          id: 'event',
          type: 'opportunity_type',
          attributes: {
            id: 'event',
            name: 'Event',
            touchpointable_type: 'Event',
            event_categories: [
              { id: uuid(5), name: 'Career Fairs', default: true, industry_ids: [uuid(6)] },
            ],
          },
        },
      ],
      meta: { total_count: 3 },
    };
    expect(schema.parse(document)).toEqual(document);
    const unknownType = structuredClone(document);
    unknownType.data[0]!.id = 'gig';
    expect(firstIssuePath(schema.safeParse(unknownType))).toBe('data.0.id');
  });
});

describe('simple reference lists', () => {
  it.each([
    [
      listEventCategoriesContract,
      '/api/v1/event_categories',
      'event_category',
      { name: 'Workshops', default: false, industry_ids: [] },
    ],
    [listCompanySizesContract, '/api/v1/company_sizes', 'company_size', { name: 'Startup' }],
    [
      listCurrenciesContract,
      '/api/v1/currencies',
      'currency',
      { code: 'GBP', name: 'Pound sterling', symbol: '£' },
    ],
    [listDegreesContract, '/api/v1/degrees', 'degree', { name: 'BSc' }],
    [listSubjectsContract, '/api/v1/subjects', 'subject', { name: 'Mathematics' }],
  ] as const)('%#: %s answers public documents', (contract, path, type, attributes) => {
    expect([contract.path, contract.access]).toEqual([path, 'public']);
    const document = {
      data: [{ id: uuid(7), type, attributes: { id: uuid(7), ...attributes } }],
      meta: { total_count: 1 },
    };
    expect(contract.responses[200].parse(document)).toEqual(document);
    const wrongType = { ...document, data: [{ ...document.data[0], type: 'thing' }] };
    expect(firstIssuePath(contract.responses[200].safeParse(wrongType))).toBe('data.0.type');
  });

  it('keys employee-count ranges by their text and leaves the last open-ended', () => {
    const schema = listEmployeesCountsContract.responses[200];
    expect(listEmployeesCountsContract.path).toBe('/api/v1/companies/employees_counts');
    const document = {
      data: [
        {
          id: '11-50',
          type: 'employees_count',
          attributes: { id: '11-50', label: '11-50', minimum: 11, maximum: 50 },
        },
        {
          id: '10001+',
          type: 'employees_count',
          attributes: { id: '10001+', label: '10,001+', minimum: 10001, maximum: null },
        },
      ],
      meta: { total_count: 2 },
    };
    expect(schema.parse(document)).toEqual(document);
  });

  it('checks currency codes', () => {
    const schema = listCurrenciesContract.responses[200];
    const document = {
      data: [
        {
          id: uuid(8),
          type: 'currency',
          attributes: { id: uuid(8), code: 'gbp', name: 'Pound', symbol: '£' },
        },
      ],
      meta: { total_count: 1 },
    };
    expect(firstIssuePath(schema.safeParse(document))).toBe('data.0.attributes.code');
  });
});

describe('getCandidatePreferenceOptionsContract', () => {
  it('uses exactly the spec’s keys, congnitive_disabilities spelled so', () => {
    expect(getCandidatePreferenceOptionsContract.path).toBe('/api/v1/candidate_preference_options');
    expect(
      Object.keys(CandidatePreferenceOptionsDocumentSchema.shape.data.shape.attributes.shape),
    ).toEqual([
      'genders',
      'physical_disabilities',
      'congnitive_disabilities',
      'socio_economic_statuses',
    ]);
  });

  it('parses options and rejects the corrected spelling', () => {
    const options = [{ id: 'prefer_not_to_say', name: 'Prefer not to say' }];
    const attributes = {
      genders: options,
      physical_disabilities: options,
      congnitive_disabilities: options,
      socio_economic_statuses: options,
    };
    const document = { data: { type: 'candidate_preference_options', attributes } };
    expect(CandidatePreferenceOptionsDocumentSchema.parse(document)).toEqual(document);
    const { congnitive_disabilities, ...rest } = attributes;
    const corrected = {
      data: {
        type: 'candidate_preference_options',
        attributes: { ...rest, cognitive_disabilities: congnitive_disabilities },
      },
    };
    expect(firstIssuePath(CandidatePreferenceOptionsDocumentSchema.safeParse(corrected))).toBe(
      'data.attributes.congnitive_disabilities',
    );
  });
});
