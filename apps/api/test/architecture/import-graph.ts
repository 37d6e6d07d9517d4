import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import graph of a source tree, read with the TypeScript parser: which file imports which,
 * and whether only for types. Only relative imports count (packages are other workspaces).
 */

export interface ImportEdge {
  from: string;
  to: string;
  /** `import type` / `export type`: erased at build time. */
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIPPED = new Set(['node_modules', 'build', 'dist', '.react-router', 'drizzle']);

export const sourceFilesUnder = (root: string): string[] => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
    }
  };
  walk(root);
  return files.sort();
};

const CANDIDATES = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

const resolve = (fromFile: string, specifier: string) => {
  const base = path.resolve(path.dirname(fromFile), specifier.split('?')[0] ?? specifier);
  for (const ending of CANDIDATES) {
    const candidate = base + ending;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
};

/** The relative imports of one file (static, re-exports, dynamic `import()` and `vi.mock`). */
export const importsOf = (file: string): ImportEdge[] => {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const edges: ImportEdge[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    if (!specifier.startsWith('.')) return;
    const to = resolve(file, specifier);
    if (to && SOURCE.test(to)) edges.push({ from: file, to, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly = Boolean(
        clause &&
          (clause.isTypeOnly ||
            (!clause.name &&
              clause.namedBindings &&
              ts.isNamedImports(clause.namedBindings) &&
              clause.namedBindings.elements.length > 0 &&
              clause.namedBindings.elements.every((element) => element.isTypeOnly))),
      );
      add(node.moduleSpecifier.text, typeOnly);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const callee = node.expression.getText(source);
      if (
        first &&
        ts.isStringLiteral(first) &&
        (node.expression.kind === ts.SyntaxKind.ImportKeyword || /^vi\.(do)?[mM]ock$/.test(callee))
      ) {
        add(first.text, false);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
};

export const importGraph = (root: string) => sourceFilesUnder(root).flatMap(importsOf);

/**
 * The module (API) or feature (web) a file belongs to: the folder that directly holds it, except
 * that a subfolder of a folder which itself holds source files is part of that folder's module
 * (`touchpoint-editor/sections/` belongs to `touchpoint-editor`). So the flat layout
 * (`modules/search/`) and the area layout (`modules/discovery/search/`, where the area folder
 * holds no files) both name the right folder.
 */
export const moduleOf = (file: string, root: string) => {
  let dir = path.dirname(file);
  const holdsSources = (folder: string) =>
    readdirSync(folder, { withFileTypes: true }).some(
      (entry) => entry.isFile() && SOURCE.test(entry.name),
    );
  while (path.dirname(dir) !== root && path.dirname(dir).startsWith(root)) {
    const parent = path.dirname(dir);
    if (!holdsSources(parent)) break;
    dir = parent;
  }
  return dir;
};

/** Every circle of imports (the strongly connected components of more than one file). */
export const cyclesOf = (edges: readonly ImportEdge[]): string[][] => {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    if (edge.from === edge.to) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) connect(node);
  return components;
};
