import type { Plugin } from 'vite';

/**
 * How the browser build groups code into files (decisions 012, 015 and 016:
 * docs/decisions/012-contract-references-in-the-browser.md,
 * docs/decisions/015-first-paint-and-first-load.md and
 * docs/decisions/016-fewer-first-load-files-and-less-work-per-card.md).
 *
 * React, React DOM, React Router and i18next are needed by every page, in full, before it
 * hydrates. Left alone, the bundler spread them over half a dozen files shared in different ways;
 * on a slow mobile connection each extra request costs a round trip before the page is usable.
 * They go in one `framework` file instead, which stays the same from page to page.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/]node|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/;

/**
 * The app's own modules keep the bundler's split, except for two groups that a page always loads
 * whole anyway: what the root route imports statically (every page renders it) and what the
 * public layout imports statically (every public page renders it). Left to the bundler they were
 * ~40 files of 1–3 KiB, each a request with its round trip before the first paint on a slow
 * connection. Grouping by module path instead pulled whole barrel modules into every page and
 * merging small shared files (`entriesAware`) gave every page 45–110 KiB more (decision 015); a
 * group made of exactly the static imports of a layout every page loads adds no byte to any page
 * that renders that layout.
 */
const LAYOUTS = {
  shell: /[\\/]app[\\/]root\.tsx(\?.*)?$/,
  'public-shell': /[\\/]app[\\/]layouts[\\/]public-layout\.tsx(\?.*)?$/,
} as const;
type LayoutGroup = keyof typeof LAYOUTS;

/** Module id → the group of the first layout (in `LAYOUTS` order) that imports it statically. */
const groupOf = new Map<string, LayoutGroup>();

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The web app's own source files; the domain package and libraries are left to the bundler. */
const APP_SOURCE = /[\\/]apps[\\/]web[\\/]app[\\/]/;

/**
 * Every app source file `from` reaches through static imports of app source files, itself
 * included. Other packages stay out: the domain package's barrels re-export every schema, and a
 * group keeps what it captures even where tree shaking would have dropped it.
 */
const staticClosure = (graph: ModuleGraph, from: string): Set<string> => {
  const seen = new Set<string>([from]);
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(imported) || !APP_SOURCE.test(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  return seen;
};

/** Records, once the client's module graph is known, which modules each layout group holds. */
export const layoutChunkGroups = (): Plugin => ({
  name: 'gradway:layout-chunk-groups',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  buildEnd() {
    groupOf.clear();
    const ids = [...this.getModuleIds()];
    for (const [group, pattern] of Object.entries(LAYOUTS) as [LayoutGroup, RegExp][]) {
      const layout = ids.find((id) => pattern.test(id));
      if (!layout) continue;
      for (const id of staticClosure(this, layout)) {
        if (!groupOf.has(id) && !FRAMEWORK.test(id)) groupOf.set(id, group);
      }
    }
  },
});

export const firstLoadChunkGroups = [
  { name: 'framework', test: FRAMEWORK, priority: 3 },
  ...(Object.keys(LAYOUTS) as LayoutGroup[]).map((group, index) => ({
    name: group,
    test: (id: string) => groupOf.get(id) === group,
    priority: 2 - index,
  })),
];
