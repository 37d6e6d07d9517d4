import {
  TRANSLATION_LOAD_RETRIES,
  TRANSLATION_PARALLEL_READS,
  TRANSLATION_RETRY_BASE_DELAY_MS,
} from '@gradway/domain';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseI18nOptions, LOCALE_LOAD_PATH, NAMESPACES } from './i18n-config';
import { type InlineTranslations, readInlineTranslations } from './inline-translations';
import { LocaleBackend } from './locale-backend';

/**
 * Browser translations. The namespaces of the first render come with the page
 * (`inline-translations.ts`); any other is fetched from the locale path by language and
 * namespace with the spec's retry settings: 5 retries, a 350 ms delay that doubles each time,
 * 10 parallel reads (i18next doubles the delay between retries itself).
 */
export const clientI18nOptions = {
  ...baseI18nOptions,
  backend: { loadPath: LOCALE_LOAD_PATH },
  maxRetries: TRANSLATION_LOAD_RETRIES,
  retryTimeout: TRANSLATION_RETRY_BASE_DELAY_MS,
  maxParallelReads: TRANSLATION_PARALLEL_READS,
};

/** i18next's options for a page that came with `inline` translations (or none). */
export const clientInitOptions = (inline: InlineTranslations | undefined) =>
  inline
    ? {
        ...clientI18nOptions,
        lng: inline.language,
        // Only what the page sent; the rest loads later, through the backend.
        ns: Object.keys(inline.namespaces),
        resources: { [inline.language]: inline.namespaces },
        partialBundledLanguages: true,
      }
    : clientI18nOptions;

/**
 * Resolves once the first render's namespaces are in place, so hydration renders the same texts
 * as the server: at once when the page carried them, else after fetching every namespace.
 */
export const initClientI18n = async (
  instance: i18n = i18next,
  inline: InlineTranslations | undefined = readInlineTranslations(document),
): Promise<i18n> => {
  if (!instance.isInitialized) {
    await instance.use(LocaleBackend).use(initReactI18next).init(clientInitOptions(inline));
  }
  return instance;
};

/** The namespaces the page did not carry, fetched once the page is interactive. */
export const loadRemainingNamespaces = (instance: i18n = i18next): Promise<void> =>
  instance.loadNamespaces([...NAMESPACES]);
