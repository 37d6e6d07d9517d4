import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseI18nOptions, NAMESPACES, SUPPORTED_LANGUAGES } from './i18n-config';

/**
 * Server-side translations: the same `locales/<language>/<namespace>.json` files the browser
 * fetches, read from disk once, so server-rendered pages are translated and hydrate without a
 * mismatch. Sources (`app/lib/i18n` → `public/locales`) and the built server
 * (`build/server` → `build/client/locales`) are both handled.
 */
const here = dirname(fileURLToPath(import.meta.url));
const LOCALE_DIRECTORIES = [
  resolve(here, '../../../public/locales'),
  resolve(here, '../client/locales'),
  resolve(process.cwd(), 'apps/web/public/locales'),
  resolve(process.cwd(), 'public/locales'),
];

export const findLocaleDirectory = (): string => {
  const found = LOCALE_DIRECTORIES.find((directory) =>
    existsSync(join(directory, SUPPORTED_LANGUAGES[0], `${NAMESPACES[0]}.json`)),
  );
  if (!found) {
    throw new Error(`Translation files not found; looked in ${LOCALE_DIRECTORIES.join(', ')}`);
  }
  return found;
};

export const readTranslationResources = (directory = findLocaleDirectory()): Resource => {
  const resources: Resource = {};
  for (const language of SUPPORTED_LANGUAGES) {
    resources[language] = {};
    for (const namespace of NAMESPACES) {
      const file = join(directory, language, `${namespace}.json`);
      resources[language][namespace] = JSON.parse(readFileSync(file, 'utf8'));
    }
  }
  return resources;
};

/**
 * Initialises the shared i18next instance with every translation, synchronously. One instance
 * serves every request: there is a single language, so no request can see another's texts.
 */
export const initServerI18n = (): typeof i18next => {
  if (i18next.isInitialized) return i18next;
  i18next.use(initReactI18next).init({
    ...baseI18nOptions,
    resources: readTranslationResources(),
    initAsync: false,
  });
  return i18next;
};
