import { defineContentScript } from 'wxt/utils/define-content-script';
import { runOnSite } from '../lib/autofill/content-runner';
import { SITE_MATCHES } from '../lib/hosts';
import { workable } from '../lib/sites/workable';

export default defineContentScript({
  matches: SITE_MATCHES.workable,
  runAt: 'document_idle',
  main: () => runOnSite(workable),
});
