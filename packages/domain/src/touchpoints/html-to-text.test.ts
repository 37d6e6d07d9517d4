import { describe, expect, it } from 'vitest';
import { decodeCharacterReferences, htmlToPlainText } from './html-to-text';

describe('htmlToPlainText', () => {
  it('reads a description as one line, blocks apart and words whole', () => {
    expect(
      htmlToPlainText(
        '<h2>About</h2><p>Join <strong>Hack</strong>athons in <em>London</em>.</p><ul><li>Food</li><li>Prizes</li></ul>',
      ),
    ).toBe('About Join Hackathons in London. Food Prizes');
    expect(htmlToPlainText('Line one<br>line two<br/>three')).toBe('Line one line two three');
  });

  it('decodes character references once: what the author typed is what reads', () => {
    expect(htmlToPlainText('<p>Fish &amp; chips</p>')).toBe('Fish & chips');
    expect(htmlToPlainText('<p>Write &amp;lt;p&amp;gt; for a paragraph</p>')).toBe(
      'Write &lt;p&gt; for a paragraph',
    );
    expect(htmlToPlainText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '<script>alert(1)</script>',
    );
    expect(htmlToPlainText('caf&#233; &#x2014; &quot;quoted&quot; &nbsp;&apos;s')).toBe(
      'café — "quoted" \'s',
    );
  });

  it('keeps a lone less-than sign and unknown references as written', () => {
    expect(htmlToPlainText('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
    expect(htmlToPlainText('R&D &unknown; &amp')).toBe('R&D &unknown; &amp');
  });

  it('drops scripts, styles and frames with their content, and comments', () => {
    const hostile = [
      '<script>alert("x")</script>',
      '<style>body{display:none}</style>',
      '<iframe src="javascript:alert(1)">inside</iframe>',
      '<svg><script>alert(1)</script><text>svg text</text></svg>',
      '<noscript><p>no</p></noscript>',
      '<!-- <script>alert(1)</script> -->',
      '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
      '<textarea><img src=x onerror=alert(1)></textarea>',
    ].join('');
    expect(htmlToPlainText(`${hostile}<p>Only this</p>`)).toBe('Only this');
  });

  it('never answers markup that was not there as text', () => {
    const corpus = [
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">link</a>',
      '<div onmouseover="alert(1)">hover</div>',
      '<p style="background:url(javascript:alert(1))">styled</p>',
      '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
      '<details open ontoggle=alert(1)>d</details>',
      '<<script>script>alert(1)<</script>/script>',
      '<scr<script>ipt>alert(1)</script>',
      '<unclosed attr="x',
    ];
    for (const html of corpus) {
      const text = htmlToPlainText(html);
      expect(text).not.toMatch(/<[a-z!/]/i);
      expect(text).not.toMatch(/onerror|onmouseover|ontoggle/);
    }
  });

  it('answers an empty string for nothing', () => {
    expect(htmlToPlainText(null)).toBe('');
    expect(htmlToPlainText(undefined)).toBe('');
    expect(htmlToPlainText('<p> </p><br>')).toBe('');
  });

  it('turns an invalid numeric reference into the replacement character', () => {
    expect(decodeCharacterReferences('&#0;&#xD800;&#x110000;')).toBe('\uFFFD\uFFFD\uFFFD');
  });
});
