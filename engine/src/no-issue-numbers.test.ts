import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments and test names point at what a newcomer can look up — a spec id (R000-…, R001-…) or a
 * decision (docs/decisions/) — never at an issue number of the tracker, which no reader of the code
 * has (STYLE.md; docs/decisions/README.md). Read from the source of every workspace.
 */
const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROOTS = ['engine', 'web', 'cli', 'jobs', 'fixtures', 'scripts'];
const SKIPPED = new Set(['node_modules', 'build', 'coverage', 'dist', '.react-router']);
const SOURCE = /\.(ts|tsx|mts|mjs|css)$/;
const ISSUE_NUMBER = /\b[Ii]ssues? #?\d+/;
const SELF = relative(repository, fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

describe('code names spec ids and decisions, not issue numbers', () => {
  it('finds one where it is written (the finder is not blind)', () => {
    expect(ISSUE_NUMBER.test('// the login limits (issue 22)')).toBe(true);
    expect(ISSUE_NUMBER.test("it('R000-3.48 a TWINT payment (decision 814)'")).toBe(false);
  });

  it('no source file of engine, web, cli, jobs, fixtures or scripts writes "issue N"', () => {
    const files = ROOTS.flatMap((root) => sources(join(repository, root))).filter((path) => relative(repository, path) !== SELF);
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) => (ISSUE_NUMBER.test(line) ? [`${relative(repository, path)}:${index + 1}: ${line.trim().slice(0, 120)}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
