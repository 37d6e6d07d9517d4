import { sanitizeRichText } from '../../opportunities/organiser-touchpoints/rich-text';

/**
 * An organisation's description as stored: rich text from the rich-text editor with only the
 * allowed markup kept (the domain's one sanitiser options, as touchpoint descriptions and cover
 * letters); null when nothing is left.
 */
export const storedDescription = (html: string | null | undefined): string | null =>
  sanitizeRichText(html || null);
