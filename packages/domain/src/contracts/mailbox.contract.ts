import { z } from 'zod';
import { defineContract } from './contract';
import { errorResponses, IdSchema } from './documents';
import { IsoDateTimeSchema } from './fields';

/**
 * The development mailbox: mail kept in the outbox when no SMTP server is configured, newest
 * first. It exists outside production only; in production it answers 404 like any unknown path.
 */

export const MAILBOX_PAGE_SIZE = 50;

export const MailboxQuerySchema = z.object({
  /** Only mail to this address (ignoring case). */
  to: z.string().trim().min(1).max(254).optional(),
});
export type MailboxQuery = z.infer<typeof MailboxQuerySchema>;

export const MailboxMailSchema = z.object({
  id: IdSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sent_at: IsoDateTimeSchema,
});
export type MailboxMail = z.infer<typeof MailboxMailSchema>;

export const MailboxDocumentSchema = z.object({
  data: z.array(MailboxMailSchema),
  meta: z.object({ total_count: z.number().int().nonnegative() }),
});
export type MailboxDocument = z.infer<typeof MailboxDocumentSchema>;

export const getDevMailboxContract = defineContract({
  method: 'GET',
  path: '/api/dev/mailbox',
  summary: 'Mail kept in the outbox, newest first (outside production only)',
  tags: ['development'],
  access: 'dev.mailbox.read',
  query: MailboxQuerySchema,
  responses: { 200: MailboxDocumentSchema, ...errorResponses(400, 403, 404) },
});
