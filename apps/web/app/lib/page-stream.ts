import { Transform } from 'node:stream';

const BODY_END = Buffer.from('</body>');
/** Longer than `</body></html>` and anything React writes after it. */
const HELD_BACK = 64;
const GT = '>'.charCodeAt(0);

const MODULE_PRELOAD = /<link rel="modulepreload"/g;
/**
 * The module preloads React Router writes for hydration, marked low priority: the page is
 * server-rendered, so its first paint needs the HTML and the style sheet, not the ~50 scripts,
 * which otherwise share the connections (six over HTTP/1.1) with them at high priority. The
 * scripts still start downloading at once (docs/decisions/013-first-paint-and-first-load.md).
 */
export const lowPriorityModulePreloads = (html: string): string =>
  html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');

/**
 * Passes a streamed HTML document through, tag by tag (it releases bytes only up to a `>`, so no
 * tag is ever cut in two): module preloads get a low fetch priority, and once the document is
 * complete, what `tail()` returns is written just before its `</body>` (at the end if there is
 * none). The tail is computed at the end because it depends on everything the render did.
 */
export const pageStream = (tail: () => string): Transform => {
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      held = Buffer.concat([held, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]);
      const cut =
        held.length > HELD_BACK ? held.lastIndexOf(GT, held.length - HELD_BACK - 1) + 1 : 0;
      if (cut <= 0) {
        callback();
        return;
      }
      const ready = held.subarray(0, cut).toString('utf8');
      held = Buffer.from(held.subarray(cut));
      callback(null, lowPriorityModulePreloads(ready));
    },
    flush(callback) {
      const extra = Buffer.from(tail());
      const at = held.lastIndexOf(BODY_END);
      const rest =
        at === -1
          ? Buffer.concat([held, extra])
          : Buffer.concat([held.subarray(0, at), extra, held.subarray(at)]);
      callback(null, lowPriorityModulePreloads(rest.toString('utf8')));
    },
  });
};
