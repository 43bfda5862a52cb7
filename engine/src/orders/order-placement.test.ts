import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Decision 930: orders/order-placement.ts is the one writer of new Order rows. Read from the
 * source, so a second `create(Order, …)` fails here. The import drivers write theirs through it
 * too (writeOrder, createOrderRow; decision 982).
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the one writer of orders (decision 930)', () => {
  it('only orders/order-placement.ts creates Order rows', () => {
    const writers = sourceFiles(root)
      .filter((path) => /\.create\(\s*Order\s*,/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path).split('\\').join('/'))
      .sort();
    expect(writers).toEqual(['orders/order-placement.ts']);
  });
});
