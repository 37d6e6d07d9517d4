import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { describe, expect, test } from 'vitest';
import { pageStream } from '../page-stream';
import { trackingNamespaces, translationsFor } from './i18n.server';
import {
  INLINE_TRANSLATIONS_ID,
  inlineTranslationsScript,
  readInlineTranslations,
} from './inline-translations';

const Hero = () => {
  const { t } = useTranslation('home');
  return <h1>{t('hero.title', { defaultValue: 'x' })}</h1>;
};

describe('translations sent with the page', () => {
  test('hold every namespace the render read, and the shell’s', () => {
    const { result, read } = trackingNamespaces(() => renderToString(<Hero />));
    expect(result).toContain('<h1>');
    expect([...read].sort()).toEqual(['common', 'home', 'routes']);
    const sent = translationsFor(read);
    expect(sent.language).toBe('en');
    expect(Object.keys(sent.namespaces).sort()).toEqual(['common', 'home', 'routes']);
  });

  test('a render does not see what another one read', () => {
    trackingNamespaces(() => renderToString(<Hero />));
    const { read } = trackingNamespaces(() => renderToString(<p>plain</p>));
    expect([...read].sort()).toEqual(['common', 'routes']);
  });

  test('travel in a JSON script that carries the response’s CSP nonce', () => {
    const html = inlineTranslationsScript(
      { language: 'en', namespaces: { common: { evil: '</script><script>alert(1)</script>' } } },
      'N0nce+/=',
    );
    expect(
      html.startsWith(
        `<script type="application/json" id="${INLINE_TRANSLATIONS_ID}" nonce="N0nce+/=">`,
      ),
    ).toBe(true);
    // Nothing in the texts can close the element early.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = html;
    expect(readInlineTranslations(document)?.namespaces.common).toEqual({
      evil: '</script><script>alert(1)</script>',
    });
  });

  test('are written before </body>, whatever the chunks', async () => {
    const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/></head><body>${'x'.repeat(200)}</body></html>`;
    const chunks = page.match(/.{1,7}/g) ?? [];
    const out = await text(
      Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(
        pageStream(() => '<script nonce="n">tail</script>'),
      ),
    );
    expect(out).toBe(page.replace('</body>', '<script nonce="n">tail</script></body>'));
  });
});
