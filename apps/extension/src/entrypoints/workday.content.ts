import { defineContentScript } from 'wxt/utils/define-content-script';
import { runOnSite } from '../lib/autofill/content-runner';
import { SITE_MATCHES } from '../lib/hosts';
import { workday } from '../lib/sites/workday';

export default defineContentScript({
  matches: SITE_MATCHES.workday,
  runAt: 'document_idle',
  main: () => runOnSite(workday),
});
