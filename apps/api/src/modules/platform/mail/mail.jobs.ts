import { defineJob } from '../jobs/jobs';
import { type MailMessage, SEND_MAIL_JOB } from './mailer';

/**
 * Delivers one queued mail (SMTP or the outbox). Retried with backoff when the SMTP server
 * refuses; a mail that keeps failing lands in the dead letters the admin console lists.
 */
export const sendMailJob = defineJob<MailMessage>({
  name: SEND_MAIL_JOB,
  retryLimit: 8,
  retryDelaySeconds: 15,
  concurrency: 2,
  handler: async (message, { mailer }) => {
    await mailer.deliver(message);
  },
});
