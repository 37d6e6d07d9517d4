import { QUICK_APPLY_SITES } from '@gradway/domain/contracts';
import { defineConfig } from 'wxt';
import { DEFAULT_APP_ORIGIN, SITE_MATCHES, TEST_APP_MATCH, testSiteMatch } from './src/lib/hosts';

// The store build reaches only the supported sites and the app; a test build
// (GRADWAY_EXTENSION_TEST=1, made for the end-to-end suite) also reaches the app on 127.0.0.1
// and the site fixtures on localhost, and is written to its own folder.
const testBuild = process.env.GRADWAY_EXTENSION_TEST === '1';
const appOrigin = process.env.GRADWAY_APP_URL ?? DEFAULT_APP_ORIGIN;

export default defineConfig({
  srcDir: 'src',
  outDir: testBuild ? '.output-test' : '.output',
  imports: false,
  vite: () => ({
    define: {
      __GRADWAY_TEST_BUILD__: JSON.stringify(testBuild),
      __GRADWAY_APP_ORIGIN__: JSON.stringify(appOrigin),
    },
  }),
  manifest: {
    name: 'Gradway quick apply',
    description:
      'Fills job application forms on Greenhouse, Lever, Workday, Ashby, SmartRecruiters and Workable from your Gradway profile.',
    permissions: ['storage'],
    host_permissions: [
      `${appOrigin}/*`,
      ...Object.values(SITE_MATCHES).flat(),
      ...(testBuild ? [TEST_APP_MATCH, 'http://localhost/*'] : []),
    ],
  },
  hooks: {
    'build:manifestGenerated': (_wxt, manifest) => {
      for (const script of manifest.content_scripts ?? []) {
        script.matches = script.matches?.map((match) =>
          match === `${DEFAULT_APP_ORIGIN}/*` ? `${appOrigin}/*` : match,
        );
      }
      if (!testBuild) return;
      for (const script of manifest.content_scripts ?? []) {
        const site = QUICK_APPLY_SITES.find((id) =>
          script.matches?.some((match) => SITE_MATCHES[id].includes(match)),
        );
        if (site) script.matches = [...(script.matches ?? []), testSiteMatch(site)];
        else script.matches = [...(script.matches ?? []), TEST_APP_MATCH];
      }
    },
  },
  zip: { artifactTemplate: 'gradway-quick-apply-{{version}}-{{browser}}.zip' },
});
