import { RICH_TEXT_POLICY } from '@gradway/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * A description sanitised again as the page renders it, with the same allow-list the API
 * sanitises with on write: whatever reached the database, only that markup reaches the browser.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_POLICY.allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_POLICY.allowedAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT_POLICY.allowedSchemes],
  allowedSchemesByTag: {},
  allowProtocolRelative: RICH_TEXT_POLICY.allowProtocolRelative,
  nonTextTags: [...RICH_TEXT_POLICY.nonTextTags],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...RICH_TEXT_POLICY.linkAttributes },
    }),
  },
};

export const sanitizeDescription = (html: string | null | undefined): string =>
  html ? sanitizeHtml(html, OPTIONS).trim() : '';

/** The description as one line of plain text (for meta descriptions and an event's JSON-LD). */
export const plainText = (html: string | null | undefined): string =>
  html
    ? sanitizeHtml(html.replace(/<\/(p|li|h2|h3|blockquote|pre)>|<br\s*\/?>/gi, '$& '), {
        allowedTags: [],
        allowedAttributes: {},
        nonTextTags: [...RICH_TEXT_POLICY.nonTextTags],
      })
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&nbsp;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : '';

/** About 155 characters, cut at a word and ended with '…' when shortened. */
export const META_DESCRIPTION_LENGTH = 155;
export const shortSummary = (text: string, length = META_DESCRIPTION_LENGTH): string => {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
};
