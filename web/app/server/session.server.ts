import type { ResolvedSession, SessionPayload, SessionService } from '@shop/engine';

/** The session cookie: the signed token (000 §4: lax, secure, path /), HttpOnly. */
export const SESSION_COOKIE = 'session';

/** The token of a request: `Authorization: Bearer …` (the /api clients), else the session cookie. */
export function sessionTokenOf(request: Request): string | undefined {
  return sessionTokenOfHeaders(request.headers.get('authorization'), request.headers.get('cookie'));
}

/** The same from the two headers (the Express side, web/server.ts). */
export function sessionTokenOfHeaders(authorization: string | null | undefined, cookie: string | null | undefined): string | undefined {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  return readCookie(cookie ?? null, SESSION_COOKIE);
}

/**
 * The session of a request as the database vouches for it now: undefined for a
 * missing, forged, expired or revoked token, an inactive user or a deleted or inactive customer.
 */
export async function readSession(request: Request, sessions: SessionService): Promise<ResolvedSession | undefined> {
  return sessions.resolve(sessionTokenOf(request));
}

/** Set-Cookie for a new token; Secure whenever the shop is served over https (production). */
export function sessionCookie(token: string, options: { secure: boolean; maxAgeSeconds: number }): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${options.maxAgeSeconds}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Set-Cookie that removes the session (logout). */
export function clearedSessionCookie(options: { secure: boolean }): string {
  return [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(options.secure ? ['Secure'] : [])].join('; ');
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export type { SessionPayload };
