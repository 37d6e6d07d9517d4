import { htmlToPlainText, richTextSanitizerOptions } from '@gradway/domain';
import sanitizeHtml from 'sanitize-html';

const OPTIONS = richTextSanitizerOptions();

/**
 * A description sanitised again as the page renders it, with the same options the API sanitises
 * with on write (`richTextSanitizerOptions`): whatever reached the database, only that markup
 * reaches the browser.
 */
export const sanitizeDescription = (html: string | null | undefined): string =>
  html ? sanitizeHtml(html, OPTIONS).trim() : '';

/** The description as one line of plain text (for meta descriptions and an event's JSON-LD). */
export const plainText = (html: string | null | undefined): string => htmlToPlainText(html);

/** About 155 characters, cut at a word and ended with '…' when shortened. */
export const META_DESCRIPTION_LENGTH = 155;
export const shortSummary = (text: string, length = META_DESCRIPTION_LENGTH): string => {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
};
