import { getConfigContract } from '@gradway/domain/contracts';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { api } from '../api/api-client';
import { logAuthClientError } from './auth-client-log';
import { setTraceHeaders } from './trace-headers';

afterEach(() => {
  setTraceHeaders(null);
  vi.restoreAllMocks();
});

const config = {
  data: { type: 'config', attributes: { jobs_count: 1, opportunity_count: 2, company_count: 3 } },
};

describe('trace headers on the app’s own API calls', () => {
  test('are absent without error reporting, and carry sentry-trace and baggage once it runs', async () => {
    const fetch = vi.fn(async () => Response.json(config));
    await api(getConfigContract, {}, { fetch, session: null });
    const plain = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers;
    expect(Object.keys(plain as object)).not.toContain('sentry-trace');

    setTraceHeaders(() => ({
      'sentry-trace': '0123456789abcdef0123456789abcdef-0123456789abcdef',
      baggage: 'sentry-environment=test,sentry-public_key=testkey',
    }));
    await api(getConfigContract, {}, { fetch, session: null });
    expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      'sentry-trace': '0123456789abcdef0123456789abcdef-0123456789abcdef',
      baggage: 'sentry-environment=test,sentry-public_key=testkey',
    });
  });

  test('never break a call when the service fails to give them', async () => {
    setTraceHeaders(() => {
      throw new Error('no scope');
    });
    const fetch = vi.fn(async () => Response.json(config));
    expect(
      (await api(getConfigContract, {}, { fetch, session: null })).data.attributes.jobs_count,
    ).toBe(1);
  });
});

describe('the sign-in client’s error log', () => {
  test('goes by beacon to /api/auth/_log, else by POST', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    logAuthClientError({ code: 'CLIENT_FETCH_ERROR', message: 'Failed to fetch' });
    expect(beacon).toHaveBeenCalledTimes(1);
    const [path, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(path).toBe('/api/auth/_log');
    expect(JSON.parse(await blob.text())).toMatchObject({
      level: 'error',
      code: 'CLIENT_FETCH_ERROR',
      message: 'Failed to fetch',
    });

    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));
    logAuthClientError({ code: 'SERVER_ERROR_503', message: 'Unavailable' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/_log',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
