import { describe, expect, it } from 'vitest';
import {
  APPLICATION_NOTES_MAX_LENGTH,
  ApplyBodySchema,
  applyContract,
  listApplicationsContract,
  listCompanyApplicantsContract,
  listSocietyApplicantsContract,
  SaveApplicationBodySchema,
  saveApplicationContract,
  UpdateApplicationBodySchema,
} from './applications.contract';

describe('applications contracts', () => {
  it('are for onboarded candidates; applicants lists for each organiser side', () => {
    expect([
      listApplicationsContract.access,
      saveApplicationContract.access,
      applyContract.access,
      listCompanyApplicantsContract.access,
      listSocietyApplicantsContract.access,
    ]).toEqual([
      'applications.list',
      'applications.manage',
      'applications.apply',
      'applicants.company.list',
      'applicants.society.list',
    ]);
  });

  it('takes the spec’s progress values and nothing else', () => {
    for (const progress of ['saved', 'started', 'applied']) {
      expect(SaveApplicationBodySchema.safeParse({ application: { progress } }).success).toBe(true);
    }
    expect(
      SaveApplicationBodySchema.safeParse({ application: { progress: 'hired' } }).success,
    ).toBe(false);
  });

  it('applies with optional answers and bounds notes', () => {
    expect(ApplyBodySchema.parse({})).toEqual({ application: {} });
    expect(
      ApplyBodySchema.safeParse({ application: { answers: [{ question: '', answer: 'x' }] } })
        .success,
    ).toBe(false);
    const long = 'x'.repeat(APPLICATION_NOTES_MAX_LENGTH + 1);
    expect(UpdateApplicationBodySchema.safeParse({ application: { notes: long } }).success).toBe(
      false,
    );
    expect(UpdateApplicationBodySchema.parse({ application: { notes: null } })).toEqual({
      application: { notes: null },
    });
  });

  it('filters the tracker from the query string', () => {
    const query = listApplicationsContract.query.parse({
      progress: ['saved', 'started'],
      touchpointable_type: 'Job',
      deadline_soon: 'true',
    });
    expect(query).toMatchObject({
      progress: ['saved', 'started'],
      touchpointable_type: 'Job',
      deadline_soon: true,
      page: 1,
      per_page: 50,
    });
    expect(listApplicationsContract.query.safeParse({ progress: ['maybe'] }).success).toBe(false);
  });
});
