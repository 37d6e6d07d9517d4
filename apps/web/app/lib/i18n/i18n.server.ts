import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseI18nOptions, DEFAULT_LANGUAGE, NAMESPACES, SUPPORTED_LANGUAGES } from './i18n-config';
import type { InlineTranslations } from './inline-translations';

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
  trackNamespaceReads(i18next);
  return i18next;
};

/** The namespaces one server render has read so far, per render (renders run concurrently). */
const namespacesRead = new AsyncLocalStorage<Set<string>>();

/** Namespaces every page needs: the shell's texts and the page titles. */
const ALWAYS_SENT = ['common', 'routes'];

/**
 * Notes every namespace a lookup reads (components' `t`, meta functions' `i18next.t`, react-i18next's
 * loaded checks) in the current render's set, if one is being tracked. Patched once on the shared
 * store: a lookup outside a tracked render costs one `getStore()`.
 */
const trackNamespaceReads = (instance: typeof i18next): void => {
  type Lookup = (language: string, namespace: string, ...rest: unknown[]) => unknown;
  const store = instance.services.resourceStore as unknown as {
    getResource: Lookup;
    gradwayTracked?: boolean;
  };
  if (store.gradwayTracked) return;
  store.gradwayTracked = true;
  const getResource = store.getResource.bind(store);
  store.getResource = (language, namespace, ...rest) => {
    namespacesRead.getStore()?.add(namespace);
    return getResource(language, namespace, ...rest);
  };
};

/** Runs `render` (and everything it schedules) with a fresh set of namespaces read. */
export const trackingNamespaces = <T>(render: () => T): { result: T; read: Set<string> } => {
  const read = new Set<string>(ALWAYS_SENT);
  return { result: namespacesRead.run(read, render), read };
};

/** The texts of the namespaces a render read, to send with its page. */
export const translationsFor = (
  read: Iterable<string>,
  instance: typeof i18next = i18next,
): InlineTranslations => {
  const language = instance.language || DEFAULT_LANGUAGE;
  const namespaces: InlineTranslations['namespaces'] = {};
  for (const namespace of read) {
    if (!(NAMESPACES as readonly string[]).includes(namespace)) continue;
    const bundle = instance.getResourceBundle(language, namespace);
    if (bundle) namespaces[namespace] = bundle;
  }
  return { language, namespaces };
};
