import { DEFAULT_LOCALE, SUPPORTED_LOCALES, TRANSLATION_LOAD_PATH } from '@gradway/domain';
import type { InitOptions } from 'i18next';

/**
 * Translation settings shared by the server and the browser. English is the default and only
 * locale (spec section 9); texts live in `public/locales/<language>/<namespace>.json`.
 */
export const DEFAULT_LANGUAGE = DEFAULT_LOCALE;
export const SUPPORTED_LANGUAGES = SUPPORTED_LOCALES;

/** Every namespace, loaded up front: they are small and every page needs `common` and `routes`. */
export const NAMESPACES = [
  'common',
  'routes',
  'home',
  'directory',
  'auth',
  'organisers',
  'admin',
  'candidate',
  'touchpoints',
  'editor',
  'hiring',
  'organisations',
  'search',
  'matches',
  'applications',
  'discussions',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Where the browser reads translation files from: by language and namespace (spec section 7). */
export const LOCALE_LOAD_PATH = TRANSLATION_LOAD_PATH;

export const baseI18nOptions = {
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
} satisfies InitOptions;
