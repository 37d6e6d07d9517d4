import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { DEFAULT_APP_ORIGIN } from '../lib/hosts';
import { ask, type Message } from '../lib/messages';

/**
 * On the Gradway app: tells it the extension is installed. The page gets a marker it can read
 * (`data-gradway-extension` on <html>), and the service worker, when signed in, sets the
 * candidate's `extension_installed` so the quick-autofill action goes to quick-apply results.
 */
export default defineContentScript({
  matches: [`${DEFAULT_APP_ORIGIN}/*`],
  runAt: 'document_end',
  main: async () => {
    document.documentElement.dataset.gradwayExtension = browser.runtime.getManifest().version;
    await ask((message: Message) => browser.runtime.sendMessage(message), {
      type: 'app/seen',
    }).catch(() => undefined);
  },
});
