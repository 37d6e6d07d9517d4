import { describe, expect, it } from 'vitest';
import { plainText, sanitizeDescription } from './sanitize-description.server';

/** What reaches the database from an old version or by hand must still come out inert. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example">click</a>',
  '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '"><script>alert(1)</script>',
];

describe('the description as the page renders it', () => {
  it('keeps the allowed markup and gives every link the safe attributes', () => {
    expect(
      sanitizeDescription('<h2>Role</h2><p>Join <a href="https://acme.example">Acme</a></p>'),
    ).toBe(
      '<h2>Role</h2><p>Join <a href="https://acme.example" rel="noopener noreferrer nofollow" target="_blank">Acme</a></p>',
    );
  });

  it('leaves no script, handler, style or unsafe link from hostile input', () => {
    for (const html of HOSTILE) {
      const clean = sanitizeDescription(html);
      expect(clean).not.toMatch(/<(script|img|svg|iframe|style|form|math|object)\b/i);
      expect(clean).not.toMatch(/\son[a-z]+=|javascript:|data:|href="\/\//i);
    }
  });

  it('reads as plain text decoded once', () => {
    expect(plainText('<p>Tom &amp; Jerry &amp;lt;3</p><p>Next</p>')).toBe('Tom & Jerry &lt;3 Next');
  });
});
