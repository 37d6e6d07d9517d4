import { richTextSanitizerOptions } from '@gradway/domain';
import sanitizeHtml from 'sanitize-html';

const OPTIONS = richTextSanitizerOptions();

/**
 * An organiser's rich text with only the allowed markup kept (`richTextSanitizerOptions`, the
 * options the web app's render-side sanitiser runs with too): scripts, handlers, styles, frames
 * and unsafe links are gone. Null when nothing but whitespace is left.
 */
export const sanitizeRichText = (html: string | null): string | null => {
  if (html === null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === '' ? null : clean;
};
