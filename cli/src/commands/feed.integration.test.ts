import { execa } from 'execa';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Each command starts a process and opens the embedded database: slow on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const bin = resolve(import.meta.dirname, '../../bin/shop');
let dataDir: string;

/** Runs the real `shop` binary on an embedded database of its own (no DATABASE_URL). */
function shop(args: string[]) {
  return execa(bin, args, {
    reject: false,
    stdin: 'ignore',
    env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error', NODE_ENV: 'development', PUBLIC_URL: 'https://shop.example.ch' },
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-feed-'));
  const seeded = await shop(['--json', 'db', 'seed']);
  expect(seeded.exitCode, seeded.stderr).toBe(0);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('shop feed prices', () => {
  it('R000-7.31 writes the merchant feed of a shop and prints a --json summary', async () => {
    const out = join(dataDir, 'feed.csv');
    const result = await shop(['--json', 'feed', 'prices', '--out', out, '--shop', '1']);
    expect(result.exitCode, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(summary).toMatchObject({ file: out, bytes: statSync(out).size });
    expect(summary.ms).toBeGreaterThanOrEqual(0);
    const lines = readFileSync(out, 'utf8').trimEnd().split('\n');
    expect(lines[0]).toBe('id,title,description,link,image_link,price,availability,brand,mpn,condition');
    expect(summary.rows).toBe(lines.length - 1);
    expect(summary.rows).toBeGreaterThan(0);
    expect(lines[1]).toMatch(/https:\/\/shop\.example\.ch\/products\/.*\d+\.\d{2} CHF,in_stock,Holzwerk,/);
    // No progress bar when stderr is not a terminal.
    expect(result.stderr).not.toContain('rows');
  });

  it('R000-7.32 --all writes every price; a wrong shop id is refused', async () => {
    const out = join(dataDir, 'prices.csv');
    const result = await shop(['feed', 'prices', '--out', out, '--all']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Wrote \d+ row\(s\), \d+ bytes to .*prices\.csv in \d+ ms\.$/);
    expect(readFileSync(out, 'utf8')).toMatch(/^product_id,article_number,product_name,customer_id,strategy,quantity,price,currency,source\n\d+,/);
    const wrong = await shop(['--json', 'feed', 'prices', '--out', out, '--shop', '7']);
    expect(wrong.exitCode).toBe(1);
    expect(JSON.parse(wrong.stdout).error).toContain('shop');
  });
});
