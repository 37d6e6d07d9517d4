import {
  eventReminderJob,
  offerExpiryJob,
  offerSweepSchedule,
} from '../../events/registrations/registrations.jobs';
import { sendMailJob } from '../../mail/mail.jobs';
import { generateMatchesJob, touchpointMatchesJob } from '../../matches/match-jobs';
import { accountMailJob } from '../../sign-in/account-mail.jobs';
import type { AnyJobDefinition } from './jobs';

/**
 * Every durable job and schedule of the app, one line each. The job runner creates a queue (and
 * its dead-letter queue) for each, and the workers run them.
 */
export const jobDefinitions: readonly AnyJobDefinition[] = [
  sendMailJob,
  accountMailJob,
  generateMatchesJob,
  touchpointMatchesJob,
  offerExpiryJob,
  offerSweepSchedule,
  eventReminderJob,
  // Append one line per job or schedule.
];
