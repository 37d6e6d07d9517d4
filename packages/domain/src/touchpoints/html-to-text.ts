import { RICH_TEXT_POLICY } from './rich-text-policy';

/**
 * Rich text (HTML) as one line of plain text, for meta descriptions, JSON-LD, excerpts and
 * anything else that shows text without markup. The one place this is written.
 *
 * Elements whose content is not text (scripts, styles, frames: `RICH_TEXT_POLICY.nonTextTags`)
 * go with their content, comments go, an inline tag (`<strong>`) goes without a trace and any other tag (`</p>`, `<br>`)
 * becomes a space, and character references
 * are decoded in a single pass, so `&amp;lt;` reads `&lt;` (the text its author typed) and never
 * becomes `<`. The answer is text: whoever puts it into HTML escapes it as text.
 */
export const htmlToPlainText = (html: string | null | undefined): string => {
  if (!html) return '';
  const nonText = RICH_TEXT_POLICY.nonTextTags.join('|');
  return decodeCharacterReferences(
    html
      .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
      .replace(new RegExp(`<(${nonText})\\b[\\s\\S]*?(<\\/\\1\\s*>|$)`, 'gi'), ' ')
      .replace(/<(?:\/?([a-z][a-z0-9-]*)|[!?/])[^>]*(>|$)/gi, (_tag, name?: string) =>
        name && INLINE.has(name.toLowerCase()) ? '' : ' ',
      ),
  )
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
};

/** Tags inside a line of text: removing them must not split a word. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  euro: '€',
  pound: '£',
};

/** Decodes `&name;`, `&#NN;` and `&#xHH;` in one pass; unknown or invalid ones stay as written. */
export const decodeCharacterReferences = (text: string): string =>
  text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (reference, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      const usable =
        code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) && code !== 0;
      return usable ? String.fromCodePoint(code) : '\uFFFD';
    }
    return NAMED[body.toLowerCase()] ?? reference;
  });
