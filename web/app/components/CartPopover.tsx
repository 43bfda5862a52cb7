import { formatChf, keyOfItem } from '@shop/engine/browser';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { trackBeginCheckout } from '../lib/analytics';
import { useCart, useCartReady } from '../lib/cart';
import { useCartPricing, type CartPricing } from '../lib/cart-pricing';
import { useT } from '../lib/i18n';
import { ProductImage } from './ProductImage';

/** Up to this width the cart icon goes straight to the cart page (R000-2.70). */
export const SMALL_SCREEN_QUERY = '(max-width: 575.98px)';

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.4 2H20a1 1 0 0 1 1 1.2l-1.4 7A2 2 0 0 1 17.6 16H8.1a2 2 0 0 1-2-1.6L3.6 3H1V1h4a1 1 0 0 1 1 .8z"
      />
    </svg>
  );
}

/**
 * The header's cart (R000-2.68–2.71): a link to /checkout/ (so it works before JavaScript and on
 * small screens), opening a popover on larger screens with the items, the total, the position
 * counter and 'Zur Kasse'.
 */
export function CartPopover() {
  const t = useT();
  const cart = useCart();
  const ready = useCartReady();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const count = cart.items.length;

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        rootRef.current?.querySelector<HTMLElement>('.cart-button')?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <div className="cart-popover" ref={rootRef}>
      <Link
        to="/checkout/"
        className="cart-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(event) => {
          if (window.matchMedia(SMALL_SCREEN_QUERY).matches) return;
          event.preventDefault();
          setOpen((current) => !current);
        }}
      >
        <CartIcon />
        <span className="cart-button__label">{t('cart.title')}</span>
        <span className="cart-button__count" data-testid="cart-count" aria-label={count === 1 ? t('cart.positionOne') : t('cart.positions', { count })}>
          {ready ? count : 0}
        </span>
      </Link>
      {open && (
        <div id={panelId} className="cart-popover__panel" role="region" aria-label={t('cart.title')}>
          {count === 0 ? <p className="cart-popover__empty">{t('cart.empty')}</p> : <CartPopoverContent />}
        </div>
      )}
    </div>
  );
}

function CartPopoverContent() {
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
              <span className="cart-popover__name">{item.product.name}</span>
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
