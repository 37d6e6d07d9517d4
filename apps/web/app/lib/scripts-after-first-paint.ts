/**
 * The page's scripts start downloading after its first paint
 * (docs/decisions/017-scripts-after-first-paint.md, kept and hardened by
 * docs/decisions/025-public-pages-as-forms-and-links.md).
 *
 * A server-rendered page is readable before it hydrates, but React Router writes ~25 module
 * preloads in the head and an inline module script whose static imports start ~160 KiB of
 * downloads at once: on a slow phone connection they share the bandwidth with the style sheet and
 * delay the first paint. The server therefore writes them inert (the preloads under another `rel`,
 * the module script under another `type`) and adds a small script at the end of the body that,
 * once the page has painted (an animation frame, then a task), turns them back into what they
 * were: preload links, and the module script, which hydrates the page.
 */

export const INERT_MODULE_TYPE = 'text/gradway-deferred-module';
export const INERT_PRELOAD_REL = 'gradway-modulepreload';

const PRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /(<script\b[^>]*?) type="module"/g;

/**
 * Rewrites one part of the streamed document (whole tags only, as `pageStream` releases them):
 * module preloads and module scripts become inert.
 */
export const inertScripts = (html: string): string =>
  html
    .replace(PRELOAD, `<link rel="${INERT_PRELOAD_REL}"`)
    .replace(MODULE_SCRIPT, `$1 type="${INERT_MODULE_TYPE}"`);

/**
 * Runs in the browser: the preloads and module scripts back as they were, after the first paint
 * (or after a second at the latest, e.g. in a tab opened in the background, which paints nothing).
 * New elements are made because a browser acts on a link or script when it is inserted (an inert
 * script never runs); the inert script gets its type back so that the document matches what React
 * hydrates (React finds the head's preloads by their address, wherever they are). It starts
 * once, whichever of the two comes first (an inline module script would run again).
 *
 * Failing safe (docs/decisions/025-public-pages-as-forms-and-links.md): the one-second timer is
 * set before anything else can throw, and if the staged start throws (a browser without
 * `requestAnimationFrame`, an extension that broke the DOM), every script is restored at once,
 * so the page still hydrates. Were this script never to run at all, the page stays what it is
 * before hydration: readable, its links and forms working.
 */
export function startScriptsAfterFirstPaint(moduleType: string, preloadRel: string) {
  let started = false;
  const inertLinks = () => [
    ...document.querySelectorAll<HTMLLinkElement>(`link[rel="${preloadRel}"]`),
  ];
  const restoreLink = (inert: HTMLLinkElement) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // The address as written, which is how React finds the preloads it renders when it hydrates.
    link.setAttribute('href', inert.getAttribute('href') ?? '');
    return link;
  };
  const runScripts = () => {
    for (const inert of document.querySelectorAll<HTMLScriptElement>(
      `script[type="${moduleType}"]`,
    )) {
      const script = document.createElement('script');
      script.type = 'module';
      // Browsers hide the attribute once parsed and keep the nonce in the property.
      const nonce = inert.nonce || inert.getAttribute('nonce');
      if (nonce) script.setAttribute('nonce', nonce);
      if (inert.src) script.src = inert.src;
      else script.textContent = inert.textContent;
      inert.type = 'module';
      document.body.appendChild(script);
    }
  };
  // Everything at once: the way out when the staged start failed.
  const restoreAll = () => {
    for (const inert of inertLinks()) {
      document.head.append(restoreLink(inert));
      inert.remove();
    }
    runScripts();
  };
  // A few preloads per task: inserting one costs ~0.5 ms of a phone's main thread.
  const preload = (inerts: HTMLLinkElement[], then: () => void) => {
    try {
      const batch = inerts.splice(0, 8);
      const links = document.createDocumentFragment();
      for (const inert of batch) links.append(restoreLink(inert));
      document.head.append(links);
      // The inert ones go once the real ones are in (a failed step leaves them for `restoreAll`).
      for (const inert of batch) inert.remove();
      setTimeout(inerts.length > 0 ? () => preload(inerts, then) : then, 0);
    } catch {
      restoreAll();
    }
  };
  // Short tasks: the preloads start a few at a time, then the page's module runs.
  const start = () => {
    if (started) return;
    started = true;
    try {
      preload(inertLinks(), runScripts);
    } catch {
      restoreAll();
    }
  };
  setTimeout(start, 1000);
  try {
    requestAnimationFrame(() => setTimeout(start, 0));
  } catch {
    start();
  }
}

/** The script the server writes before `</body>`, with the response's nonce. */
export const scriptsAfterFirstPaintScript = (nonce: string | undefined) =>
  `<script${nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : ''}>(${startScriptsAfterFirstPaint.toString()})(${JSON.stringify(INERT_MODULE_TYPE)},${JSON.stringify(INERT_PRELOAD_REL)})</script>`;
