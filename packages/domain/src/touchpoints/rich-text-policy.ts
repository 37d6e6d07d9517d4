/**
 * The markup a touchpoint description (and any other organiser rich text) may keep: the one
 * allow-list the API sanitises with on write (`sanitize-html`) and the web app on render. Pure
 * data, in the shape `sanitize-html` takes, so both sides read the same lists. Everything else is
 * dropped: scripts, styles, event handlers, iframes, SVG, images, classes and ids.
 */
export const RICH_TEXT_POLICY = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'blockquote',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  /** Links may only go to web pages and mail addresses (no `javascript:`, `data:`…). */
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  /** Relative links (`/jobs/…`) are kept; protocol-relative ones (`//evil.example`) are not. */
  allowProtocolRelative: false,
  /** Tags whose whole content goes with them (not just the tag). */
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math'],
  /** Every kept link gets these attributes. */
  linkAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
} as const;

export type RichTextPolicy = typeof RICH_TEXT_POLICY;

/** A tag and its attributes, as `sanitize-html`'s `transformTags` reads and answers them. */
interface SanitizedTag {
  tagName: string;
  attribs: Record<string, string>;
}

/**
 * The options `sanitize-html` runs with, built from `RICH_TEXT_POLICY` in one place: the API
 * (on write) and the web app (on render) pass exactly these, so the two can no longer drift.
 * A fresh object each call (the library takes mutable lists).
 */
export const richTextSanitizerOptions = () => ({
  allowedTags: [...RICH_TEXT_POLICY.allowedTags] as string[],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_POLICY.allowedAttributes).map(([tag, names]) => [tag, [...names]]),
  ) as Record<string, string[]>,
  allowedSchemes: [...RICH_TEXT_POLICY.allowedSchemes] as string[],
  allowedSchemesByTag: {},
  allowProtocolRelative: RICH_TEXT_POLICY.allowProtocolRelative,
  nonTextTags: [...RICH_TEXT_POLICY.nonTextTags] as string[],
  disallowedTagsMode: 'discard' as const,
  transformTags: {
    a: (tagName: string, attribs: Record<string, string>): SanitizedTag => ({
      tagName,
      attribs: { ...attribs, ...RICH_TEXT_POLICY.linkAttributes },
    }),
  },
});
