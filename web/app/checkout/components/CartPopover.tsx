import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { useCart, useCartReady } from '../cart';
import { useT } from '../../i18n/i18n';

/**
 * The open panel's items and prices: a chunk of its own (with the price request and its schema),
 * so no page's first JavaScript carries it. It is fetched once the cart has items, or
 * when the pointer or focus reaches the button; kept here once loaded, so the panel opens at once.
 */
let CartPopoverContent: ComponentType | undefined;
let loading: Promise<ComponentType> | undefined;
function loadContent(): Promise<ComponentType> {
  loading ??= import('./CartPopoverContent').then(
    (module) => (CartPopoverContent = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

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
  const shown = ready ? count : 0;

  // 'failed': the chunk could not be loaded (offline, a deploy): the panel links to the cart page.
  const [content, setContent] = useState<'loaded' | 'failed' | undefined>(CartPopoverContent ? 'loaded' : undefined);
  useEffect(() => {
    if ((count > 0 || open) && !CartPopoverContent) loadContent().then(() => setContent('loaded'), () => setContent('failed'));
  }, [count, open]);

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
        onPointerEnter={() => void loadContent().catch(() => undefined)}
        onFocus={() => void loadContent().catch(() => undefined)}
        onClick={(event) => {
          if (window.matchMedia(SMALL_SCREEN_QUERY).matches) return;
          event.preventDefault();
          setOpen((current) => !current);
        }}
      >
        <CartIcon />
        <span className="cart-button__label">{t('cart.title')}</span>
        {/* The number for the eye, its words for a screen reader (a plain span takes no aria-label). */}
        <span className="cart-button__count" data-testid="cart-count" aria-hidden="true">
          {ready ? count : 0}
        </span>
        <span className="visually-hidden">{shown === 1 ? t('cart.positionOne') : t('cart.positions', { count: shown })}</span>
      </Link>
      {open && (
        <div id={panelId} className="cart-popover__panel" role="region" aria-label={t('cart.title')}>
          {count === 0 ? (
            <p className="cart-popover__empty">{t('cart.empty')}</p>
          ) : CartPopoverContent ? (
            <CartPopoverContent />
          ) : content === 'failed' ? (
            <Link to="/checkout/" className="button button--primary cart-popover__checkout">
              {t('cart.title')}
            </Link>
          ) : (
            <p className="cart-popover__empty">{t('cart.loading')}</p>
          )}
        </div>
      )}
    </div>
  );
}
