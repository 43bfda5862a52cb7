import { nextCheckoutStep, saveCartInputSchema } from '@shop/engine';
import { data, redirect } from 'react-router';
import type { Route } from './+types/start';
import { engineContext } from '../server/engine-context';
import { requestContext } from '../server/request-context.server';
import { stepFormErrorsOf, formStatusOf } from '../kit/form-errors.server';
import { draftCookie, draftIdOf, field } from './checkout.server';

/** GET /checkout/start has nothing to show: the cart. */
export function loader() {
  return redirect('/checkout/');
}

/**
 * POST /checkout/start — 'Zur Kasse' on the cart page: the browser's cart (JSON in the field
 * `cart`) goes into the server-side draft, priced by the server; then on to the next step.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  const ctx = context.get(requestContext);
  const form = await request.formData();
  let cart: unknown;
  try {
    cart = JSON.parse(field(form, 'cart') || '{}');
  } catch {
    cart = {};
  }
  try {
    const draft = await engine.checkout.saveCart(ctx, draftIdOf(request), saveCartInputSchema.parse(cart));
    return redirect(nextCheckoutStep('cart', ctx.customerId !== undefined).path, { headers: { 'Set-Cookie': draftCookie(draft.id!, request) } });
  } catch (error) {
    return data(stepFormErrorsOf(error, ctx.locale), { status: formStatusOf(error) });
  }
}
