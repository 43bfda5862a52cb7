import type { EntityManager } from '@mikro-orm/postgresql';
import { takeTurns } from './key-turns';
import { RateLimitHit } from './rate-limit-hit.entity';

export interface Limit {
  /** Calls allowed per window. */
  max: number;
  windowSeconds: number;
}

/**
 * Quote requests mail the shop and the requester (decision 1023): per client address — shared by
 * POST /api/quote (web/operations.ts) and the checkout summary's 'Offerte anfordern' — and per
 * invoice e-mail (the summary's form; the /api call names no e-mail the shop would trust).
 */
export const QUOTE_REQUEST_LIMITS = {
  perClient: { scope: 'quote-request', max: 20, windowSeconds: 3_600 },
  perEmail: { scope: 'quote-request-email', max: 5, windowSeconds: 3_600 },
} as const;

export type LimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Sliding-window limits kept in PostgreSQL (decision 873), so every instance counts the same calls.
 * `take` counts the key's hits in the window and records the call only when it is within the
 * limit; a refused call is not recorded (it does not extend the wait). Calls for one key take turns
 * ({@link takeTurns}, decision 1083), so racing calls cannot each miss the other's hit.
 */
export function createRateLimits(deps: { em: () => EntityManager; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async take(scope: string, key: string, limit: Limit): Promise<LimitOutcome> {
      const shortKey = key.slice(0, 300);
      return deps.em().transactional(async (em) => {
        await takeTurns(em, [scope, shortKey]);
        const since = new Date(now().getTime() - limit.windowSeconds * 1000);
        const recent = await em.find(RateLimitHit, { scope, key: shortKey, createdAt: { $gte: since } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: limit.max, fields: ['id', 'createdAt'] });
        if (recent.length < limit.max) {
          em.create(RateLimitHit, { scope, key: shortKey, createdAt: now() });
          await em.flush();
          return { ok: true } as const;
        }
        const oldest = recent[recent.length - 1]!.createdAt;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((new Date(oldest).getTime() + limit.windowSeconds * 1000 - now().getTime()) / 1000)) } as const;
      });
    },

    /** Removes hits older than a day (the longest window); returns how many. */
    async purge(): Promise<number> {
      return deps.em().nativeDelete(RateLimitHit, { createdAt: { $lt: new Date(now().getTime() - 86_400_000) } });
    },
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
