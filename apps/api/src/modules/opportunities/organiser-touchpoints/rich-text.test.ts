import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

/** Payloads that must come out inert: no script runs, no handler, no unsafe link. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example">click</a>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<style>body{display:none}</style>',
  '<p onmouseover="alert(1)">hover</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
];

describe('sanitizeRichText', () => {
  it.each(XSS_CORPUS)('makes %s inert', (payload) => {
    const clean = sanitizeRichText(payload) ?? '';
    expect(clean).not.toMatch(
      /<(script|svg|iframe|style|img|object|embed|form|input|math|base|meta|body|details)/i,
    );
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|data:|style=|href="\/\//i);
  });

  it('keeps the rich text the editor makes, with safe links', () => {
    const html =
      '<h2>Role</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s><br></p><ul><li>One</li></ul><ol><li>Two</li></ol><h3>More</h3><blockquote>Quote</blockquote><pre><code>x = 1</code></pre><p><a href="mailto:jobs@acme.example">Mail</a> <a href="/jobs/1">Page</a></p>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Role</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s><br /></p><ul><li>One</li></ul><ol><li>Two</li></ol><h3>More</h3><blockquote>Quote</blockquote><pre><code>x = 1</code></pre><p><a href="mailto:jobs@acme.example" rel="noopener noreferrer nofollow" target="_blank">Mail</a> <a href="/jobs/1" rel="noopener noreferrer nofollow" target="_blank">Page</a></p>',
    );
  });

  it('drops classes, ids and unknown tags but keeps their text; empty becomes null', () => {
    expect(sanitizeRichText('<div class="x" id="y"><span>Text</span></div>')).toBe('Text');
    expect(sanitizeRichText('<script>x</script>  ')).toBeNull();
    expect(sanitizeRichText(null)).toBeNull();
  });
});
