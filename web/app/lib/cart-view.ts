import { calculateTotals, toMoneyString, type PaymentOption } from '@shop/engine/browser';
import { pricingZipCode, type CartState, type ShopCartItem } from './cart';
import type { OrderPrice } from './cart-pricing';

/**
 * The cart as the spec models it (000 §3 Cart, R000-3.09): items, discount (fraction, default 0),
 * shippingCost, shippingZipCode, productPriceWithDiscount and paymentOption. The browser keeps
 * items and postal code (cart.ts); discount, shipping cost and prices are the server's answer
 * (cart-pricing.ts), put together by the engine's totals rule. Items carry the spec's cart item
 * fields (R000-3.06), each with its price per piece from that answer.
 */
export interface CartView {
  items: ShopCartItem[];
  discount: string;
  shippingCost: string | null;
  shippingZipCode: string;
  productPriceWithDiscount: string | null;
  paymentOption: PaymentOption | null;
}

export function cartView(state: CartState, price: OrderPrice | undefined, paymentOption: PaymentOption | null = null): CartView {
  const discount = price?.discount ?? '0';
  const shipping = price?.shippingCost ?? null;
  const zip = pricingZipCode(state.zipCode);
  const items = state.items.map((item, index) => {
    const line = price?.cartPrice.items[index];
    return line ? { ...item, pricePerOne: line.pricePerOne === null ? null : toMoneyString(line.pricePerOne) } : item;
  });
  const complete = price !== undefined && state.items.every((_, index) => price.cartPrice.items[index]?.pricePerOne != null);
  const totals = complete
    ? calculateTotals({ lines: items.map((item) => ({ pricePerOne: item.pricePerOne ?? null, quantity: item.quantity })), discount, isPickup: false })
    : undefined;
  return {
    items,
    discount,
    shippingCost: zip && shipping ? (shipping.effectiveCost ?? shipping.cost) : null,
    shippingZipCode: state.zipCode,
    productPriceWithDiscount: totals ? toMoneyString(totals.total) : null,
    paymentOption,
  };
}
