import { keyOfItem } from '@shop/engine/browser';
import { Link } from 'react-router';
import type { Route } from './+types/checkout-cart';
import { CartItemCard } from '../components/CartItemCard';
import { CartTotal } from '../components/CartTotal';
import { CheckoutStartForm } from '../components/CheckoutStartForm';
import { useCart, useCartReady } from '../lib/cart';
import { pricingZipCode } from '../lib/cart-lines';
import { useCartPricing } from '../lib/cart-pricing';
import { t as translate, useT } from '../lib/i18n';
import { localeOfMatches } from '../lib/i18n-shop';
import { pageMeta } from '../lib/meta';
import productStylesHref from '../styles/product.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: productStylesHref }];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: translate(localeOfMatches(matches), 'cart.title') });

/**
 * The cart page /checkout/ (000 §2 checkout step 1, 'Warenkorb'). The cart lives in the browser,
 * so the server renders the frame and the items appear once the page has started.
 */
export default function CheckoutCartPage() {
  const t = useT();
  const cart = useCart();
  const ready = useCartReady();
  const country = cart.country ?? 'CH';
  const pricing = useCartPricing(cart.items, pricingZipCode(cart.zipCode, country), country);
  return (
    <div className="container section cart-page">
      <h1 className="cart-page__title">{t('cart.title')}</h1>
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
