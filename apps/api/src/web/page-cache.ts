import type { FastifyRequest } from 'fastify';

/**
 * A short-lived cache of rendered pages. Sessions live in the browser, so a page's server-rendered
 * HTML is the same for every visitor who sends no credentials: rendering it once per few seconds
 * instead of once per request lets public pages answer at close to static-file speed.
 *
 * - Only credential-less GETs are looked up, and only 200 `text/html` answers without cookies
 *   or `no-store`/`no-cache` are kept (keyed by host and URL). `private` pages are kept: it
 *   forbids shared HTTP caches, which could not swap the nonce, not this cache, which does.
 * - The CSP nonce differs per response: an entry keeps the page's bytes cut at the (random, never
 *   reused) nonce it was rendered with, and each hit joins the pieces with the new response's
 *   nonce, so a hit costs one copy of the bytes, not a string search, replace and re-encode. User
 *   content cannot contain that nonce, as it was drawn after the content was written.
 * - An entry is fresh for `ttlMs`; for `staleMs` more it is still served while one request
 *   renders it again (so no visitor waits on an expiry); concurrent misses share one render.
 * - Any successful write through the API (other than view counting) empties the cache, so a
 *   change shows on the next request in this process; `ttlMs` bounds it for other processes.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The page's UTF-8 bytes between the places its nonce was (one more piece than places). */
  pieces: Buffer[];
  /** The nonce the page was rendered with (empty: nothing to swap). */
  nonce: string;
  storedAt: number;
}

/** A rendered page, ready for the cache: its bytes cut wherever the render's nonce appears. */
export const cachedPageOf = (
  page: Omit<CachedPage, 'pieces'> & { html: string | Buffer },
): CachedPage => {
  const { html, ...rest } = page;
  const bytes = typeof html === 'string' ? Buffer.from(html) : html;
  const pieces: Buffer[] = [];
  if (page.nonce) {
    const nonce = Buffer.from(page.nonce);
    let from = 0;
    for (let at = bytes.indexOf(nonce); at !== -1; at = bytes.indexOf(nonce, from)) {
      pieces.push(bytes.subarray(from, at));
      from = at + nonce.length;
    }
    pieces.push(bytes.subarray(from));
  } else {
    pieces.push(bytes);
  }
  return { ...rest, pieces };
};

export interface PageCacheOptions {
  /** How long an entry is fresh (0 turns the cache off). */
  ttlMs: number;
  /** How long after that an entry is still served while it is rendered again. */
  staleMs: number;
  /** Most entries kept; the oldest goes first. */
  maxEntries: number;
}

export const DEFAULT_PAGE_CACHE: PageCacheOptions = {
  ttlMs: 10_000,
  staleMs: 20_000,
  maxEntries: 300,
};

/** Headers that carry who is asking; a request with any of them renders afresh. */
const CREDENTIAL_HEADERS = ['x-user-email', 'x-user-token', 'x-admin-token', 'authorization'];
/** Crawlers get the whole document at once (no streaming): their own entries. */
const CRAWLER = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview/i;
/** Writes that change nothing a page shows. */
const WRITES_THAT_KEEP_PAGES = [/\/increment_view_count$/, /^\/api\/v1\/client_errors/];

/**
 * The web app's copy of the session in a cookie (`apps/web/app/lib/session/session-cookie.ts`).
 * Only the server check of a signed-in page that names a record reads it, and those pages are
 * `no-store` (decision 034): every other page renders the same with it, so it does not stop a
 * signed-in visitor from being served the shared copy of a public page.
 */
const SESSION_COOKIE_COPY = 'gradway_session';

/** Whether a `Cookie` header carries anything but the session's copy. */
const carriesOtherCookies = (header: string | undefined): boolean =>
  (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .some((part) => part !== '' && part.split('=')[0] !== SESSION_COOKIE_COPY);

/** The cache key of a page request, or null when the answer must not be shared. */
export const pageCacheKey = (request: FastifyRequest): string | null => {
  if (request.method !== 'GET') return null;
  if (carriesOtherCookies(request.headers.cookie)) return null;
  if (CREDENTIAL_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const crawler = CRAWLER.test(request.headers['user-agent'] ?? '') ? 'crawler' : 'browser';
  return `${request.host} ${request.url} ${crawler}`;
};

/** Whether a rendered answer may be kept for everyone. */
export const isShareablePage = (response: Response): boolean => {
  if (response.status !== 200) return false;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return false;
  if (response.headers.has('set-cookie')) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/no-store|no-cache/.test(cacheControl);
};

/** Whether a finished API request may have changed what pages show. */
export const changesPages = (method: string, url: string, status: number): boolean =>
  method !== 'GET' &&
  method !== 'HEAD' &&
  method !== 'OPTIONS' &&
  status < 400 &&
  url.startsWith('/api/') &&
  !WRITES_THAT_KEEP_PAGES.some((pattern) => pattern.test(url.split('?')[0] ?? url));

/** The cached page's bytes with this response's nonce wherever the render had its own. */
export const withNonce = (page: CachedPage, nonce: string): Buffer => {
  const { pieces } = page;
  if (pieces.length === 1) return pieces[0] as Buffer;
  const fresh = Buffer.from(nonce);
  const parts: Buffer[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (index > 0) parts.push(fresh);
    parts.push(piece);
  }
  return Buffer.concat(parts);
};

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #rendering = new Map<string, Promise<CachedPage | null>>();
  #generation = 0;

  constructor(readonly options: PageCacheOptions = DEFAULT_PAGE_CACHE) {}

  get enabled() {
    return this.options.ttlMs > 0;
  }

  /** A fresh entry, or a stale one still servable (with `stale: true`), or nothing. */
  lookup(key: string, now = Date.now()): { page: CachedPage; stale: boolean } | null {
    const page = this.#entries.get(key);
    if (!page) return null;
    const age = now - page.storedAt;
    if (age < this.options.ttlMs) return { page, stale: false };
    if (age < this.options.ttlMs + this.options.staleMs) return { page, stale: true };
    this.#entries.delete(key);
    return null;
  }

  /** The render already under way for this key, if any. */
  pending(key: string): Promise<CachedPage | null> | undefined {
    return this.#rendering.get(key);
  }

  /**
   * Runs `render` once for the key (other callers wait on `pending`), keeping its answer unless
   * the cache was emptied meanwhile (the render may have read data from before the write).
   */
  async fill(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const generation = this.#generation;
    const rendering = render()
      .then((page) => {
        if (page && generation === this.#generation) this.#store(key, page);
        return page;
      })
      .finally(() => this.#rendering.delete(key));
    this.#rendering.set(key, rendering);
    return rendering;
  }

  clear() {
    this.#generation++;
    this.#entries.clear();
  }

  get size() {
    return this.#entries.size;
  }

  #store(key: string, page: CachedPage) {
    this.#entries.delete(key);
    this.#entries.set(key, page);
    while (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
