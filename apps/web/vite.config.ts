import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { contractReferences } from './vite/contract-references';
import { firstLoadChunkGroups, layoutChunkGroups } from './vite/first-load-chunks';
import { routeLayoutRulesAsData } from './vite/route-layout-rules';

/** Text files worth compressing; smaller ones gain nothing over the headers they would add. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|html|map)$/;
const MIN_BYTES = 1024;

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the client build,
 * at the highest levels, once. The server sends them to browsers that accept them (@fastify/static
 * `preCompressed`), so pages download about a quarter of the bytes without compressing per request.
 */
const precompressClientBuild = (): Plugin => ({
  name: 'gradway:precompress-client-build',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  writeBundle(options) {
    if (!options.dir) return;
    for (const file of filesUnder(options.dir)) {
      if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
      const bytes = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    }
  },
});

export default defineConfig({
  plugins: [
    reactRouter(),
    contractReferences(),
    routeLayoutRulesAsData(),
    layoutChunkGroups(),
    precompressClientBuild(),
  ],
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  server: {
    port: 3210,
  },
  build: {
    cssCodeSplit: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: firstLoadChunkGroups } },
    },
  },
});
