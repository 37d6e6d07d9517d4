import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Plugin, runnerImport } from 'vite';

/**
 * Contracts in the browser, by reference (docs/decisions/012-contract-references-in-the-browser.md).
 *
 * A contract is a zod object, so importing one into a page used to bring zod and the contracts'
 * schemas into every page's first load, although a public page only needs a contract's method
 * and path until it makes its first call. In the browser build this plugin turns every named
 * import of a contract (`xxxContract` from `@gradway/domain/contracts`) into a reference with the
 * same method and path; the API client loads the real contract, with its response schemas, the
 * first time it calls it, while the request is on its way. Schemas imported by name (forms that
 * validate) and the server build are left as they are.
 */

export const CONTRACTS_MODULE = '@gradway/domain/contracts';
/** One module per contract, so a page's files carry only the references it uses. */
const REFERENCE_PREFIX = 'virtual:gradway/contract-reference/';
const CONTRACTS_FOLDER = resolve(import.meta.dirname, '../../../packages/domain/src/contracts');

export interface ContractReferenceEntry {
  name: string;
  method: string;
  path: string;
  /** The file that defines the contract, loaded on the first call. */
  file: string;
}

const CONTRACT_EXPORT = /export const (\w+Contract)\b/g;

/** Every contract the domain package exports, with the file that defines it. */
export const readContractReferences = async (
  folder = CONTRACTS_FOLDER,
): Promise<ContractReferenceEntry[]> => {
  const { module } = await runnerImport<Record<string, unknown>>(join(folder, 'index.ts'));
  const fileOf = new Map<string, string>();
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(join(folder, file), 'utf8');
    for (const [, name] of source.matchAll(CONTRACT_EXPORT)) fileOf.set(name!, join(folder, file));
  }
  const isContract = (value: unknown): value is { method: string; path: string } =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { method?: unknown }).method === 'string' &&
    typeof (value as { path?: unknown }).path === 'string' &&
    typeof (value as { responses?: unknown }).responses === 'object';
  return Object.entries(module)
    .filter((entry): entry is [string, { method: string; path: string }] => isContract(entry[1]))
    .map(([name, contract]) => {
      const file = fileOf.get(name);
      if (!file) throw new Error(`${name}: no file of ${folder} defines it as \`export const\``);
      return { name, method: contract.method, path: contract.path, file };
    });
};

/** The module the browser imports one contract from: its reference. */
export const referenceModuleSource = ({
  name,
  method,
  path,
  file,
}: ContractReferenceEntry): string =>
  `export const ${name} = { reference: true, name: ${JSON.stringify(name)}, method: ${JSON.stringify(method)}, path: ${JSON.stringify(path)}, load: () => import(${JSON.stringify(file)}).then((module) => module.${name}) };`;

interface ImportNode {
  type: string;
  start: number;
  end: number;
  source: { value: unknown };
  importKind?: string;
  specifiers: Array<{
    type: string;
    imported?: { name?: string; value?: string };
    local: { name: string };
  }>;
}

/**
 * Moves the contract imports of one module to the references; leaves the rest. Returns null when
 * the module imports no contract.
 */
export const rewriteContractImports = (
  code: string,
  body: readonly { type: string }[],
  contractNames: ReadonlySet<string>,
): string | null => {
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const node of body as ImportNode[]) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== CONTRACTS_MODULE) continue;
    const named = (specifier: ImportNode['specifiers'][number]) =>
      specifier.imported?.name ?? specifier.imported?.value ?? '';
    const contracts = node.specifiers.filter(
      (specifier) => specifier.type === 'ImportSpecifier' && contractNames.has(named(specifier)),
    );
    if (contracts.length === 0) continue;
    const rest = node.specifiers.filter((specifier) => !contracts.includes(specifier));
    const list = (specifiers: typeof contracts) =>
      specifiers
        .map((specifier) =>
          named(specifier) === specifier.local.name
            ? specifier.local.name
            : `${named(specifier)} as ${specifier.local.name}`,
        )
        .join(', ');
    if (rest.some((specifier) => specifier.type !== 'ImportSpecifier')) return null;
    const text = [
      ...contracts.map(
        (specifier) =>
          `import { ${list([specifier])} } from ${JSON.stringify(REFERENCE_PREFIX + named(specifier))};`,
      ),
      ...(rest.length > 0
        ? [`import { ${list(rest)} } from ${JSON.stringify(CONTRACTS_MODULE)};`]
        : []),
    ].join('\n');
    edits.push({ start: node.start, end: node.end, text });
  }
  if (edits.length === 0) return null;
  let output = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  }
  return output;
};

const APP_SOURCE = /[\\/]apps[\\/]web[\\/]app[\\/].*\.[jt]sx?$/;

export const contractReferences = (): Plugin => {
  let entries: Promise<ContractReferenceEntry[]> | undefined;
  const entriesOnce = () => {
    entries ??= readContractReferences();
    return entries;
  };
  return {
    name: 'gradway:contract-references',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => (id.startsWith(REFERENCE_PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${REFERENCE_PREFIX}`)) return undefined;
      const name = id.slice(REFERENCE_PREFIX.length + 1);
      const entry = (await entriesOnce()).find((candidate) => candidate.name === name);
      if (!entry) throw new Error(`${name} is not a contract of ${CONTRACTS_MODULE}`);
      return referenceModuleSource(entry);
    },
    async transform(code, id) {
      if (!APP_SOURCE.test(id.split('?')[0]!) || !code.includes(CONTRACTS_MODULE)) return null;
      const names = new Set((await entriesOnce()).map((entry) => entry.name));
      const rewritten = rewriteContractImports(code, this.parse(code).body, names);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
};
