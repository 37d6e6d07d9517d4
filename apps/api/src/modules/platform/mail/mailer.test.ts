import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { mailboxOpenFor, publicUrlOf, readMailConfig } from './mail-config';
import { renderMail } from './mail-layout';
import { appUrl, sendMail, sendMailLater } from './mailer';

const t = useTestApp({ mail: { publicUrl: 'http://localhost:4321', mailboxOpen: true } });

const mailbox = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: { to: string; subject: string; text: string; html: string; sent_at: string }[];
  };
};

describe('the mailer and the outbox', () => {
  it('keeps mail in the outbox without SMTP_URL and lists it newest first', async () => {
    await sendMail({ to: 'first@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    // Each mail is a job, and jobs may run side by side: the first is delivered before the second is sent.
    await t.app.jobs.settled();
    await sendMail({
      to: 'second@example.com',
      subject: 'Second',
      text: 'two',
      html: '<p>two</p>',
    });
    const { data } = await mailbox();
    expect(data.map((mail) => mail.subject).slice(0, 2)).toEqual(['Second', 'First']);
    expect(data[0]).toMatchObject({ to: 'second@example.com', text: 'two', html: '<p>two</p>' });
    expect(Date.parse(data[0]!.sent_at)).toBeGreaterThanOrEqual(Date.parse(data[1]!.sent_at));
  });

  it('filters by recipient, ignoring case', async () => {
    await sendMail({ to: 'Only.Me@example.com', subject: 'Mine', text: 'x', html: 'x' });
    const { data } = await mailbox('?to=only.me@EXAMPLE.com');
    expect(data.map((mail) => mail.subject)).toEqual(['Mine']);
  });

  it('delivers mail sent later once the response is gone', async () => {
    sendMailLater({ to: 'later@example.com', subject: 'Later', text: 'x', html: 'x' });
    const { data } = await mailbox('?to=later@example.com');
    expect(data).toHaveLength(1);
  });

  it('builds absolute links on the public origin', () => {
    expect(appUrl('/signin?x=1')).toBe('http://localhost:4321/signin?x=1');
  });
});

describe('mail layout', () => {
  it('names Gradway, escapes what it is given, and repeats the link in the text', () => {
    const mail = renderMail({
      heading: 'Sign in to <Gradway>',
      paragraphs: ['Hello & welcome'],
      code: '123456',
      action: { label: 'Sign in', url: 'http://localhost:3000/signin?candidate_id=a&token=b' },
    });
    expect(mail.html).toContain('Gradway');
    expect(mail.html).toContain('Sign in to &lt;Gradway&gt;');
    expect(mail.html).toContain('Hello &amp; welcome');
    expect(mail.html).toContain('href="http://localhost:3000/signin?candidate_id=a&amp;token=b"');
    expect(mail.text).toContain('Sign in: http://localhost:3000/signin?candidate_id=a&token=b');
    expect(mail.text).toContain('Your code: 123456');
  });
});

describe('mail configuration', () => {
  it('derives the public origin from PUBLIC_URL, else localhost and PORT', () => {
    expect(publicUrlOf({ PUBLIC_URL: 'https://gradway.example/' })).toBe('https://gradway.example');
    expect(publicUrlOf({ PORT: '8080' })).toBe('http://localhost:8080');
    expect(publicUrlOf({})).toBe('http://localhost:3000');
    expect(() => publicUrlOf({ PUBLIC_URL: 'ftp://x.example' })).toThrow(/PUBLIC_URL/);
  });

  it('opens the mailbox outside production and for a local production build only', () => {
    expect(mailboxOpenFor({ NODE_ENV: 'development' })).toBe(true);
    expect(mailboxOpenFor({ NODE_ENV: 'test' })).toBe(true);
    expect(mailboxOpenFor({ NODE_ENV: 'production' })).toBe(true);
    expect(mailboxOpenFor({ NODE_ENV: 'production', PUBLIC_URL: 'https://gradway.example' })).toBe(
      false,
    );
    expect(mailboxOpenFor({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example' })).toBe(false);
    expect(mailboxOpenFor({ NODE_ENV: 'development', DEV_MAILBOX: 'false' })).toBe(false);
    expect(readMailConfig({ SMTP_URL: 'smtp://mail.example' }).smtpUrl).toBe('smtp://mail.example');
  });
});
