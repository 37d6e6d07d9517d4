import type { ApplicationProgress } from '@gradway/domain';
import type { Application } from '@gradway/domain/contracts';
import { JOB_ID, sampleJob } from './touchpoint-samples';

/** A wire application of the sample job, for tests. */
export const applicationOf = (
  progress: ApplicationProgress,
  overrides: Partial<Application['attributes']> = {},
  touchpoint = sampleJob(),
): Application => ({
  id: `aaaaaaaa-aaaa-4aaa-8aaa-${touchpoint.id.slice(-12)}`,
  type: 'application',
  attributes: {
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${touchpoint.id.slice(-12)}`,
    touchpoint_id: touchpoint.id ?? JOB_ID,
    progress,
    notes: null,
    answers: [],
    applied_at: progress === 'applied' ? '2099-01-05T10:00:00.000Z' : null,
    cv_url: null,
    cover_letter: null,
    created_at: '2099-01-03T10:00:00.000Z',
    updated_at: '2099-01-03T10:00:00.000Z',
    touchpoint,
    ...overrides,
  },
});
