import { useEffect, useState } from 'react';
import { apiClient, type ApiRequestBody, type ApiSchema } from '../kit/api-client';
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

/**
 * The answer of POST /api/product/order-price as the document declares it (R000-7.29): the screens
 * read these types, and every HTTP test holds the server's answers against the same document.
 */
export type OrderPrice = ApiSchema<'OrderPrice'>;
/** The request body: the document's, so a field the server does not read fails the typecheck. */
export type OrderPriceRequest = ApiRequestBody<'/api/product/order-price'>;

/** The request body: one entry per cart item, in cart order (the answer's items follow it). */
export function orderPriceRequest(items: readonly ShopCartItem[], zipCode: string | undefined, country = 'CH'): OrderPriceRequest {
  return {
    cartItems: items.map((item) => ({ productId: item.product.id, quantity: item.quantity, configuration: item.configuration })),
    ...(zipCode ? { zipCode, country } : {}),
  };
}

/** POST /api/product/order-price (the one request every price in the browser comes from). */
export function postOrderPrice(body: OrderPriceRequest, signal: AbortSignal) {
  return apiClient.POST(ORDER_PRICE_PATH, { body, signal });
}

export type CartPricing = { status: 'pending' } | { status: 'ready'; price: OrderPrice };

/** Asks the server for the prices whenever the items or the (valid) postal code change. */
export function useCartPricing(items: readonly ShopCartItem[], zipCode: string | undefined, country = 'CH'): CartPricing {
  const [pricing, setPricing] = useState<CartPricing>({ status: 'pending' });
  const request = orderPriceRequest(items, zipCode, country);
  // The effect runs again when the request's content changes (`body`), not for each render's new object.
  const body = JSON.stringify(request);
  useEffect(() => {
    if (items.length === 0) return;
    const controller = new AbortController();
    setPricing({ status: 'pending' });
    const timer = setTimeout(() => {
      postOrderPrice(request, controller.signal)
        .then(({ data }) => {
          if (data) setPricing({ status: 'ready', price: data });
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
