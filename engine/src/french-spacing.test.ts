import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translateMessage } from './i18n/translate';

/**
 * French typography in every French text the shop shows, mails or prints (decision 1165
 * addendum): a no-break space (U+00A0) before « : ; ! ? » and the closing guillemet, and after the
 * opening one, so a line never starts with the mark. Read from the French entries (`fr: '…'`) of
 * the engine's and the web's sources.
 */
const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROOTS = ['engine/src', 'web/app', 'cli/src', 'jobs/src'];
const FRENCH_ENTRY = /\bfr\s*:\s*(['"`])((?:\\.|(?!\1).)*)\1/gs;
const PLAIN_SPACE = / [:;!?»]|« /;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('French texts keep their marks on the line (no-break spaces)', () => {
  it('finds a plain space where it is written (the finder is not blind)', () => {
    expect(PLAIN_SPACE.test('Mot de passe oublié ?')).toBe(true);
    expect(PLAIN_SPACE.test('Mot de passe oublié\u00a0?')).toBe(false);
    expect(translateMessage('quote.mail.pin', { pin: '1234' }, 'fr-FR')).toBe('Votre code PIN\u00a0: 1234');
  });

  it('no French entry of engine, web, cli or jobs has a plain space before : ; ! ? » or after «', () => {
    const files = ROOTS.flatMap((root) => sources(join(repository, root)));
    const entries = files.flatMap((path) => [...readFileSync(path, 'utf8').matchAll(FRENCH_ENTRY)].map((match) => ({ path, text: match[2]! })));
    expect(entries.length).toBeGreaterThan(500);
    expect(entries.filter((entry) => PLAIN_SPACE.test(entry.text)).map((entry) => `${relative(repository, entry.path)}: ${entry.text.slice(0, 100)}`)).toEqual([]);
  });
});
