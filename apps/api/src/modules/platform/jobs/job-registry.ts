import { accountMailJob } from '../../accounts/sign-in/account-mail.jobs';
import { generateMatchesJob, touchpointMatchesJob } from '../../discovery/matches/match-jobs';
import { ratingInvitationJob } from '../../events/feedback/rating-invitations';
import {
  eventReminderJob,
  offerExpiryJob,
  offerSweepSchedule,
  registrationConfirmedJob,
} from '../../events/registrations/registrations.jobs';
import { notificationDigestSchedule } from '../../messaging/notifications/notification-digest';
import { sendMailJob } from '../mail/mail.jobs';
import type { AnyJobDefinition } from './jobs';
import {
  cleanUploadsSchedule,
  forgetAbuseCountsSchedule,
  vacuumSchedule,
} from './maintenance.jobs';

/**
 * Every durable job and schedule of the app, one line each. The job runner creates a queue (and
 * its dead-letter queue) for each, and the workers run them.
 */
export const jobDefinitions: readonly AnyJobDefinition[] = [
  sendMailJob,
  accountMailJob,
  generateMatchesJob,
  touchpointMatchesJob,
  vacuumSchedule,
  cleanUploadsSchedule,
  forgetAbuseCountsSchedule,
  offerExpiryJob,
  offerSweepSchedule,
  eventReminderJob,
  registrationConfirmedJob,
  notificationDigestSchedule,
  ratingInvitationJob,
  // Append one line per job or schedule.
];
