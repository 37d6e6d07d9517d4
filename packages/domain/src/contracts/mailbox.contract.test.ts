import { describe, expect, it } from 'vitest';
import { getDevMailboxContract } from './mailbox.contract';

describe('getDevMailboxContract', () => {
  it('lists kept mail with to, subject, text, html and sent_at, optionally for one address', () => {
    expect([getDevMailboxContract.method, getDevMailboxContract.path]).toEqual([
      'GET',
      '/api/dev/mailbox',
    ]);
    expect(getDevMailboxContract.query.parse({ to: 'ada@example.com' })).toEqual({
      to: 'ada@example.com',
    });
    const mail = {
      id: '2f1b2c6e-8c1a-4e8b-9d0a-1b2c3d4e5f60',
      to: 'ada@example.com',
      subject: '123456 is your Gradway sign-in code',
      text: 'Your code: 123456',
      html: '<p>123456</p>',
      sent_at: '2026-11-22T11:07:08.000Z',
    };
    expect(
      getDevMailboxContract.responses[200].parse({ data: [mail], meta: { total_count: 1 } }).data,
    ).toEqual([mail]);
  });
});
