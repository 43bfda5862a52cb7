import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../fixtures/seed-demo';
import { binary, inProcess, openCliWorld, type CliWorld } from '../../test/shop';

// The real binary starts a process (tsx, the engine): slow on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let world: CliWorld;
const shop = (args: string[]) => inProcess(world.engine, args);

beforeAll(async () => {
  world = await openCliWorld({ PUBLIC_URL: 'https://shop.example.ch' });
  await seedDemo(world.engine);
});
afterAll(() => world?.close());

describe('shop feed prices', () => {
  it('R000-7.31 writes the merchant feed of a shop and prints a --json summary (the real binary)', async () => {
    const out = join(world.dir, 'feed.csv');
    const result = await binary(['--json', 'feed', 'prices', '--out', out, '--shop', '1'], world.env);
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
    const out = join(world.dir, 'prices.csv');
    const result = await shop(['feed', 'prices', '--out', out, '--all']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Wrote \d+ row\(s\), \d+ bytes to .*prices\.csv in \d+ ms\.$/);
    expect(readFileSync(out, 'utf8')).toMatch(/^product_id,article_number,product_name,customer_id,strategy,quantity,price,currency,source\n\d+,/);
    const wrong = await shop(['--json', 'feed', 'prices', '--out', out, '--shop', '7']);
    expect(wrong.exitCode).toBe(1);
    expect(JSON.parse(wrong.stdout).error).toContain('shop');
  });
});
