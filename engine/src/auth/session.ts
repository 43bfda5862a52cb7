import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** The session token payload (000 §3, 001 §3). */
export const sessionPayloadSchema = z.object({
  customerId: z.number().int().positive(),
  isCompanyCustomer: z.boolean(),
  hasQuickOrder: z.boolean(),
  perm: z.array(z.number().int()),
  email: z.string(),
});
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;

/** A session lasts 8 hours; past half of it a request gets a renewed token (sliding session). */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
const ISSUER = 'holzwerk-shop';
/** Tokens whose signature {@link createSessionTokens}' verify keeps as checked. */
const VERIFIED_TOKENS = 2_000;

/**
 * Who a token belongs to, beside the payload: the user's id and the session version the
 * token was signed with. A token whose version no longer matches the user's is revoked
 * (docs/decisions/721-revocable-sessions.md).
 */
export interface SessionHolder {
  userId: number;
  version: number;
}
const holderSchema = z.object({ uid: z.number().int().positive(), sv: z.number().int().min(0) });

export interface VerifiedSession extends SessionHolder {
  payload: SessionPayload;
  /** Unix seconds. */
  expiresAt: number;
  /** True when more than half of the lifetime has passed: hand out a fresh token. */
  shouldRenew: boolean;
}

/** Signs and verifies session tokens (HS256 with SESSION_SECRET, jose). */
export function createSessionTokens(secret: string, ttlSeconds = SESSION_TTL_SECONDS) {
  const key = new TextEncoder().encode(secret);
  // Signatures checked lately, per token (the oldest go first); revocation is the database's
  // check (session-service.ts), which every request still makes.
  const verified = new Map<string, VerifiedSession>();
  return {
    ttlSeconds,
    async sign(payload: SessionPayload, holder: SessionHolder): Promise<string> {
      return new SignJWT({ ...payload, uid: holder.userId, sv: holder.version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(String(payload.customerId))
        .setIssuedAt()
        .setJti(crypto.randomUUID())
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The payload of a valid, unexpired token; undefined for anything else (never throws). */
    async verify(token: string | undefined | null): Promise<VerifiedSession | undefined> {
      if (!token) return undefined;
      // A token checked before: its signature and claims cannot change, only time passes.
      const seen = verified.get(token);
      if (seen) {
        const now = Math.floor(Date.now() / 1000);
        if (seen.expiresAt <= now) {
          verified.delete(token);
          return undefined;
        }
        return { ...seen, shouldRenew: seen.expiresAt - now <= ttlSeconds / 2 };
      }
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const parsed = sessionPayloadSchema.safeParse(payload);
        // A token without its holder (signed before sessions became revocable) is not a session.
        const holder = holderSchema.safeParse(payload);
        if (!parsed.success || !holder.success || typeof payload.exp !== 'number') return undefined;
        const now = Math.floor(Date.now() / 1000);
        const session = { payload: parsed.data, userId: holder.data.uid, version: holder.data.sv, expiresAt: payload.exp, shouldRenew: payload.exp - now <= ttlSeconds / 2 };
        verified.set(token, session);
        if (verified.size > VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
        return session;
      } catch {
        return undefined;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof createSessionTokens>;
