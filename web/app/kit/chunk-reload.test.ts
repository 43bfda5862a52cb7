import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_MIN_INTERVAL_MS, isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';

describe('chunk reload', () => {
  it('R000-2.57 R001-8.40 a failed page-chunk load reloads once, at most once a minute', () => {
    const failed = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/product-abc.js');
    expect(isChunkLoadError(failed)).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    const now = 10 * CHUNK_RELOAD_MIN_INTERVAL_MS;
    // Never reloaded: reload.
    expect(shouldReloadForChunkError(failed, 0, now)).toBe(true);
    // Reloaded 30 s ago: the chunk is still missing after the reload, so no second reload (no loop).
    expect(shouldReloadForChunkError(failed, now - 30_000, now)).toBe(false);
    // A minute later it may reload again.
    expect(shouldReloadForChunkError(failed, now - CHUNK_RELOAD_MIN_INTERVAL_MS, now)).toBe(true);
    // Other errors never reload.
    expect(shouldReloadForChunkError(new Error('boom'), 0, now)).toBe(false);
  });
});
