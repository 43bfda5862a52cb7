import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/README.md is the index a newcomer reads the records through: every record file
 * is listed there by its file name, and every link of the index names a record that exists.
 */
const DIR = join(import.meta.dirname, '..', '..', 'docs', 'decisions');

describe('the index of the decision records', () => {
  const records = readdirSync(DIR).filter((name) => /^\d+-.+\.md$/.test(name));
  const index = readFileSync(join(DIR, 'README.md'), 'utf8');
  const linked = new Set([...index.matchAll(/\]\((\d+-[^)]+\.md)\)/g)].map((match) => match[1]!));

  it('lists every record', () => {
    expect(records.length).toBeGreaterThan(200);
    expect(records.filter((name) => !linked.has(name))).toEqual([]);
  });

  it('links no record that is not there', () => {
    expect([...linked].filter((name) => !records.includes(name))).toEqual([]);
  });
});
