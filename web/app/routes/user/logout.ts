import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { clearedSessionCookie } from '../../lib/session.server';

/**
 * POST /user/logout: clears the session cookie and goes to the home page; the header's logout
 * form submits as a document request, so the page reloads (R000-2.62, R000-4.49).
 */
export function action({ request }: Route.ActionArgs) {
  return redirect('/', { headers: { 'Set-Cookie': clearedSessionCookie({ secure: new URL(request.url).protocol === 'https:' }) } });
}

export function loader() {
  return redirect('/');
}
