import { defineContentScript } from 'wxt/utils/define-content-script';
import { runOnSite } from '../lib/autofill/content-runner';
import { SITE_MATCHES } from '../lib/hosts';
import { greenhouse } from '../lib/sites/greenhouse';

export default defineContentScript({
  matches: SITE_MATCHES.greenhouse,
  runAt: 'document_idle',
  main: () => runOnSite(greenhouse),
});
