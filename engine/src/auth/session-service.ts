import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GENERATION_COLUMNS_SQL, generationsOfRow, type GenerationsRead } from '../cache/read-cache';
import { User, type IUser } from '../customers/customer.entity';
import { permissionsOf, sessionPayloadOf } from './login-service';
import type { SessionPayload, SessionTokens } from './session';
import type { SessionMemory } from './session-memory';

/** A session the database still vouches for, with the payload as the database has it now. */
export interface ResolvedSession {
  payload: SessionPayload;
  userId: number;
  version: number;
  /** True past half of the token's lifetime: {@link SessionService.renew} gives a fresh one. */
  shouldRenew: boolean;
  /**
   * The cache generations, read by the same query (decision 1080); absent when the session came
   * from memory (decision 1176): the pushed generations are trusted then, and openView takes them.
   */
  generations?: GenerationsRead;
}

/** The user active with this session version, on an alive and active customer; the payload's facts. */
const RESOLVE_SQL = `select u.email, u.permissions, u.customer_id,
  exists (select 1 from company_info ci where ci.customer_id = u.customer_id) as company,
  exists (select 1 from quick_order_setting q where q.customer_id = u.customer_id and q.is_active) as quick_order,
  ${GENERATION_COLUMNS_SQL}
from shop_user u join customer c on c.id = u.customer_id
where u.id = ? and u.active and u.session_version = ? and c.active and c.deleted_at is null`;

interface ResolveRow {
  email: string;
  permissions: unknown;
  customer_id: number;
  company: boolean;
  quick_order: boolean;
  cache_generation: string;
  cache_prices: string;
}

/**
 * Adds one to the session version of the users matched by `where`: every token they
 * hold stops working. Runs on the caller's EntityManager, so inside its transaction.
 */
export async function revokeSessions(em: EntityManager, where: { id: number } | { id: { $in: number[] } } | { customer: number }): Promise<void> {
  await em.nativeUpdate(User, where, { sessionVersion: raw('session_version + 1') } as never);
}

/**
 * Sessions that can be revoked (docs/decisions/721-revocable-sessions.md): a token names its user
 * and session version; a request resolves it against the database — the user active, the
 * customer alive and active, the version unchanged — and takes permissions, e-mail, company and
 * quick order from the database, never from the token.
 *
 * With `memory` (decision 1176) a session the database vouched for is kept in this process and
 * dropped by the push when anything it depends on changes on any instance; while the push is not
 * trusted every request asks the database as before.
 */
export function createSessionService(deps: { em: () => EntityManager; tokens: SessionTokens; memory?: SessionMemory }) {
  const { tokens, memory } = deps;
  return {
    ttlSeconds: tokens.ttlSeconds,

    /** A token for a user who just logged in or registered (`em` sees the user's row). */
    async issue(em: EntityManager, user: IUser): Promise<{ token: string; payload: SessionPayload }> {
      const payload = await sessionPayloadOf(em, user);
      return { token: await tokens.sign(payload, { userId: user.id, version: user.sessionVersion ?? 0 }), payload };
    },

    /** The session of a token, or undefined when it is invalid, expired or revoked (never throws on a bad token). */
    async resolve(token: string | undefined | null): Promise<ResolvedSession | undefined> {
      const verified = await tokens.verify(token);
      if (!verified) return undefined;
      const kept = memory?.get(verified.userId, verified.version);
      if (kept) return { payload: kept, userId: verified.userId, version: verified.version, shouldRenew: verified.shouldRenew };
      const ticket = memory?.ticket();
      // One plain query per request: the same checks and payload as sessionPayloadOf,
      // without three round trips and ORM hydration; the cache generations on the way (decision 1080).
      const rows = (await deps.em().execute(RESOLVE_SQL, [verified.userId, verified.version])) as ResolveRow[];
      const row = rows[0];
      if (!row) return undefined;
      const payload: SessionPayload = {
        customerId: row.customer_id,
        isCompanyCustomer: row.company,
        hasQuickOrder: row.quick_order,
        perm: permissionsOf(row.permissions),
        email: row.email,
      };
      memory?.keep(ticket, verified.userId, verified.version, payload);
      return { payload, userId: verified.userId, version: verified.version, shouldRenew: verified.shouldRenew, generations: generationsOfRow(row) };
    },

    /** A fresh token for a resolved session (sliding renewal); none once it was revoked meanwhile. */
    async renew(session: ResolvedSession): Promise<string | undefined> {
      if (memory?.get(session.userId, session.version)) return tokens.sign(session.payload, { userId: session.userId, version: session.version });
      const current = await deps.em().count(User, { id: session.userId, active: true, sessionVersion: session.version });
      return current ? tokens.sign(session.payload, { userId: session.userId, version: session.version }) : undefined;
    },

    /** Logout: ends every session of the token's user (all devices). */
    async revoke(token: string | undefined | null): Promise<void> {
      const verified = await tokens.verify(token);
      if (verified) await revokeSessions(deps.em(), { id: verified.userId });
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
