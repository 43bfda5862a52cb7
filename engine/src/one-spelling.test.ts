import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One spelling each in every text the shop shows, mails or prints, its fixtures and its tests:
 * "MWST" (the Swiss federal tax administration's abbreviation, as on the UID "CHE-… MWST"),
 * "TWINT" (the brand's own spelling) and "Wisa-Sperrholz" (German compound with the brand).
 * Read from the source of every workspace; all-lower-case words (identifiers, URLs) are not texts.
 */
const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROOTS = ['engine', 'web', 'cli', 'jobs', 'fixtures', 'scripts'];
const SKIPPED = new Set(['node_modules', 'build', 'coverage', 'dist', '.react-router']);
const SOURCE = /\.(ts|tsx|mts|mjs|json|md|csv|txt|html)$/;
const SELF = relative(repository, fileURLToPath(import.meta.url));

/** The other spellings: any mixed case of the two abbreviations, and the compound without its hyphen. */
const OTHER_SPELLINGS: { right: string; wrong: RegExp }[] = [
  { right: 'MWST', wrong: /\b(?!MWST\b)(?!mwst\b)[Mm][Ww][Ss][Tt]\b/ },
  { right: 'TWINT', wrong: /\b(?!TWINT\b)(?!twint\b)[Tt][Ww][Ii][Nn][Tt]\b/ },
  { right: 'Wisa-Sperrholz', wrong: /\bWisa\s+[Ss]perrholz\b|\bWisa-?sperrholz\b|\bWISA[\s-]*[Ss]perrholz\b/ },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const misspelt = (line: string): string[] => OTHER_SPELLINGS.filter(({ wrong }) => wrong.test(line)).map(({ right }) => right);

describe('one spelling each of MWST, TWINT and Wisa-Sperrholz', () => {
  it('finds the other spellings where they are written (the finder is not blind)', () => {
    expect(misspelt("'cart.vat': { de: 'MwSt. {rate}' }")).toEqual(['MWST']);
    expect(misspelt('exkl. Mwst.')).toEqual(['MWST']);
    expect(misspelt("100: 'Twint',")).toEqual(['TWINT']);
    expect(misspelt("'Wisa Sperrholz Fichte'")).toEqual(['Wisa-Sperrholz']);
    expect(misspelt("'Wisa-sperrholz Fichte'")).toEqual(['Wisa-Sperrholz']);
    expect(misspelt("'Wisa-Sperrholz Fichte', MWST 8.1 %, Bezahlt mit TWINT.")).toEqual([]);
    expect(misspelt("const twint = methods.twint; href='/mwst'")).toEqual([]);
  });

  it('no text, fixture or test of engine, web, cli, jobs, fixtures or scripts spells them otherwise', () => {
    const files = ROOTS.flatMap((root) => sources(join(repository, root))).filter((path) => relative(repository, path) !== SELF);
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) => misspelt(line).map((right) => `${relative(repository, path)}:${index + 1}: not ${right}: ${line.trim().slice(0, 120)}`)),
    );
    expect(found).toEqual([]);
  });
});
