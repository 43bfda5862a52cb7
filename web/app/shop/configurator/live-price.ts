import { useEffect, useState } from 'react';
import { z } from 'zod';
import { postOrderPrice, PRICE_REQUEST_DELAY_MS, type OrderPrice, type OrderPriceRequest } from '../../checkout/cart-pricing';

/**
 * The live price of one product for a configuration and quantity, asked from the cart's own
 * engine call (POST /api/product/order-price) so the product page and configurator can never
 * show another price than the cart then charges. Debounced like the cart (200 ms); the browser
 * never computes a price.
 */

/** One priced line of the answer, as the document declares it (R000-7.29). */
type PricedLine = OrderPrice['cartPrice']['items'][number];
export type GraduatedRow = PricedLine['graduatedPrice'][number];

/** What the pages keep of a priced line (the loader's answer or the browser's). */
export interface LivePriceItem {
  pricePerOne: string | null;
  linePrice: string | null;
  available: boolean;
  reason?: string | null | undefined;
  detail?: string | null | undefined;
  graduatedPrice: GraduatedRow[];
}

export type LivePrice = { status: 'pending' } | { status: 'ready'; item: LivePriceItem } | { status: 'invalid'; problems: string[] } | { status: 'failed' };

/**
 * A 400 of /api/product/order-price: the configuration refused, each problem as 'Field: text'. A
 * problem that names its attribute already (params.attribute, decision 1088) reads as it came.
 */
const refusalSchema = z.object({
  errors: z.array(z.object({ message: z.string(), field: z.string().optional(), params: z.record(z.string(), z.unknown()).optional() })).min(1),
});

export function problemsOf(answer: unknown): string[] | null {
  const parsed = refusalSchema.safeParse(answer);
  if (!parsed.success) return null;
  return parsed.data.errors.map((error) => {
    if (typeof error.params?.attribute === 'string') return error.message;
    const name = error.field?.startsWith('cartItems.') ? error.field.split('.').slice(3).join('.') : '';
    return name ? `${name}: ${error.message}` : error.message;
  });
}

/** The request body of one product line. */
export function livePriceRequest(productId: number, configuration: Record<string, string>, quantity: number): OrderPriceRequest {
  return { cartItems: [{ productId, quantity, configuration }] };
}

/**
 * Asks for the price whenever product, configuration or quantity change (debounced). `initial`
 * (the loader's answer for the same line) is shown until the first answer, so the page renders a
 * price on the server. `enabled: false` (e.g. an invalid quantity) keeps the last answer.
 */
export function useLivePrice(
  productId: number,
  configuration: Record<string, string>,
  quantity: number,
  options: { enabled?: boolean; initial?: LivePriceItem | null } = {},
): LivePrice {
  const enabled = options.enabled ?? true;
  const request = livePriceRequest(productId, configuration, quantity);
  // The line the effect asks for, by content (each render builds a new request object).
  const body = JSON.stringify(request);
  // `body` is the line the current answer is for: the initial answer's line, or none yet.
  const [state, setState] = useState<{ body: string | null; price: LivePrice }>(() =>
    options.initial ? { body, price: { status: 'ready', item: options.initial } } : { body: null, price: { status: 'pending' } },
  );
  useEffect(() => {
    if (!enabled || state.body === body) return;
    const controller = new AbortController();
    // Pending is no answer for any line: coming back to the last priced line while this one is
    // asked (2400 → 14000 → 2400 mm within the delay) must ask again, not wait forever.
    setState({ body: null, price: { status: 'pending' } });
    const timer = setTimeout(() => {
      postOrderPrice(request, controller.signal)
        .then(({ data, error, response }) => {
          // An answer for a line the shopper has already changed is dropped (the request was aborted).
          if (controller.signal.aborted) return;
          if (response.status === 400) {
            const problems = problemsOf(error);
            if (problems) return setState({ body, price: { status: 'invalid', problems } });
          }
          const item = data?.cartPrice.items[0];
          setState({ body, price: item ? { status: 'ready', item: toLivePriceItem(item) } : { status: 'failed' } });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ body, price: { status: 'failed' } });
        });
    }, PRICE_REQUEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // state.body is read only to skip a request for the line the initial answer already priced.
  }, [body, enabled]);
  return state.price;
}

/** A priced line of the engine's answer as the pages keep it. */
export function toLivePriceItem(item: {
  pricePerOne: string | null;
  linePrice: string | null;
  available: boolean;
  reason?: string | undefined;
  detail?: string | undefined;
  graduatedPrice: GraduatedRow[];
}): LivePriceItem {
  return {
    pricePerOne: item.pricePerOne,
    linePrice: item.linePrice,
    available: item.available,
    reason: item.reason ?? null,
    detail: item.detail ?? null,
    graduatedPrice: item.graduatedPrice,
  };
}
