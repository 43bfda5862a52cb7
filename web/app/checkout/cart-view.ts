import { calculateTotals, toDecimal, toMoneyString, type PaymentOption, type Totals } from '@shop/engine/browser';
import type { CartState, ShopCartItem } from './cart';
import { pricingZipCode } from './cart-lines';
import type { OrderPrice } from './cart-pricing';

/**
 * The cart as the spec models it (000 §3 Cart, R000-3.09): items, discount (fraction, default 0),
 * shippingCost, shippingZipCode, productPriceWithDiscount and paymentOption. The browser keeps
 * items and postal code (cart.ts); discount, shipping cost and prices are the server's answer
 * (cart-pricing.ts), the net total too. Items carry the spec's cart item
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
  return {
    items,
    discount,
    shippingCost: zip && shipping ? (shipping.effectiveCost ?? shipping.cost) : null,
    shippingZipCode: state.zipCode,
    productPriceWithDiscount: price?.cartPrice.complete && price.cartPrice.productPriceWithDiscount !== null ? toMoneyString(price.cartPrice.productPriceWithDiscount) : null,
    paymentOption,
  };
}

/**
 * The cart's totals block from the server's answer (the browser does not add up the
 * lines again): subtotal and net total as the server sent them; VAT and grand total by the
 * engine's totals rule on that net total, the delivery cost (null: none priced) and the country.
 */
export function cartTotals(price: OrderPrice, delivery: { deliveryCost: string | null; country: string }): Totals {
  const subtotal = price.cartPrice.total ?? '0';
  const net = price.cartPrice.productPriceWithDiscount ?? subtotal;
  const totals = calculateTotals({ lines: [{ pricePerOne: net, quantity: 1 }], deliveryCost: delivery.deliveryCost, isPickup: false, deliveryCountry: delivery.country });
  const gross = toDecimal(subtotal);
  return { ...totals, subtotal: gross, discountAmount: gross.minus(totals.total) };
}
