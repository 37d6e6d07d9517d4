import type { ResourceLanguage } from 'i18next';

/**
 * Translations for the first render travel with the page (docs/decisions/015-first-paint-and-first-load.md):
 * the server adds, at the end of the body, a JSON script holding the language and every namespace
 * the render read, so the browser hydrates with the same texts without fetching them first.
 * Namespaces a later screen needs are fetched from the locale path (`locale-backend.ts`).
 */
export const INLINE_TRANSLATIONS_ID = 'gradway-translations';

export interface InlineTranslations {
  language: string;
  /** Namespace → its texts. */
  namespaces: ResourceLanguage;
}

/** JSON safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), no U+2028/9. */
export const serializeInlineTranslations = (data: InlineTranslations): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The script element itself, carrying the response's CSP nonce like every script of the page. */
export const inlineTranslationsScript = (data: InlineTranslations, nonce: string | undefined) =>
  `<script type="application/json" id="${INLINE_TRANSLATIONS_ID}"${
    nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : ''
  }>${serializeInlineTranslations(data)}</script>`;

/** What the server sent with the page, or undefined (an older cached page, a test document). */
export const readInlineTranslations = (
  document: Pick<Document, 'getElementById'>,
): InlineTranslations | undefined => {
  const text = document.getElementById(INLINE_TRANSLATIONS_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as InlineTranslations;
    return typeof data.language === 'string' && data.namespaces ? data : undefined;
  } catch {
    return undefined;
  }
};
