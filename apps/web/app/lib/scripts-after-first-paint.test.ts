import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { pageStream } from './page-stream';
import {
  INERT_MODULE_TYPE,
  INERT_PRELOAD_REL,
  inertScripts,
  scriptsAfterFirstPaintScript,
  startScriptsAfterFirstPaint,
} from './scripts-after-first-paint';

const PAGE =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/framework.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/style.css"/></head><body><h1>Data analyst</h1>' +
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/root.js";</script>' +
  '<script nonce="n">window.x = 1 > 0;</script></body></html>';

describe('scripts after the first paint', () => {
  test('the server writes preloads and module scripts inert, whatever the chunks', async () => {
    const chunks = PAGE.match(/.{1,7}/g) ?? [];
    const stream = pageStream(() => scriptsAfterFirstPaintScript('n'), inertScripts);
    const parts: Buffer[] = [];
    stream.on('data', (part: Buffer) => parts.push(part));
    const done = new Promise((resolve) => stream.on('end', resolve));
    for (const chunk of chunks) stream.write(Buffer.from(chunk));
    stream.end();
    await done;
    const html = Buffer.concat(parts).toString();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<link rel="${INERT_PRELOAD_REL}" href="/assets/framework.js" nonce="n"/>`,
    );
    expect(html).toContain(`<script nonce="n" type="${INERT_MODULE_TYPE}" async="">import`);
    expect(html).toContain('<script nonce="n">window.x = 1 > 0;</script>');
    expect(html).toMatch(
      /<script nonce="n">\(function startScriptsAfterFirstPaint[\s\S]*<\/script><\/body><\/html>$/,
    );
  });

  describe('in the browser', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      document.head.innerHTML = `<link rel="${INERT_PRELOAD_REL}" href="/assets/framework.js">`;
      document.body.innerHTML = `<h1>Data analyst</h1><script nonce="n" type="${INERT_MODULE_TYPE}">import "/assets/root.js";</script>`;
    });
    afterEach(() => {
      vi.useRealTimers();
      document.head.innerHTML = '';
      document.body.innerHTML = '';
    });

    const modulePreloads = () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      );
    const moduleScripts = () => [...document.querySelectorAll('script[type="module"]')];

    test('start after the first frame has painted, once', () => {
      const frames: FrameRequestCallback[] = [];
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => {
        frames.push(frame);
        return frames.length;
      });
      startScriptsAfterFirstPaint(INERT_MODULE_TYPE, INERT_PRELOAD_REL);
      expect(modulePreloads()).toEqual([]);
      expect(moduleScripts()).toHaveLength(0);
      for (const frame of frames) frame(16);
      // The frame is being painted: the scripts start in the next task.
      expect(moduleScripts()).toHaveLength(0);
      vi.advanceTimersByTime(0);
      expect(modulePreloads()).toEqual(['/assets/framework.js']);
      expect(document.querySelector(`[rel="${INERT_PRELOAD_REL}"]`)).toBeNull();
      // The preloads start in one task, the page's module in the next.
      expect(moduleScripts()).toHaveLength(0);
      vi.advanceTimersByTime(1);
      const scripts = moduleScripts();
      // The page's own element, its type back, and the new one that runs.
      expect(scripts).toHaveLength(2);
      expect(scripts[1]?.textContent).toBe('import "/assets/root.js";');
      expect(scripts[1]?.getAttribute('nonce')).toBe('n');
      vi.advanceTimersByTime(1000);
      expect(moduleScripts()).toHaveLength(2);
    });

    test('start many preloads a few per task, then the module', () => {
      document.head.innerHTML = Array.from(
        { length: 20 },
        (_, index) => `<link rel="${INERT_PRELOAD_REL}" href="/assets/chunk-${index}.js">`,
      ).join('');
      startScriptsAfterFirstPaint(INERT_MODULE_TYPE, INERT_PRELOAD_REL);
      vi.advanceTimersByTime(1000);
      expect(modulePreloads()).toHaveLength(8);
      vi.advanceTimersByTime(1);
      expect(modulePreloads()).toHaveLength(16);
      vi.advanceTimersByTime(1);
      expect(modulePreloads()).toHaveLength(20);
      expect(moduleScripts()).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(moduleScripts()).toHaveLength(2);
    });

    test('start at once where frames cannot be asked for, and all at once when a step throws', () => {
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => {
        throw new Error('no frames here');
      });
      const append = vi.spyOn(DocumentFragment.prototype, 'append').mockImplementation(() => {
        throw new Error('broken DOM');
      });
      startScriptsAfterFirstPaint(INERT_MODULE_TYPE, INERT_PRELOAD_REL);
      append.mockRestore();
      // No frame, a staged step that threw: every preload and the module are back, so the
      // page hydrates anyway.
      expect(modulePreloads()).toEqual(['/assets/framework.js']);
      expect(moduleScripts()).toHaveLength(2);
      vi.advanceTimersByTime(2000);
      expect(moduleScripts()).toHaveLength(2);
    });

    test('start after a second in a tab that paints nothing', () => {
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
      startScriptsAfterFirstPaint(INERT_MODULE_TYPE, INERT_PRELOAD_REL);
      vi.advanceTimersByTime(999);
      expect(moduleScripts()).toHaveLength(0);
      vi.advanceTimersByTime(1);
      vi.advanceTimersByTime(1);
      expect(moduleScripts()).toHaveLength(2);
      expect(modulePreloads()).toEqual(['/assets/framework.js']);
    });
  });
});
