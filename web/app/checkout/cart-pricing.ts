import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { ShopCartItem } from './cart';
import { FETCH_DELAY_MS } from '../server/ops-timing';

/**
 * Prices of the cart from the server (000 §4: every change re-fetches prices): POST
 * /api/product/order-price with the items in cart order and the shipping postal code. The browser
 * never computes a price; until the server answers (or while the route is missing) the cart shows
 * 'Preis wird berechnet …'.
 */

export const ORDER_PRICE_PATH = '/api/product/order-price';
/** Fetch helper delay (000 §9): quick typing sends one request. */
export const PRICE_REQUEST_DELAY_MS = FETCH_DELAY_MS;

const money = z.union([z.string(), z.number()]).transform(String);

/** The answer of POST /api/product/order-price (read leniently: unknown fields are ignored). */
export const orderPriceResponseSchema = z.object({
  cartPrice: z.object({
    items: z.array(
      z.object({
        productId: z.number(),
        /** The product's name in the page's language (decision 1166); the stored name only until it arrives. */
        name: z.string().nullish(),
        /** The product's order-position attributes: the property list of a line without configuration (decision 1166). */
        properties: z.array(z.object({ name: z.string(), value: z.string(), typeId: z.number().optional() })).nullish(),
        quantity: z.number(),
        pricePerOne: money.nullable(),
        linePrice: money.nullable(),
        available: z.boolean(),
        reason: z.string().nullish(),
        /** Why a configuration cannot be built, in the shopper's language (reason invalid_configuration). */
        detail: z.string().nullish(),
        graduatedPrice: z.array(z.unknown()).nullish(),
      }),
    ),
    /** Sum of the line prices, before discount. */
    total: money.nullable(),
    /** total × (1 − discount), rounded: the cart's net total (000 §3 productPriceWithDiscount). */
    productPriceWithDiscount: money.nullable(),
    /** false when any item has no price: the totals are not shown as the cart's. */
    complete: z.boolean(),
  }),
  discount: z.union([z.string(), z.number()]).transform(String).nullish(),
  shippingCost: z
    .object({
      cost: money.nullable(),
      distance: z.union([z.string(), z.number()]).nullish(),
      effectiveCost: money.nullable(),
      paysFees: z.boolean().nullish(),
      /** Why the freight has no price here ('quoted_by_carrier' abroad, 'unknown_postal_code'). */
      reason: z.string().nullish(),
    })
    .nullish(),
});
export type OrderPrice = z.output<typeof orderPriceResponseSchema>;

/** The request body: one entry per cart item, in cart order (the answer's items follow it). */
export function orderPriceRequest(items: readonly ShopCartItem[], zipCode: string | undefined, country = 'CH') {
  return {
    cartItems: items.map((item) => ({ productId: item.product.id, quantity: item.quantity, configuration: item.configuration })),
    ...(zipCode ? { zipCode, country } : {}),
  };
}

/** POST /api/product/order-price with a JSON body (the one request every price in the browser comes from). */
export function postOrderPrice(body: string, signal: AbortSignal): Promise<Response> {
  return fetch(ORDER_PRICE_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
    signal,
    credentials: 'same-origin',
  });
}

export type CartPricing = { status: 'pending' } | { status: 'ready'; price: OrderPrice };

/** Asks the server for the prices whenever the items or the (valid) postal code change. */
export function useCartPricing(items: readonly ShopCartItem[], zipCode: string | undefined, country = 'CH'): CartPricing {
  const [pricing, setPricing] = useState<CartPricing>({ status: 'pending' });
  const body = JSON.stringify(orderPriceRequest(items, zipCode, country));
  useEffect(() => {
    if (items.length === 0) return;
    const controller = new AbortController();
    setPricing({ status: 'pending' });
    const timer = setTimeout(() => {
      postOrderPrice(body, controller.signal)
        .then(async (response) => {
          if (!response.ok) return;
          const parsed = orderPriceResponseSchema.safeParse(await response.json());
          if (parsed.success) setPricing({ status: 'ready', price: parsed.data });
        })
        .catch(() => {
          // Offline or aborted: the prices stay 'being calculated'.
        });
    }, PRICE_REQUEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body, items.length]);
  return pricing;
}
