// Bundles the server (src/server.ts) into dist/server.js: our code and the @gradway/* workspace
// packages (TypeScript sources) are bundled; every other package stays in node_modules.
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
  entryPoints: [new URL('../src/server.ts', import.meta.url).pathname],
  outfile: new URL('../dist/server.js', import.meta.url).pathname,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
