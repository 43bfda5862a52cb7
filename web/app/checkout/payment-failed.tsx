import { useEffect } from 'react';
import { data, redirectDocument, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/payment-failed';
import { CheckoutPayActions } from './components/CheckoutPayActions';
import { TextWithCode } from '../kit/TextWithCode';
import { cartActions } from './cart';
import { catalogueText, useCheckoutText } from '../i18n/i18n-checkout';
import { pageMeta } from '../kit/meta';
import checkoutStylesHref from '../styles/checkout.css?url';
import { engineContext } from '../server/engine-context';
import { requestContext } from '../server/request-context.server';
import { stepFormErrorsOf, formStatusOf } from '../kit/form-errors.server';
import { draftIdOf } from './checkout.server';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesHref }];

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: catalogueText(loaderData?.locale ?? 'de-CH', 'checkout.paymentFailedTitle') });

/**
 * /checkout/payment-failed 'Bezahlung Fehlgeschlagen' (000 §2 step 8, hidden, outside the step
 * guard): titled 'Zahlungsfehler', a button back to the cart and, while the draft's order is
 * still open, 'pay again' (a new payment for the same order).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  const ctx = context.get(requestContext);
  const order = await engine.checkout.lastOrder(ctx, draftIdOf(request));
  return { locale: ctx.locale, order: order && { formattedId: order.formattedId, open: order.paymentStatusId === 2 } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  const ctx = context.get(requestContext);
  try {
    const { redirectUrl } = await engine.checkout.payAgain(ctx, draftIdOf(request));
    return redirectDocument(redirectUrl);
  } catch (error) {
    return data(stepFormErrorsOf(error, ctx.locale), { status: formStatusOf(error) });
  }
}

export default function CheckoutPaymentFailedPage() {
  const { order } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, catalogue } = useCheckoutText();
  const open = order?.open === true;
  // The goods are in the open order (decision 1167): a cart still holding them invites a second order.
  useEffect(() => {
    if (open) cartActions.clear();
  }, [open]);
  return (
    <section className="container section checkout-page checkout-page--outcome">
      <h1>{catalogue('checkout.paymentFailedTitle')}</h1>
      <p role="status">{order ? <TextWithCode text={t('failed.text', { id: order.formattedId })} code={order.formattedId} /> : t('failed.noOrder')}</p>
      {open && <p>{t('failed.cartEmptied')}</p>}
      <CheckoutPayActions canPay={open} label={t('failed.payAgain')} formError={result?.formError} />
    </section>
  );
}
