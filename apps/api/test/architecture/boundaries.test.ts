import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, type ImportEdge, importGraph, moduleOf } from './import-graph';

/**
 * The boundaries of the code (docs/ARCHITECTURE.md, "Boundaries"), for the API and the web app:
 * - a route calls services, never a repository;
 * - an API module never reaches into another module's repository (it calls that module's
 *   service); a `shared` folder is open to its sibling modules;
 * - a web feature uses another feature only through that feature's `index.ts`; a `shared`
 *   folder is open to its siblings;
 * - no two files import each other, directly or round a circle (type imports count too).
 * A module or feature is the folder that directly holds its files (see `moduleOf`), so the rules
 * read the same in the flat layout and in the area layout (`modules/<area>/<module>/`).
 *
 * KNOWN lists the crossings written before this test, by file names (they survive a move into an
 * area folder). The list only shrinks: a crossing not on it fails, and so does an entry that no
 * longer crosses (remove it when you fix it).
 */

const repo = path.resolve(import.meta.dirname, '../../../..');
const apiSource = path.join(repo, 'apps/api/src');
const apiModules = path.join(apiSource, 'modules');
const webApp = path.join(repo, 'apps/web/app');
const webFeatures = path.join(webApp, 'features');

const apiEdges = importGraph(apiSource);
const webEdges = importGraph(webApp);

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isRepository = (file: string) => file.endsWith('.repository.ts');
const isIndex = (file: string) => /[\\/]index\.tsx?$/.test(file);
/** A `shared` folder is open to the modules beside it (and below them). */
const openTo = (target: string, importer: string) =>
  path.basename(target) === 'shared' &&
  (importer + path.sep).startsWith(path.dirname(target) + path.sep);
const nameOf = (file: string) => path.basename(file);

const KNOWN_ROUTES_TO_REPOSITORIES = new Set<string>([]);

const KNOWN_OTHER_MODULES_REPOSITORIES = new Set([]);

const KNOWN_FEATURE_INTERNALS = new Set<string>([]);

/** Checks the crossings found against the known ones: nothing new, nothing fixed but listed. */
const expectOnlyKnown = (found: ReadonlySet<string>, known: ReadonlySet<string>) => {
  expect([...found].filter((crossing) => !known.has(crossing)).sort()).toEqual([]);
  expect([...known].filter((crossing) => !found.has(crossing)).sort()).toEqual([]);
};

const runtimeEdges = (edges: readonly ImportEdge[]) =>
  edges.filter((edge) => !edge.typeOnly && !isTest(edge.from));

describe('API boundaries', () => {
  it('routes call services, not repositories', () => {
    const found = new Set(
      runtimeEdges(apiEdges)
        .filter((edge) => edge.from.endsWith('.routes.ts') && isRepository(edge.to))
        .map((edge) => `${nameOf(edge.from)} → ${nameOf(edge.to)}`),
    );
    expectOnlyKnown(found, KNOWN_ROUTES_TO_REPOSITORIES);
  });

  it("a module reaches another module's data through its service, never its repository", () => {
    const found = new Set(
      runtimeEdges(apiEdges)
        .filter((edge) => edge.from.startsWith(apiModules) && isRepository(edge.to))
        .filter((edge) => {
          const from = moduleOf(edge.from, apiModules);
          const to = moduleOf(edge.to, apiModules);
          return from !== to && !openTo(to, from);
        })
        .map((edge) => `${nameOf(edge.from)} → ${nameOf(edge.to)}`),
    );
    expectOnlyKnown(found, KNOWN_OTHER_MODULES_REPOSITORIES);
  });

  it('no files import each other in a circle', () => {
    expect(
      cyclesOf(apiEdges).map((cycle) => cycle.map((file) => path.relative(repo, file))),
    ).toEqual([]);
  });
});

describe('web boundaries', () => {
  it("a feature uses another feature through its index, never the other's files", () => {
    const found = new Set(
      webEdges
        .filter((edge) => edge.from.startsWith(webFeatures) && edge.to.startsWith(webFeatures))
        .filter((edge) => {
          const from = moduleOf(edge.from, webFeatures);
          const to = moduleOf(edge.to, webFeatures);
          return from !== to && !isIndex(edge.to) && !openTo(to, from);
        })
        .map(
          (edge) =>
            `${nameOf(moduleOf(edge.from, webFeatures))} → ${nameOf(moduleOf(edge.to, webFeatures))}/${nameOf(edge.to)}`,
        ),
    );
    expectOnlyKnown(found, KNOWN_FEATURE_INTERNALS);
  });

  it('no files import each other in a circle', () => {
    expect(
      cyclesOf(webEdges).map((cycle) => cycle.map((file) => path.relative(repo, file))),
    ).toEqual([]);
  });
});

describe('the boundary rules themselves', () => {
  it('find a circle and leave a chain alone', () => {
    const edge = (from: string, to: string): ImportEdge => ({ from, to, typeOnly: false });
    expect(cyclesOf([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')])).toEqual([
      ['a', 'b', 'c'],
    ]);
    expect(cyclesOf([edge('a', 'b'), edge('b', 'c')])).toEqual([]);
  });

  it('name the module of a file in the flat and the area layout', () => {
    const touchpoints = path.join(apiModules, 'opportunities/touchpoints/touchpoints.service.ts');
    expect(moduleOf(touchpoints, apiModules)).toBe(
      path.join(apiModules, 'opportunities/touchpoints'),
    );
    const profile = path.join(apiModules, 'organisations/profile/company-profile.service.ts');
    expect(moduleOf(profile, apiModules)).toBe(path.join(apiModules, 'organisations/profile'));
    const section = path.join(
      webFeatures,
      'opportunities/touchpoint-editor/sections/role-section.tsx',
    );
    expect(moduleOf(section, webFeatures)).toBe(
      path.join(webFeatures, 'opportunities/touchpoint-editor'),
    );
  });
});
