import type { Route } from './+types/auth-logout';
import { logoutCookie } from './auth.server';

/** POST /api/auth/logout: removes the session cookie (R000-4.49). Public: logging out always works. */
export function action({ request }: Route.ActionArgs) {
  return Response.json({ ok: true }, { headers: { 'Set-Cookie': logoutCookie(request), 'Cache-Control': 'no-store' } });
}
