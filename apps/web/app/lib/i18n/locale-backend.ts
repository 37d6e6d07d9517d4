import type { BackendModule, ReadCallback } from 'i18next';

export interface LocaleBackendOptions {
  /** `/locales/{{lng}}/{{ns}}.json`: the locale path by language and namespace (spec section 7). */
  loadPath: string;
}

/** Answers worth asking again: the server or the network failed, or asked us to slow down. */
const isRetryable = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * Reads one translation file per language and namespace with `fetch` (docs/decisions/015-first-paint-and-first-load.md).
 * It replaces i18next-http-backend, whose browser build also carried an XHR path and a fetch
 * ponyfill. Retrying is i18next's: a read that fails with `retry` set is asked again up to
 * `maxRetries` times, `retryTimeout` ms later, the delay doubling each time, and at most
 * `maxParallelReads` reads run at once (spec section 9: 5, 350 ms, 10; see `i18n.client.ts`).
 */
export class LocaleBackend implements BackendModule<LocaleBackendOptions> {
  static type = 'backend' as const;
  type = 'backend' as const;
  private loadPath = '';

  constructor(_services?: unknown, options?: LocaleBackendOptions) {
    if (options) this.init(_services, options);
  }

  init(_services: unknown, options: LocaleBackendOptions): void {
    this.loadPath = options.loadPath;
  }

  urlOf(language: string, namespace: string): string {
    return this.loadPath
      .replace('{{lng}}', encodeURIComponent(language))
      .replace('{{ns}}', encodeURIComponent(namespace));
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = this.urlOf(language, namespace);
    fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } }).then(
      async (response) => {
        if (!response.ok) {
          // i18next retries when the second argument is `true`.
          callback(`failed loading ${url}: ${response.status}`, isRetryable(response.status));
          return;
        }
        try {
          callback(null, await response.json());
        } catch {
          callback(`failed parsing ${url} to json`, false);
        }
      },
      () => callback(`failed loading ${url}: network error`, true),
    );
  }
}
