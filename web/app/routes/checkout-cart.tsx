import { keyOfItem } from '@shop/engine/browser';
import { Link } from 'react-router';
import type { Route } from './+types/checkout-cart';
import { CartItemCard } from '../components/CartItemCard';
import { CartTotal } from '../components/CartTotal';
import { pricingZipCode, useCart, useCartReady } from '../lib/cart';
import { useCartPricing } from '../lib/cart-pricing';
import { pageMeta } from '../lib/meta';
import productStylesHref from '../styles/product.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: productStylesHref }];

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Warenkorb' });

/**
 * The cart page /checkout/ (000 §2 checkout step 1, 'Warenkorb'). The cart lives in the browser,
 * so the server renders the frame and the items appear once the page has started.
 */
export default function CheckoutCartPage() {
  const cart = useCart();
  const ready = useCartReady();
  const pricing = useCartPricing(cart.items, pricingZipCode(cart.zipCode));
  return (
    <div className="container section cart-page">
      <h1 className="cart-page__title">Warenkorb</h1>
      {!ready ? (
        <p role="status">Warenkorb wird geladen …</p>
      ) : cart.items.length === 0 ? (
        <div className="cart-page__empty">
          <p>Warenkorb leer</p>
          <Link to="/" className="button">
            Weiter einkaufen
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
            <CartTotal items={cart.items} zipCode={cart.zipCode} pricing={pricing} />
          </aside>
        </div>
      )}
    </div>
  );
}
