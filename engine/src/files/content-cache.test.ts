import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256Hex } from './file-store';
import { createContentCache } from './postgres-file-store';

const dir = mkdtempSync(join(tmpdir(), 'content-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an instance’s cache of read contents (decision 1174)', () => {
  it('keeps contents by hash and size; past its limit the oldest written go first', async () => {
    const cache = createContentCache({ dir, maxBytes: 100 });
    const contents = ['a', 'b', 'c'].map((letter) => Buffer.alloc(40, letter));
    const hashes = contents.map((content) => sha256Hex(content));
    const first = await cache.put(hashes[0]!, contents[0]!);
    utimesSync(first, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    await cache.put(hashes[1]!, contents[1]!);
    expect(await cache.path(hashes[0]!, 40)).toBe(first);
    expect(await cache.path(hashes[0]!, 41)).toBeUndefined();
    await cache.put(hashes[2]!, contents[2]!);
    expect(await cache.path(hashes[0]!, 40)).toBeUndefined();
    expect(await cache.path(hashes[2]!, 40)).toBeDefined();
  });
});
