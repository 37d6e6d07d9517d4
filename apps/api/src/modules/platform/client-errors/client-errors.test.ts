import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';

const t = useTestApp();

const crash = {
  client_error: {
    name: 'TypeError',
    message: "Cannot read properties of undefined (reading 'title')",
    stack: 'TypeError: Cannot read properties of undefined\n    at EventCard',
    component_stack: '\n    at EventCard\n    at HomePage',
    url: 'http://localhost:3000/',
    user_agent: 'Mozilla/5.0',
    occurred_at: '2026-11-22T11:45:00.000Z',
  },
};

/** Each test reports from its own address, so the rate limit of one does not reach another. */
const report = (payload: unknown, remoteAddress = '192.0.2.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/client_errors',
    payload: payload as object,
    remoteAddress,
  });

describe('POST /api/v1/client_errors', () => {
  it('takes a crash report from a guest and answers 204 with no body', async () => {
    const answer = await report(crash, '192.0.2.10');
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
  });

  it('refuses a report without its fields, naming the missing field', async () => {
    const answer = await report({ client_error: { name: 'TypeError' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((field: { path: string }) => field.path)).toContain(
      'client_error.message',
    );
  });

  it('refuses a report over 32 KiB with 413', async () => {
    const huge = { client_error: { ...crash.client_error, stack: 'x'.repeat(40 * 1024) } };
    const answer = await report(huge);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().error).toEqual(expect.any(String));
  });

  it('answers 429 once a browser sends more than 20 reports a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await report(crash, '192.0.2.99')).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /api/auth/_log (the sign-in client’s log path)', () => {
  const log = (payload: string, contentType: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/_log',
      payload,
      headers: { 'content-type': contentType },
      remoteAddress,
    });

  it('takes an error posted as JSON, or sent by beacon as plain text, and answers 204', async () => {
    const json = await log(
      JSON.stringify({ level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'Failed to fetch' }),
      'application/json',
      '192.0.2.40',
    );
    expect(json.statusCode).toBe(204);
    expect(json.body).toBe('');
    const beacon = await log(
      JSON.stringify({ code: 'SIGNIN_CODE_ERROR', message: 'NetworkError' }),
      'text/plain;charset=UTF-8',
      '192.0.2.41',
    );
    expect(beacon.statusCode).toBe(204);
    const plain = await log('Something broke in the sign-in form', 'text/plain', '192.0.2.42');
    expect(plain.statusCode).toBe(204);
  });

  it('refuses an entry without a message, naming the field', async () => {
    const answer = await log(JSON.stringify({ code: 'X' }), 'application/json', '192.0.2.43');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((field: { path: string }) => field.path)).toContain('message');
  });
});
