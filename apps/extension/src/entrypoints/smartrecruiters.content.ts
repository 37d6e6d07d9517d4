import { defineContentScript } from 'wxt/utils/define-content-script';
import { runOnSite } from '../lib/autofill/content-runner';
import { SITE_MATCHES } from '../lib/hosts';
import { smartrecruiters } from '../lib/sites/smartrecruiters';

export default defineContentScript({
  matches: SITE_MATCHES.smartrecruiters,
  runAt: 'document_idle',
  main: () => runOnSite(smartrecruiters),
});
