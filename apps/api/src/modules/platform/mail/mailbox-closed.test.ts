import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { sendMail } from './mailer';

const t = useTestApp({ mail: { mailboxOpen: false } });

describe('the mailbox in production', () => {
  it('answers 404 exactly like an unknown path', async () => {
    await sendMail({ to: 'someone@example.com', subject: 'Secret code', text: 'x', html: 'x' });
    const mailbox = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/dev/nothing-here' });
    expect(mailbox.statusCode).toBe(404);
    expect(mailbox.body).toBe(unknown.body);
    expect(mailbox.body).not.toContain('Secret code');
  });
});
