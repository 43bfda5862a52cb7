import { useEffect } from 'react';
import { Link, useLoaderData } from 'react-router';
import { TextWithCode } from '../kit/TextWithCode';
import type { Route } from './+types/completed';
import { deliveryTypeDocumentLabel } from '@shop/engine/browser';
import { cartActions } from './cart';
import { useCompany } from '../kit/company';
import { trackPurchase } from './checkout-analytics';
import { catalogueText, useCheckoutText } from '../i18n/i18n-checkout';
import { pageMeta } from '../kit/meta';
import checkoutStylesHref from '../styles/checkout.css?url';
import { engineContext } from '../server/engine-context';
import { requestContext } from '../server/request-context.server';
import { draftIdOf } from './checkout.server';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesHref }];

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: catalogueText(loaderData?.locale ?? 'de-CH', 'checkout.step.completed') });

/**
 * /checkout/completed 'Abgeschlossen' (000 §2 step 7, hidden, outside the step guard): the
 * thanks of 000 §8, the order number, the way of delivery (a parcel by post, decision 1140), and in the browser the local cart emptied and the
 * purchase event (value, tax 0, shipping, CHF). A quote request lands here too (?offerte=…).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  const ctx = context.get(requestContext);
  const quote = new URL(request.url).searchParams.get('offerte');
  const order = quote ? null : await engine.checkout.lastOrder(ctx, draftIdOf(request));
  return {
    locale: ctx.locale,
    quote,
    order: order && {
      formattedId: order.formattedId,
      total: order.total,
      deliveryCost: order.deliveryCost,
      deliveryType: order.deliveryType,
      paid: order.paymentStatusId === 1,
      positions: order.positions?.map((position) => ({ productId: position.productId, name: position.name, quantity: position.quantity, pricePerOne: position.pricePerOne })),
    },
  };
}

export default function CheckoutCompletedPage() {
  const { order, quote } = useLoaderData<typeof loader>();
  const { t, catalogue, locale } = useCheckoutText();
  const company = useCompany();
  useEffect(() => {
    if (!order) return;
    cartActions.clear();
    const key = `purchase-tracked:${order.formattedId}`;
    try {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, '1');
    } catch {
      // Without session storage the event may repeat on reload; analytics never blocks the page.
    }
    trackPurchase(order);
  }, [order]);
  return (
    <section className="container section checkout-page checkout-page--outcome">
      <h1>{catalogue('checkout.step.completed')}</h1>
      {quote ? (
        <>
          <p className="checkout-outcome__message" role="status">
            {t('completed.quote')}
          </p>
          <p>{quote}</p>
        </>
      ) : (
        <>
          <p className="checkout-outcome__message" role="status">
            {catalogue('checkout.completed')}
          </p>
          {order && (
            <p data-testid="order-number">
              <TextWithCode text={t('completed.orderNumber', { id: order.formattedId })} code={order.formattedId} />
            </p>
          )}
          {order && <p data-testid="order-delivery">{t('completed.delivery', { way: deliveryTypeDocumentLabel(order.deliveryType, locale, company) })}</p>}
          {order?.paid && <p>{t('completed.paid')}</p>}
        </>
      )}
      <Link to="/" className="button">
        {t('completed.continue')}
      </Link>
    </section>
  );
}
