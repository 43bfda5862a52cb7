import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * CI's PostgreSQL pass runs the tests that open a database (decision 1071): files named
 * `*.integration.test.ts` and the web's HTTP tests under web/tests/. A test file that opens a
 * database under another name would be left out of that pass without anyone noticing: this test
 * names it.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** What opening a database (or a shop on one) looks like in a test file. */
const OPENS_A_DATABASE = /createTestDatabase|useTestDatabase|useDemoEngine|useHttpShop|startHttpShop|useSecurityShop|startSecurityShop|useJobEngine|createEngine\(|TEST_DATABASE_URL|inject\('testDatabase'\)/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'build' || entry.name === 'e2e') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(repoRoot, path)] : [];
  });
}

/** Whether CI's PostgreSQL pass runs a file (the filters of .ci/run). */
export const inPostgresPass = (file: string): boolean => file.includes('.integration.test.') || file.startsWith('web/tests/');

describe('test file names (decision 1071)', () => {
  it('every test file that opens a database runs in the PostgreSQL pass (named *.integration.test.ts, or an HTTP test under web/tests/)', () => {
    const files = ['engine', 'cli', 'jobs', 'web'].flatMap((dir) => testFiles(join(repoRoot, dir)));
    expect(files.length).toBeGreaterThan(100);
    const self = relative(repoRoot, fileURLToPath(import.meta.url));
    const missed = files.filter((file) => file !== self && OPENS_A_DATABASE.test(readFileSync(join(repoRoot, file), 'utf8')) && !inPostgresPass(file));
    expect(missed).toEqual([]);
  });

  it('.ci/run filters its PostgreSQL pass as inPostgresPass says', () => {
    const ci = readFileSync(join(repoRoot, '.ci/run'), 'utf8');
    expect(ci).toContain('npx vitest run --project engine .integration.test.');
    expect(ci).toContain('npx vitest run --project web .integration.test. web/tests/');
  });
});
