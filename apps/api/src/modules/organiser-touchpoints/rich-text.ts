import { RICH_TEXT_POLICY } from '@gradway/domain';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_POLICY.allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_POLICY.allowedAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT_POLICY.allowedSchemes],
  allowedSchemesByTag: {},
  allowProtocolRelative: RICH_TEXT_POLICY.allowProtocolRelative,
  nonTextTags: [...RICH_TEXT_POLICY.nonTextTags],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { ...RICH_TEXT_POLICY.linkAttributes }),
  },
};

/**
 * An organiser's rich text with only the allowed markup kept (`RICH_TEXT_POLICY`, shared with the
 * web app's render-side sanitiser): scripts, handlers, styles, frames and unsafe links are gone.
 * Null when nothing but whitespace is left.
 */
export const sanitizeRichText = (html: string | null): string | null => {
  if (html === null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === '' ? null : clean;
};
