import { defineContentScript } from 'wxt/utils/define-content-script';
import { runOnSite } from '../lib/autofill/content-runner';
import { SITE_MATCHES } from '../lib/hosts';
import { ashby } from '../lib/sites/ashby';

export default defineContentScript({
  matches: SITE_MATCHES.ashby,
  runAt: 'document_idle',
  main: () => runOnSite(ashby),
});
