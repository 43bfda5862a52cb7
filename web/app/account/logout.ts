import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { engineContext } from '../server/engine-context';
import { clearedSessionCookie, sessionTokenOf } from '../server/session.server';

/**
 * POST /user/logout: ends the user's sessions, clears the session cookie and goes to
 * the home page; the header's logout form submits as a document request, so the page reloads
 * (R000-2.62, R000-4.49).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await context.get(engineContext).auth.sessions.revoke(sessionTokenOf(request));
  return redirect('/', { headers: { 'Set-Cookie': clearedSessionCookie({ secure: new URL(request.url).protocol === 'https:' }) } });
}

export function loader() {
  return redirect('/');
}
