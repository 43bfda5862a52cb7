import { jwtVerify, SignJWT } from 'jose';

/**
 * PostFinance Checkout API v2 authentication (../shared/contracts/postfinance-checkout.md): every
 * request carries `Authorization: Bearer <JWT>`, HS256 with the base64-decoded key of the
 * application user; header `{alg: HS256, typ: JWT, ver: 1}`; claims `sub` (user id), `iat`,
 * `requestPath` (`/api/v2.0/<path>?<query>`) and `requestMethod`. The token binds to one request,
 * so a captured token cannot be replayed on another path or method.
 */
export interface BearerClaims {
  userId: string;
  /** Path from the API root with query, e.g. `/api/v2.0/payment/transactions/7?expand=x` (never a mount prefix in front). */
  requestPath: string;
  requestMethod: string;
}

const keyOf = (secretBase64: string): Uint8Array => new Uint8Array(Buffer.from(secretBase64, 'base64'));

/** The bearer token for one request (tests; the shop's client signs through the provider's SDK, decision 1093). */
export async function createBearerToken(claims: BearerClaims, secretBase64: string, now: Date = new Date()): Promise<string> {
  return new SignJWT({ requestPath: claims.requestPath, requestMethod: claims.requestMethod.toUpperCase() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ver: 1 } as never)
    .setSubject(claims.userId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(keyOf(secretBase64));
}

/**
 * Checks a bearer token as the provider would (used by the local simulator): HS256 with the
 * secret, issued within `maxAgeSeconds`, for exactly this path and method. Returns the user id,
 * or null when anything does not match.
 */
export async function verifyBearerToken(
  authorization: string | null | undefined,
  expected: { requestPath: string; requestMethod: string },
  secretBase64: string,
  options: { maxAgeSeconds?: number; now?: Date } = {},
): Promise<string | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  try {
    const { payload, protectedHeader } = await jwtVerify(match[1], keyOf(secretBase64), {
      algorithms: ['HS256'],
      maxTokenAge: options.maxAgeSeconds ?? 300,
      currentDate: options.now ?? new Date(),
    });
    if ((protectedHeader as { ver?: unknown }).ver !== 1) return null;
    if (payload['requestPath'] !== expected.requestPath) return null;
    if (payload['requestMethod'] !== expected.requestMethod.toUpperCase()) return null;
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
