import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import type { Session } from '../lib/api-client';
import type { Message } from '../lib/messages';
import { createWorker } from '../lib/worker';

declare const __GRADWAY_TEST_BUILD__: boolean;
declare const __GRADWAY_APP_ORIGIN__: string;

const SESSION_KEY = 'gradway.session';
const ORIGIN_KEY = 'gradway.origin';

export default defineBackground(() => {
  // The session lives in session storage, which content scripts cannot read (trusted contexts
  // only); the browser forgets it when it closes, and the candidate signs in again with a code.
  void browser.storage.session.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' });

  const handle = createWorker(
    {
      getSession: async () =>
        ((await browser.storage.session.get(SESSION_KEY))[SESSION_KEY] as Session | undefined) ??
        null,
      setSession: async (session) => {
        if (session) await browser.storage.session.set({ [SESSION_KEY]: session });
        else await browser.storage.session.remove(SESSION_KEY);
      },
      getOrigin: async () =>
        ((await browser.storage.local.get(ORIGIN_KEY))[ORIGIN_KEY] as string | undefined) ??
        __GRADWAY_APP_ORIGIN__,
      setOrigin: async (origin) => {
        await browser.storage.local.set({ [ORIGIN_KEY]: origin });
      },
    },
    { testBuild: __GRADWAY_TEST_BUILD__ },
  );

  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    const extensionOrigin = new URL(browser.runtime.getURL('/')).origin;
    // The popup (or its page opened in a tab) has the extension's origin; a content script
    // has the page's.
    const fromExtensionPage =
      sender.id === browser.runtime.id &&
      typeof sender.url === 'string' &&
      new URL(sender.url).origin === extensionOrigin;
    handle(message as Message, { fromExtensionPage, tabUrl: sender.tab?.url ?? null }).then(
      (reply) => sendResponse({ ok: true, reply }),
      (error: unknown) =>
        sendResponse({
          ok: false,
          error: error instanceof Error ? error.message : 'Something went wrong.',
        }),
    );
    return true;
  });
});
