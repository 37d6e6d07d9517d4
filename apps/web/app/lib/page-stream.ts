import { Transform } from 'node:stream';

const BODY_END = Buffer.from('</body>');
/** Longer than `</body></html>` and anything React writes after it. */
const HELD_BACK = 64;
const GT = '>'.charCodeAt(0);

/**
 * Passes a streamed HTML document through, holding back its last bytes (released up to a `>`, so
 * no tag is cut in two), and once the document is complete writes what `tail()` returns just
 * before its `</body>` (at the end if there is none). The tail is computed at the end because it
 * depends on everything the render did (docs/decisions/015-first-paint-and-first-load.md).
 * Each part released goes through `rewrite` first; parts are cut after a `>`, so an opening tag
 * (whose attributes hold no `>`) is never cut in two.
 */
export const pageStream = (
  tail: () => string,
  rewrite: (html: string) => string = (html) => html,
): Transform => {
  const rewritten = (bytes: Buffer) => Buffer.from(rewrite(bytes.toString('utf8')));
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
      const ready = rewritten(held.subarray(0, cut));
      held = Buffer.from(held.subarray(cut));
      callback(null, ready);
    },
    flush(callback) {
      const extra = Buffer.from(tail());
      held = rewritten(held);
      const at = held.lastIndexOf(BODY_END);
      const rest =
        at === -1
          ? Buffer.concat([held, extra])
          : Buffer.concat([held.subarray(0, at), extra, held.subarray(at)]);
      callback(null, rest);
    },
  });
};
