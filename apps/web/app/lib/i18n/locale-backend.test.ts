import { createInstance } from 'i18next';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clientI18nOptions, initClientI18n } from './i18n.client';
import { NAMESPACES } from './i18n-config';
import { LocaleBackend } from './locale-backend';

/** A fresh i18next instance with the browser's loader and its spec settings, loading nothing yet. */
const newClient = async () => {
  const instance = createInstance();
  await instance
    .use(LocaleBackend)
    .init({ ...clientI18nOptions, ns: [], partialBundledLanguages: true, resources: { en: {} } });
  return instance;
};

describe('the translation loader (spec sections 7 and 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('reads /locales/<language>/<namespace>.json', async () => {
    const fetch = vi.fn(async (_url: string) => Response.json({ hello: 'Hello' }));
    vi.stubGlobal('fetch', fetch);
    const i18n = await newClient();
    await i18n.loadNamespaces('home');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/locales/en/home.json']);
    expect(i18n.t('hello', { ns: 'home' })).toBe('Hello');
  });

  test('retries a failed read 5 times, 350 ms later, the delay doubling each time', async () => {
    const started: number[] = [];
    const t0 = Date.now();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        started.push(Date.now() - t0);
        return new Response('unavailable', { status: 503 });
      }),
    );
    const i18n = await newClient();
    const loading = i18n.loadNamespaces('home');
    await vi.advanceTimersByTimeAsync(60_000);
    await loading;
    // The first read, then 5 retries after 350, 700, 1400, 2800 and 5600 ms.
    expect(started).toEqual([0, 350, 1050, 2450, 5250, 10850]);
    expect(i18n.hasResourceBundle('en', 'home')).toBe(false);
  });

  test('a file that is not there is not asked for again', async () => {
    const fetch = vi.fn(async () => new Response('missing', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const i18n = await newClient();
    const loading = i18n.loadNamespaces('home');
    await vi.advanceTimersByTimeAsync(60_000);
    await loading;
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('a network failure is retried and the read succeeds', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(Response.json({ hello: 'Hello' }));
    vi.stubGlobal('fetch', fetch);
    const i18n = await newClient();
    const loading = i18n.loadNamespaces('home');
    await vi.advanceTimersByTimeAsync(350);
    await loading;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(i18n.t('hello', { ns: 'home' })).toBe('Hello');
  });

  test('reads at most 10 files at once', async () => {
    let inFlight = 0;
    let most = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 100));
        inFlight -= 1;
        return Response.json({});
      }),
    );
    const i18n = await newClient();
    const loading = i18n.loadNamespaces([...NAMESPACES]);
    await vi.advanceTimersByTimeAsync(1_000);
    await loading;
    expect(NAMESPACES.length).toBeGreaterThan(10);
    expect(most).toBe(10);
  });

  test('a page that carried its translations hydrates without fetching them', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const i18n = await initClientI18n(createInstance(), {
      language: 'en',
      namespaces: { common: { greeting: 'Hi' }, routes: {} },
    });
    expect(i18n.t('greeting')).toBe('Hi');
    expect(fetch).not.toHaveBeenCalled();
  });
});
