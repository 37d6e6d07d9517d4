import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { RichTextView } from './rich-text-view';

afterEach(cleanup);

const shown = (html: string) => {
  const { container } = render(<RichTextView html={html} />);
  return container.firstElementChild as HTMLElement;
};

describe('RichTextView', () => {
  test('shows stored rich text formatted, never as tags', () => {
    const view = shown('<p>Hackathons &amp; <strong>talks</strong></p><ul><li>Weekly</li></ul>');
    expect(view.textContent).toBe('Hackathons & talksWeekly');
    expect(view.querySelector('p strong')?.textContent).toBe('talks');
    expect(view.querySelector('ul li')?.textContent).toBe('Weekly');
    expect(view.textContent).not.toContain('<p>');
  });

  test('keeps no script, handler, style, frame or unsafe link (XSS corpus)', () => {
    const corpus = [
      '<script>alert(1)</script><p>ok</p>',
      '<img src=x onerror="alert(1)"><p>ok</p>',
      '<p onclick="alert(1)" style="color:red" class="x" id="y">ok</p>',
      '<a href="javascript:alert(1)">ok</a>',
      '<a href=" JaVaScRiPt:alert(1)">ok</a>',
      '<a href="data:text/html,<script>alert(1)</script>">ok</a>',
      '<a href="//evil.example">ok</a>',
      '<iframe src="https://evil.example"></iframe><p>ok</p>',
      '<p>ok</p><svg><script>alert(1)</script></svg>',
      '<style>p{display:none}</style><p>ok</p>',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>ok</p>',
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;ok</p>',
    ];
    for (const html of corpus) {
      const view = shown(html);
      expect(view.querySelector('script, img, iframe, svg, style, math')).toBeNull();
      for (const element of view.querySelectorAll('*')) {
        const names = element.getAttributeNames();
        expect(names.filter((name) => !['href', 'rel', 'target'].includes(name))).toEqual([]);
        const href = element.getAttribute('href');
        if (href !== null) expect(href).toMatch(/^(https?:|mailto:|\/(?!\/))/);
      }
      expect(view.textContent, html).toContain('ok');
      cleanup();
    }
  });

  test('keeps safe links, opened apart from the page', () => {
    shown('<p><a href="https://example.com/club">Our club</a></p>');
    const link = screen.getByRole('link', { name: 'Our club' });
    expect(link.getAttribute('href')).toBe('https://example.com/club');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });
});
