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

export interface VerifiedSession {
  payload: SessionPayload;
  /** Unix seconds. */
  expiresAt: number;
  /** True when more than half of the lifetime has passed: hand out a fresh token. */
  shouldRenew: boolean;
}

/** Signs and verifies session tokens (HS256 with SESSION_SECRET, jose). */
export function createSessionTokens(secret: string, ttlSeconds = SESSION_TTL_SECONDS) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign(payload: SessionPayload): Promise<string> {
      return new SignJWT({ ...payload })
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const parsed = sessionPayloadSchema.safeParse(payload);
        if (!parsed.success || typeof payload.exp !== 'number') return undefined;
        const now = Math.floor(Date.now() / 1000);
        return { payload: parsed.data, expiresAt: payload.exp, shouldRenew: payload.exp - now <= ttlSeconds / 2 };
      } catch {
        return undefined;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof createSessionTokens>;
