import { baseURL } from '../support/api';

export interface KeptMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

/** The newest mail to an address in the server's outbox (`GET /api/dev/mailbox`), waiting for it. */
export const waitForMail = async (
  to: string,
  matches: (mail: KeptMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<KeptMail> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(`${baseURL()}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    if (!answer.ok) throw new Error(`GET /api/dev/mailbox answered ${answer.status}`);
    const { data } = (await answer.json()) as { data: KeptMail[] };
    const mail = data.find(matches);
    if (mail) return mail;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
};

export const codeOf = (mail: KeptMail): string => {
  const code = /Your code: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in “${mail.subject}”`);
  return code;
};

/** The mail's first link, moved onto the server under test (mail links use PUBLIC_URL's origin). */
export const linkOf = (mail: KeptMail): string => {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in “${mail.subject}”`);
  const url = new URL(link);
  return `${baseURL()}${url.pathname}${url.search}`;
};

let counter = 0;
export const freshEmail = (name: string) => {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.com`;
};
