import { data, redirect } from 'react-router';
import type { Route } from './+types/merken';
import { GUARDS } from '@shop/engine/browser';
import { engineContext } from '../../server/engine-context';
import { requirePage } from '../../server/guards.server';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';

/** POST /favoriten/merken: marks or unmarks a favourite; without script it returns to the page it came from. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.signedIn, ctx, request);
  const form = await request.formData();
  try {
    const result = await context.get(engineContext).catalog.favourites.setFavourite(ctx, { productId: String(form.get('productId') ?? ''), favourite: String(form.get('favourite') ?? '') });
    if (request.headers.get('accept')?.includes('text/html') && !request.headers.get('x-requested-with')) {
      const back = request.headers.get('referer');
      if (back && new URL(back).origin === new URL(request.url).origin) return redirect(back);
    }
    return data(result);
  } catch (error) {
    throw toRouteError(error);
  }
}

export function loader() {
  return redirect('/favoriten/meine-produkte');
}
