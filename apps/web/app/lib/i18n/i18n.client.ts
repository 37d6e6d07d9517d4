import {
  TRANSLATION_LOAD_RETRIES,
  TRANSLATION_PARALLEL_READS,
  TRANSLATION_RETRY_BASE_DELAY_MS,
} from '@gradway/domain';
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { baseI18nOptions, LOCALE_LOAD_PATH } from './i18n-config';

/**
 * Browser translations, fetched from the locale path by language and namespace with the spec's
 * retry settings: 5 retries, a 350 ms delay that doubles each time, 10 parallel reads (i18next
 * doubles the delay between retries itself).
 */
export const clientI18nOptions = {
  ...baseI18nOptions,
  backend: { loadPath: LOCALE_LOAD_PATH },
  maxRetries: TRANSLATION_LOAD_RETRIES,
  retryTimeout: TRANSLATION_RETRY_BASE_DELAY_MS,
  maxParallelReads: TRANSLATION_PARALLEL_READS,
};

/** Resolves once every namespace is loaded, so hydration renders the same texts as the server. */
export const initClientI18n = async (): Promise<typeof i18next> => {
  if (!i18next.isInitialized) {
    await i18next.use(HttpBackend).use(initReactI18next).init(clientI18nOptions);
  }
  return i18next;
};
