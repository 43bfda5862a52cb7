import { describe, expect, it } from 'vitest';
import { holdTurns, stillPending, useTestDatabase } from '../../test/world';
import { RateLimitHit } from './rate-limit-hit.entity';
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

  it('[ops] a call waits while another instance counts the same key, then counts what it recorded (decision 1083)', async () => {
    const limits = createRateLimits({ em });
    const other = await holdTurns(em, [['contact', '10.0.0.9']], (tx) => {
      for (let n = 0; n < 3; n += 1) tx.create(RateLimitHit, { scope: 'contact', key: '10.0.0.9', createdAt: new Date() });
    });
    const call = limits.take('contact', '10.0.0.9', { max: 3, windowSeconds: 600 });
    expect(await stillPending(call)).toBe(true);
    await other.release();
    expect(await call).toMatchObject({ ok: false });
  });

  it('[ops] racing calls never let more than max through (decision 1083)', async () => {
    const limits = createRateLimits({ em });
    for (let round = 0; round < 6; round += 1) {
      const outcomes = await Promise.all(Array.from({ length: 16 }, () => limits.take('race', `key-${round}`, { max: 3, windowSeconds: 600 })));
      expect(outcomes.filter((outcome) => outcome.ok), `round ${round}`).toHaveLength(3);
    }
  });
});
