import { formatChf, keyOfItem } from '@shop/engine/browser';
import { Link } from 'react-router';
import { trackBeginCheckout } from '../../shop/analytics';
import { cartItemName, useCart } from '../cart';
import { useCartPricing, type CartPricing } from '../cart-pricing';
import { useT } from '../../i18n/i18n';
import { ProductImage } from '../../shop/components/ProductImage';

/** The header cart's open panel (CartPopover.tsx loads it lazily): items, prices, total, 'Zur Kasse'. */
export default function CartPopoverContent() {
  const t = useT();
  const cart = useCart();
  const pricing: CartPricing = useCartPricing(cart.items, undefined);
  const price = pricing.status === 'ready' ? pricing.price : undefined;
  return (
    <>
      <ul className="cart-popover__list">
        {cart.items.map((item, index) => {
          const line = price?.cartPrice.items[index];
          return (
            <li key={keyOfItem(item)} className="cart-popover__item">
              <ProductImage src={item.productImageUrl} alt="" className="cart-popover__image" />
              <span className="cart-popover__name">{cartItemName(item, line)}</span>
              <span className="cart-popover__qty">{item.quantity} ×</span>
              <span className="cart-popover__price">{line ? (line.linePrice === null ? '–' : `CHF ${formatChf(line.linePrice)}`) : t('cart.pricePending')}</span>
            </li>
          );
        })}
      </ul>
      <p className="cart-popover__summary">
        <span data-testid="cart-positions">{cart.items.length === 1 ? t('cart.positionOne') : t('cart.positions', { count: cart.items.length })}</span>
        <span>
          {t('cart.total')} {price?.cartPrice.total ? `CHF ${formatChf(price.cartPrice.total)}` : t('cart.pricePending')}
        </span>
      </p>
      <Link to="/checkout" className="button button--primary cart-popover__checkout" onClick={() => trackBeginCheckout(cart.items)}>
        {t('cart.checkout')}
      </Link>
    </>
  );
}
