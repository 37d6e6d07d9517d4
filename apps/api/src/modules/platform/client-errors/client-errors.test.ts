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
