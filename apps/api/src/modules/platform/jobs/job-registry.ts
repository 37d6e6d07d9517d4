import { sendMailJob } from '../../mail/mail.jobs';
import type { AnyJobDefinition } from './jobs';

/**
 * Every durable job and schedule of the app, one line each. The job runner creates a queue (and
 * its dead-letter queue) for each, and the workers run them.
 */
export const jobDefinitions: readonly AnyJobDefinition[] = [sendMailJob as AnyJobDefinition];
