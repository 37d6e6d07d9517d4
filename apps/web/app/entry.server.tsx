import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { initServerI18n, trackingNamespaces, translationsFor } from './lib/i18n/i18n.server';
import { inlineTranslationsScript } from './lib/i18n/inline-translations';
import { NonceContext } from './lib/load-context';
import { pageStream } from './lib/page-stream';
import { inertScripts, scriptsAfterFirstPaintScript } from './lib/scripts-after-first-paint';

/** How long a streamed response may wait for deferred data before it is aborted. */
export const streamTimeout = 5_000;

initServerI18n();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // `react-router dev` on its own passes no load context; the API's server always does.
  const nonce = loadContext?.cspNonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and the SPA build get the whole document at once; browsers get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Every namespace the render reads is sent with the page, so the browser hydrates at once.
    const { result, read } = trackingNamespaces(() =>
      renderToPipeableStream(
        <NonceContext.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext.Provider>,
        {
          nonce,
          [readyOption]() {
            shellRendered = true;
            const body = pageStream(
              () =>
                inlineTranslationsScript(translationsFor(read), nonce) +
                scriptsAfterFirstPaintScript(nonce),
              inertScripts,
            );
            const stream = createReadableStreamFromReadable(body);
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
            pipe(body);
          },
          onShellError(error: unknown) {
            reject(error);
          },
          onError(error: unknown) {
            responseStatusCode = 500;
            // Errors while streaming after the shell are logged here; earlier ones reject above.
            if (shellRendered) console.error(error);
          },
        },
      ),
    );
    const { pipe, abort } = result;

    setTimeout(abort, streamTimeout + 1000);
  });
}
