import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { EMAIL_HEADER, TOKEN_HEADER } from '../auth/auth.plugin';

let lastIp = 0;
/** A fresh client address per test, so per-IP limits of one test do not reach another. */
export const nextIp = () => {
  lastIp += 1;
  return `10.${Math.floor(lastIp / 250)}.${lastIp % 250}.7`;
};

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

/** The mails sent to an address, newest first (after the mail sent after responses went out). */
export const mailsTo = async (app: FastifyInstance, to: string): Promise<OutboxMail[]> => {
  await app.mailer.settled();
  const answer = await app.inject({
    method: 'GET',
    url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};

export const latestMailTo = async (app: FastifyInstance, to: string): Promise<OutboxMail> => {
  const [mail] = await mailsTo(app, to);
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
};

export const codeIn = (mail: OutboxMail): string => {
  const code = /Your code: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in “${mail.subject}”`);
  return code;
};

/** The first absolute link of a mail's text. */
export const linkIn = (mail: OutboxMail): URL => {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in “${mail.subject}”`);
  return new URL(link);
};

export const sessionHeaders = (email: string, token: string) => ({
  [EMAIL_HEADER]: email,
  [TOKEN_HEADER]: token,
});

let counter = 0;
export const freshEmail = (name = 'person') => {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.com`;
};
