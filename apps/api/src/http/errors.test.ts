import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { buildApp } from '../app';
import { openDatabase } from '../db';
import { DATABASE_RETRY_AFTER_SECONDS } from './error-handler';
import { ERROR_MESSAGES } from './http-error';

const t = useTestApp();

describe('error answers', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no_such_thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: ERROR_MESSAGES.notFound });
  });

  it('says which query field is invalid and why', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/universities?per_page=1000&page=0',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toMatch(/^Invalid request: /);
    const paths = body.fields.map((field: { path: string }) => field.path).sort();
    expect(paths).toEqual(['page', 'per_page']);
    for (const field of body.fields) expect(field.message.length).toBeGreaterThan(0);
  });

  it('says which path parameter is invalid', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/touchpoints/not-a-uuid/increment_view_count',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toBe('id');
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/touchpoints/00000000-0000-4000-8000-000000000000/increment_view_count',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: ERROR_MESSAGES.payloadTooLarge });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/touchpoints/00000000-0000-4000-8000-000000000000/increment_view_count',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: ERROR_MESSAGES.invalidJson });
  });

  it('answers 503 with Retry-After, never 500, while the database is unreachable', async () => {
    const unreachable = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' });
    const app = await buildApp({ database: unreachable, headlineCountsMaxAgeMs: 0 });
    try {
      const config = await app.inject({ method: 'GET', url: '/api/v1/config' });
      expect(config.statusCode).toBe(503);
      expect(config.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(config.json()).toEqual({ error: ERROR_MESSAGES.databaseUnavailable });
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  it('hides an unexpected failure behind a generic 500 message', async () => {
    const app = await buildApp({ database: t.database });
    app.get('/api/v1/explode', { config: { access: 'public' } }, async () => {
      throw new Error('secret internal detail');
    });
    const response = await app.inject({ method: 'GET', url: '/api/v1/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: ERROR_MESSAGES.internal });
    expect(response.body).not.toContain('secret');
    await app.close();
  });
});
