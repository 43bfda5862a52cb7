import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { GUARDS } from '@shop/engine/browser';
import { requirePage } from '../../server/guards.server';
import { requestContext } from '../../server/request-context.server';

/** /favoriten (R000-2.51): starts at meine-produkte. */
export function loader({ request, context }: Route.LoaderArgs) {
  requirePage(GUARDS.signedIn, context.get(requestContext), request);
  return redirect('/favoriten/meine-produkte');
}
