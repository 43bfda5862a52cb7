import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/world';
import { createRateLimits } from './rate-limits';

const em = useTestDatabase();

describe('[ops] rate limits in the database (decision 873)', () => {
  it('[ops] lets max calls through per key and window, refuses the rest with the seconds to wait, even when they race', async () => {
    let clock = new Date('2026-11-24T10:00:00Z');
    const limits = createRateLimits({ em, now: () => clock });
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => limits.take('contact', '10.0.0.1', { max: 3, windowSeconds: 600 })));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ ok: false, retryAfterSeconds: 600 });
    // Another address, another scope: counted apart.
    expect(await limits.take('contact', '10.0.0.2', { max: 3, windowSeconds: 600 })).toEqual({ ok: true });
    expect(await limits.take('captcha', '10.0.0.1', { max: 3, windowSeconds: 600 })).toEqual({ ok: true });
    clock = new Date('2026-11-24T10:10:01Z');
    expect(await limits.take('contact', '10.0.0.1', { max: 3, windowSeconds: 600 })).toEqual({ ok: true });
    clock = new Date('2026-11-25T11:00:00Z');
    expect(await limits.purge()).toBeGreaterThanOrEqual(5);
  });
});
