import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision records (docs/decisions/NNN-slug.md) are cited in code and docs as `decision NNN`,
 * `decisions NNN and NNN` or by path. Every citation must name a record that exists, and every
 * record says where it stands (`Status:`).
 */

const repo = path.resolve(import.meta.dirname, '../../../..');
const decisionsDir = path.join(repo, 'docs/decisions');
const records = readdirSync(decisionsDir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 3)));

const CITED_FILES = /\.(ts|tsx|mts|mjs|js|css|md|json|yml|yaml)$/;
const sources = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' })
  .split('\n')
  .filter((file) => CITED_FILES.test(file) && !file.includes('node_modules'))
  .filter((file) => !file.endsWith('package-lock.json') && !file.includes('/drizzle/meta/'))
  // This file's own examples name a record that does not exist, on purpose.
  .filter((file) => !file.endsWith('architecture/decision-records.test.ts'));

/** Every citation in a text: `{ number, file? }`. */
export const citationsIn = (text: string) => {
  const found: { number: string; file?: string }[] = [];
  for (const match of text.matchAll(/docs\/decisions\/(\d{3})(?![-\d])/g)) {
    if (match[1]) found.push({ number: match[1] });
  }
  // A record's file name, with or without its folder (`015-first-paint-and-first-load.md`).
  for (const match of text.matchAll(/(?<![\w-])(\d{3})(-[a-z0-9-]+\.md)\b/g)) {
    const [, number, slug] = match;
    if (number && slug) found.push({ number, file: `${number}${slug}` });
  }
  for (const match of text.matchAll(
    /\bdecisions?\s+(\d{3}(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)\d{3})*)\b/gi,
  )) {
    for (const number of match[1]?.match(/\d{3}/g) ?? []) found.push({ number });
  }
  return found;
};

describe('decision records', () => {
  it('finds citations by number, by list and by path', () => {
    expect(
      citationsIn(
        'see decision 015; decisions 012, 015 and 016; docs/decisions/017-scripts-after-first-paint.md, 016-fewer-first-load-requests.md, docs/decisions/013.',
      ),
    ).toEqual([
      { number: '013' },
      { number: '017', file: '017-scripts-after-first-paint.md' },
      { number: '016', file: '016-fewer-first-load-requests.md' },
      { number: '015' },
      { number: '012' },
      { number: '015' },
      { number: '016' },
    ]);
  });

  it('every record cited in code and docs exists', () => {
    const missing: string[] = [];
    for (const file of sources) {
      let text: string;
      try {
        text = readFileSync(path.join(repo, file), 'utf8');
      } catch {
        continue; // listed by git but deleted in the work tree
      }
      for (const citation of citationsIn(text)) {
        const known = citation.file
          ? records.includes(citation.file)
          : numbers.has(citation.number);
        if (!known) missing.push(`${file}: ${citation.file ?? `decision ${citation.number}`}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every record has a status', () => {
    const withoutStatus = records.filter(
      (name) => !/^Status: \S/m.test(readFileSync(path.join(decisionsDir, name), 'utf8')),
    );
    expect(withoutStatus).toEqual([]);
  });
});
