import { canChangeQuantity, canRemove, formatChf, keyOfItem } from '@shop/engine/browser';
import { UnavailablePrice } from '../../shop/components/PriceInfo';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { cartActions, cartItemName, MIN_CART_QUANTITY, parseCartQuantity, type ShopCartItem } from '../cart';
import { cartItemProperties } from '../cart-lines';
import type { OrderPrice } from '../cart-pricing';
import { useLocale, useT } from '../../i18n/i18n';
import { productPath } from '../../shop/components/ProductCard';
import { ProductImage } from '../../shop/components/ProductImage';
import { useAttributeTexts } from '../../i18n/attribute-texts';

/** German text of a price the server has not answered yet (see 'cart.pricePending'). */
export const PRICE_PENDING = 'Preis wird berechnet …';

type LinePrice = OrderPrice['cartPrice']['items'][number];

/**
 * One cart line (R000-2.85): image link, name, article number, property list, quantity (min 1),
 * remove button, price per piece, line total and the shopper's own reference.
 */
export function CartItemCard({ item, price }: { item: ShopCartItem; price: LinePrice | undefined }) {
  const t = useT();
  const locale = useLocale();
  const attributeTexts = useAttributeTexts();
  const key = keyOfItem(item);
  const id = useId();
  const [quantityText, setQuantityText] = useState(String(item.quantity));
  const [shownQuantity, setShownQuantity] = useState(item.quantity);
  if (shownQuantity !== item.quantity) {
    // The quantity changed elsewhere (another tab, an equal item added): show it.
    setShownQuantity(item.quantity);
    setQuantityText(String(item.quantity));
  }
  const quantityValid = parseCartQuantity(quantityText) !== undefined;
  const link = `${productPath(item.product.articleNumber)}?menge=${item.quantity}&ansicht=1`;
  const properties = cartItemProperties(item, locale, attributeTexts, price);
  const name = cartItemName(item, price);
  return (
    <article className="cart-item" aria-labelledby={`${id}-name`} data-cart-key={key}>
      <Link to={link} className="cart-item__image" aria-label={t('cart.viewItem', { name })}>
        <ProductImage src={item.productImageUrl} alt="" />
      </Link>
      <div className="cart-item__main">
        <h2 id={`${id}-name`} className="cart-item__name">
          <Link to={link}>{name}</Link>
        </h2>
        <p className="cart-item__number">
          {t('product.articleNumber')} {item.product.articleNumber}
        </p>
        {properties.length > 0 && (
          <dl className="property-list property-list--compact">
            {properties.map((property) => (
              <div key={property.name} className="property-list__row">
                <dt>{property.name}</dt>
                <dd>{property.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="field cart-item__reference">
          <label className="field__label" htmlFor={`${id}-ref`}>
            {t('cart.reference')}
          </label>
          <input
            id={`${id}-ref`}
            className="field__input"
            type="text"
            maxLength={200}
            value={item.customerRef ?? ''}
            onChange={(event) => cartActions.setCustomerRef(key, event.target.value)}
          />
        </div>
      </div>
      <div className="cart-item__order">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-qty`}>
            {t('cart.quantity')}
          </label>
          <input
            id={`${id}-qty`}
            className="field__input field__input--quantity"
            type="number"
            min={MIN_CART_QUANTITY}
            step={1}
            inputMode="numeric"
            value={quantityText}
            disabled={!canChangeQuantity(item.mutability)}
            aria-invalid={!quantityValid}
            aria-describedby={quantityValid ? undefined : `${id}-qty-error`}
            onChange={(event) => {
              setQuantityText(event.target.value);
              const next = parseCartQuantity(event.target.value);
              if (next !== undefined) {
                setShownQuantity(next);
                cartActions.setQuantity(key, next);
              }
            }}
          />
          {!quantityValid && (
            <p id={`${id}-qty-error`} className="field__error" role="alert">
              {t('cart.quantityMin')}
            </p>
          )}
        </div>
        <dl className="cart-item__prices">
          <div>
            <dt>{t('cart.pricePerPiece')}</dt>
            <dd data-testid="price-per-one">{priceText(price, 'pricePerOne', t('cart.pricePending'))}</dd>
          </div>
          <div>
            <dt>{t('cart.lineTotal')}</dt>
            <dd data-testid="line-price">{priceText(price, 'linePrice', t('cart.pricePending'))}</dd>
          </div>
        </dl>
        {price && !price.available && <UnavailablePrice reason={price.reason} detail={price.detail} />}
        {canRemove(item.mutability) && (
          <button type="button" className="button button--small cart-item__remove" onClick={() => cartActions.remove(key)}>
            {t('cart.remove')}
            <span className="visually-hidden">: {name}</span>
          </button>
        )}
      </div>
    </article>
  );
}

function priceText(price: LinePrice | undefined, field: 'pricePerOne' | 'linePrice', pending: string): string {
  if (!price) return pending;
  const value = price[field];
  return value === null ? '–' : `CHF ${formatChf(value)}`;
}
