import * as contracts from '@gradway/domain/contracts';
import { parseAst } from 'vite';
import { describe, expect, test } from 'vitest';
import {
  readContractReferences,
  referenceModuleSource,
  rewriteContractImports,
} from './contract-references';

const rewrite = (code: string, names = ['getCurrentUserContract', 'getConfigContract']) =>
  rewriteContractImports(code, parseAst(code).body, new Set(names));

describe('contract references for the browser build', () => {
  test('there is one for every contract, with its method and path', async () => {
    const entries = await readContractReferences();
    const exported = Object.entries(contracts).filter(
      ([, value]) => typeof value === 'object' && value !== null && 'responses' in value,
    );
    expect(entries.map((entry) => entry.name).sort()).toEqual(
      exported.map(([name]) => name).sort(),
    );
    const byName = new Map(exported as [string, contracts.Contract][]);
    for (const entry of entries) {
      const contract = byName.get(entry.name)!;
      expect({ method: entry.method, path: entry.path }).toEqual({
        method: contract.method,
        path: contract.path,
      });
      expect(entry.file).toMatch(/packages\/domain\/src\/contracts\/[a-z-]+\.(contract|ts)/);
    }
  });

  test('a reference loads the contract it stands for', async () => {
    const [entry] = (await readContractReferences()).filter(
      (candidate) => candidate.name === 'getCurrentUserContract',
    );
    const source = referenceModuleSource(entry!);
    expect(source).toContain('"GET"');
    expect(source).toContain('"/api/v1/user"');
    expect(source).toContain(`import(${JSON.stringify(entry!.file)})`);
  });

  test('contracts move to their references; schemas and helpers stay', () => {
    const code = [
      "import { UserDocumentSchema, getCurrentUserContract as currentUser, buildPath } from '@gradway/domain/contracts';",
      "import { ERROR_TOAST_TITLE } from '@gradway/domain';",
      'export const x = [currentUser, UserDocumentSchema, buildPath, ERROR_TOAST_TITLE];',
    ].join('\n');
    const output = rewrite(code)!;
    expect(output).toContain(
      'import { getCurrentUserContract as currentUser } from "virtual:gradway/contract-reference/getCurrentUserContract";',
    );
    expect(output).toContain(
      'import { UserDocumentSchema, buildPath } from "@gradway/domain/contracts";',
    );
    expect(output).toContain("import { ERROR_TOAST_TITLE } from '@gradway/domain';");
  });

  test('a module that imports no contract is left alone', () => {
    expect(rewrite("import { buildPath } from '@gradway/domain/contracts';\nbuildPath('/');")).toBe(
      null,
    );
    expect(rewrite("import { defineContract } from '@gradway/domain/contracts';", [])).toBe(null);
  });
});
