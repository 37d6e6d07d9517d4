// Bundles the server (src/server.ts) into dist/server.js and the job workers (src/worker.ts) into
// dist/worker.js: our code and the @gradway/* workspace
// packages (TypeScript sources) are bundled; every other package stays in node_modules.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@gradway/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [
    new URL('../src/server.ts', import.meta.url).pathname,
    new URL('../src/worker.ts', import.meta.url).pathname,
  ],
  outdir: new URL('../dist', import.meta.url).pathname,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});

// The embedded database's thread (decision 062) is plain JavaScript that imports only packages:
// it runs as it is, beside the bundles that start it (`new URL('./pglite-thread.mjs', ...)`).
copyFileSync(
  new URL('../src/db/embedded/pglite-thread.mjs', import.meta.url),
  new URL('../dist/pglite-thread.mjs', import.meta.url),
);
