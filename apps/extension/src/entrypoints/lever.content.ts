import { defineContentScript } from 'wxt/utils/define-content-script';
import { runOnSite } from '../lib/autofill/content-runner';
import { SITE_MATCHES } from '../lib/hosts';
import { lever } from '../lib/sites/lever';

export default defineContentScript({
  matches: SITE_MATCHES.lever,
  runAt: 'document_idle',
  main: () => runOnSite(lever),
});
