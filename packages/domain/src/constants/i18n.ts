/** Default locale; the only one (spec §9). */
export const DEFAULT_LOCALE = 'en';
export const SUPPORTED_LOCALES = [DEFAULT_LOCALE] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** Translation file loading (spec §9): 5 retries, 350 ms base delay doubling, 10 parallel reads. */
export const TRANSLATION_LOAD_RETRIES = 5;
export const TRANSLATION_RETRY_BASE_DELAY_MS = 350;
export const TRANSLATION_PARALLEL_READS = 10;

/**
 * The same settings under i18next's own option names, ready to spread into `i18next.init`
 * (i18next doubles `retryTimeout` after each failed read).
 */
export const I18N_LOAD_SETTINGS = {
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  maxRetries: TRANSLATION_LOAD_RETRIES,
  retryTimeout: TRANSLATION_RETRY_BASE_DELAY_MS,
  maxParallelReads: TRANSLATION_PARALLEL_READS,
} as const;

/**
 * The wait before the n-th retry (1-based): 350, 700, 1400, 2800, 5600 ms. A RangeError outside
 * 1 to 5, since there is no 6th retry.
 */
export const translationRetryDelayMs = (retry: number): number => {
  if (!Number.isInteger(retry) || retry < 1 || retry > TRANSLATION_LOAD_RETRIES) {
    throw new RangeError(
      `Translation loads retry ${TRANSLATION_LOAD_RETRIES} times; retry ${retry} does not exist.`,
    );
  }
  return TRANSLATION_RETRY_BASE_DELAY_MS * 2 ** (retry - 1);
};

/** Where a translation file is served from: /locales/{language}/{namespace}.json. */
export const TRANSLATION_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';
export const translationPath = (language: string, namespace: string): string =>
  TRANSLATION_LOAD_PATH.replace('{{lng}}', encodeURIComponent(language)).replace(
    '{{ns}}',
    encodeURIComponent(namespace),
  );
