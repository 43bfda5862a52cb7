import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { GUARDS } from '@shop/engine/browser';
import { requirePage } from '../../server/guards.server';
import { requestContext } from '../../server/request-context.server';

/** /user/profile (R000-2.45): the orders subpage is the profile's start. */
export function loader({ request, context }: Route.LoaderArgs) {
  requirePage(GUARDS.signedIn, context.get(requestContext), request);
  return redirect('/user/profile/bestellungen');
}
