import { keyOfItem, ONLINE_PAYMENT_METHODS } from '@shop/engine/browser';
import { data, Link, useLoaderData } from 'react-router';
import type { Route } from './+types/checkout-cart';
import { CartItemCard } from './components/CartItemCard';
import { CartTotal } from './components/CartTotal';
import { CheckoutStartForm } from './components/CheckoutStartForm';
import { TextWithCode } from '../kit/TextWithCode';
import { useCart, useCartReady } from './cart';
import { pricingZipCode } from './cart-lines';
import { useCartPricing } from './cart-pricing';
import { t as translate, useT } from '../i18n/i18n';
import { localeOfMatches } from '../i18n/i18n-shop';
import { pageMeta } from '../kit/meta';
import { engineContext } from '../server/engine-context';
import { useCheckoutText } from '../i18n/i18n-checkout';
import { requestContext } from '../server/request-context.server';
import { draftIdOf } from './checkout.server';
import productStylesHref from '../styles/product.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: productStylesHref }];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: translate(localeOfMatches(matches), 'cart.title') });

/**
 * The visitor's last order while its online payment is open (declined or ended on the provider's
 * page): the cart names it and leads to paying it, not to ordering the goods again (decision 1167).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  const ctx = context.get(requestContext);
  const order = draftIdOf(request) ? await engine.checkout.lastOrder(ctx, draftIdOf(request)) : null;
  // An online payment still open (PaymentStatus 2); an invoice order waits for its bank transfer, not for this.
  const open = order !== null && order.paymentMethodId !== null && (ONLINE_PAYMENT_METHODS as readonly number[]).includes(order.paymentMethodId) && order.paymentStatusId === 2;
  const unpaid = order && open ? { formattedId: order.formattedId, payPath: `/checkout/bezahlen/${engine.payments.payAgainToken(order.id)}` } : null;
  return data({ unpaid }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/**
 * The cart page /checkout/ (000 §2 checkout step 1, 'Warenkorb'). The cart lives in the browser,
 * so the server renders the frame and the items appear once the page has started; the frame is a
 * screen tall, so they push nothing visible down (cart.css, decision 1156).
 */
export default function CheckoutCartPage() {
  const t = useT();
  const { unpaid } = useLoaderData<typeof loader>();
  const checkout = useCheckoutText();
  const cart = useCart();
  const ready = useCartReady();
  const country = cart.country ?? 'CH';
  const pricing = useCartPricing(cart.items, pricingZipCode(cart.zipCode, country), country);
  return (
    <div className="container section cart-page">
      <h1 className="cart-page__title">{t('cart.title')}</h1>
      {unpaid && (
        <div className="notice cart-page__unpaid" role="status" data-testid="cart-unpaid-order">
          <p>
            <TextWithCode text={checkout.t('cart.unpaid.text', { id: unpaid.formattedId })} code={unpaid.formattedId} />
          </p>
          <Link to={unpaid.payPath} className="button button--primary" reloadDocument>
            <TextWithCode text={checkout.t('cart.unpaid.pay', { id: unpaid.formattedId })} code={unpaid.formattedId} />
          </Link>
        </div>
      )}
      {!ready ? (
        <p role="status">{t('cart.loading')}</p>
      ) : cart.items.length === 0 ? (
        <div className="cart-page__empty">
          <p>{t('cart.empty')}</p>
          <Link to="/" className="button">
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <div className="cart-page__layout">
          <div className="cart-page__items">
            {cart.items.map((item, index) => (
              <CartItemCard key={keyOfItem(item)} item={item} price={pricing.status === 'ready' ? pricing.price.cartPrice.items[index] : undefined} />
            ))}
          </div>
          <aside className="cart-page__aside">
            <CartTotal zipCode={cart.zipCode} country={country} pricing={pricing} />
            <CheckoutStartForm items={cart.items} zipCode={cart.zipCode} />
          </aside>
        </div>
      )}
    </div>
  );
}
