import type { SessionPayload } from './session';

/**
 * The channel on which the session triggers tell every instance whose sessions changed (decision
 * 1176): `NOTIFY shop_session, '<customer id>'` on commit of any change to that customer's row, its
 * users, its company data or its quick order setting; `'*'` for a truncate (everyone's).
 */
export const SESSION_CHANNEL = 'shop_session';

/** Most sessions kept per process; the oldest kept go first. */
const MAX_SESSIONS = 10_000;

/** What a session check read before it asked the database, so its answer is kept only if still true. */
export interface SessionTicket {
  readonly epoch: number;
  readonly changes: number;
}

export interface SessionMemoryStats {
  entries: number;
  hits: number;
  misses: number;
}

/**
 * Resolved sessions kept in this process's memory under the pushed invalidation (decision 1176):
 * an entry counts only while the listening connection is trusted (`trustedSince`, decision 1171)
 * and only for the listening session it was kept in, so after a cut and a re-read nothing kept
 * before counts again (a change in the gap reached nobody); every `shop_session` notification drops
 * the named customer's entries at once.
 */
export interface SessionMemory {
  /** The payload kept for a token's holder, or undefined (not kept, or memory not trusted now). */
  get(userId: number, version: number): SessionPayload | undefined;
  /** Taken before the database is asked; undefined while memory is not trusted (keep nothing then). */
  ticket(): SessionTicket | undefined;
  /** Keeps what the database answered, unless a change was notified or trust was lost since `ticket`. */
  keep(ticket: SessionTicket | undefined, userId: number, version: number, payload: SessionPayload): void;
  /** A `shop_session` payload: a customer id drops that customer's sessions, anything else all. */
  invalidate(payload: string): void;
  stats(): SessionMemoryStats;
}

export function createSessionMemory(options: {
  /** The listening session's number while the pushed state is trusted, else undefined (PushedGenerations.trustedSince). */
  trustedSince(): number | undefined;
  maxEntries?: number;
}): SessionMemory {
  const max = options.maxEntries ?? MAX_SESSIONS;
  const kept = new Map<string, { payload: SessionPayload; epoch: number }>();
  // The keys kept per customer: a notification (an import may send thousands) drops its own only.
  const keysOf = new Map<number, Set<string>>();
  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    const keys = keysOf.get(entry.payload.customerId);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.payload.customerId);
  };
  // Every notification counts one; each customer's last, and the last that named everyone.
  let changes = 0;
  let everyone = 0;
  const changedAt = new Map<number, number>();
  let hits = 0;
  let misses = 0;
  const keyOf = (userId: number, version: number) => `${userId}:${version}`;
  return {
    get(userId, version) {
      const epoch = options.trustedSince();
      if (epoch === undefined) {
        misses += 1;
        return undefined;
      }
      const key = keyOf(userId, version);
      const entry = kept.get(key);
      if (entry && entry.epoch === epoch) {
        hits += 1;
        return entry.payload;
      }
      if (entry) drop(key);
      misses += 1;
      return undefined;
    },
    ticket() {
      const epoch = options.trustedSince();
      return epoch === undefined ? undefined : { epoch, changes };
    },
    keep(ticket, userId, version, payload) {
      // A notification for this customer between the ticket and now may be about this very row:
      // the answer read before it could be the older one, so it is not kept (the next check reads again).
      if (!ticket || options.trustedSince() !== ticket.epoch) return;
      if (everyone > ticket.changes || (changedAt.get(payload.customerId) ?? 0) > ticket.changes) return;
      const key = keyOf(userId, version);
      drop(key);
      kept.set(key, { payload, epoch: ticket.epoch });
      let keys = keysOf.get(payload.customerId);
      if (!keys) keysOf.set(payload.customerId, (keys = new Set()));
      keys.add(key);
      if (kept.size > max) drop(kept.keys().next().value as string);
    },
    invalidate(payload) {
      changes += 1;
      const customerId = /^\d+$/.test(payload) ? Number(payload) : undefined;
      if (customerId === undefined || changedAt.size >= max) {
        // Everyone's (a truncate), or too many customers remembered: as if everyone changed.
        everyone = changes;
        changedAt.clear();
        kept.clear();
        keysOf.clear();
        return;
      }
      changedAt.set(customerId, changes);
      for (const key of [...(keysOf.get(customerId) ?? [])]) drop(key);
    },
    stats: () => ({ entries: kept.size, hits, misses }),
  };
}
