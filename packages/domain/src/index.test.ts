import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as domain from './index';

const here = dirname(fileURLToPath(import.meta.url));
const RULE_FOLDERS = ['cards', 'constants', 'format', 'navigation', 'states', 'validation'];

describe('package entry', () => {
  it('re-exports every rule module, and neither contracts nor permissions', () => {
    const entry = readFileSync(join(here, 'index.ts'), 'utf8');
    const modules = [
      ...RULE_FOLDERS.flatMap((folder) =>
        readdirSync(join(here, folder))
          .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
          .map((file) => `./${folder}/${file.slice(0, -3)}`),
      ),
      './texts',
    ];
    for (const module of modules) {
      expect(entry, `index.ts should export ${module}`).toContain(`export * from '${module}';`);
    }
    expect(entry).not.toMatch(/from '\.\/(contracts|permissions)/);
  });

  it('exposes the rules by name', () => {
    expect(domain.eventCardView).toBeTypeOf('function');
    expect(domain.registrationButtonLabel).toBeTypeOf('function');
    expect(domain.START_DATE_TBD).toBe('Start Date: TBD');
    expect(domain.TOAST_DEFAULT_TIMEOUT_MS).toBe(5000);
  });
});
