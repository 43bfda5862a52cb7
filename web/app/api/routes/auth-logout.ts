import { apiRoute } from '../api.server';
import { sessionTokenOf } from '../../server/session.server';
import { logoutCookie } from './auth.server';

/**
 * POST /api/auth/logout: ends the user's sessions (the token stops working) and removes
 * the session cookie (R000-4.49). Public: logging out always works.
 */
export const action = apiRoute(async ({ engine, request }) => {
  await engine.auth.sessions.revoke(sessionTokenOf(request));
  return Response.json({ ok: true }, { headers: { 'Set-Cookie': logoutCookie(request), 'Cache-Control': 'no-store' } });
});
