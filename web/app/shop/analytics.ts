import { readConsent, type ConsentChoice } from './consent';

/**
 * Analytics through the data layer (000 §7, R000-7.43–7.47): gtag-style consent commands always
 * go to `window.dataLayer`; events only when the stored consent is true. Items carry the spec's
 * fields articleNumber, name, id, price, quantity. The container script (Google Tag Manager) loads
 * only with ANALYTICS_CONTAINER_ID configured and consent granted (docs/decisions/531-consent-and-analytics.md).
 */

export type DataLayer = unknown[];

export const ANALYTICS_EVENTS = [
  'sign_up',
  'login',
  'view_item_list',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'begin_checkout',
  'checkout_progress',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

export interface AnalyticsItem {
  articleNumber: string;
  name: string;
  id: number;
  /** Price per piece in CHF as a number; null where the browser does not know it (cart lines are priced by the server). */
  price: number | null;
  quantity: number;
}

/** What a product-like value gives an analytics item. */
export interface ItemSource {
  id: number;
  name: string;
  articleNumber: string;
  price?: string | number | null | undefined;
}

export function toAnalyticsItem(product: ItemSource, quantity = 1): AnalyticsItem {
  const price = product.price === null || product.price === undefined || product.price === '' ? null : Number(product.price);
  return {
    articleNumber: product.articleNumber,
    name: product.name,
    id: product.id,
    price: price === null || Number.isNaN(price) ? null : price,
    quantity,
  };
}

/** The page's data layer (created when missing); undefined on the server. */
export function dataLayer(): DataLayer | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as { dataLayer?: DataLayer };
  holder.dataLayer ??= [];
  return holder.dataLayer;
}

/** gtag(): pushes its `arguments` object, the form in which the container reads consent commands. */
function gtagOn(layer: DataLayer) {
  return function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
}

/** The consent state for advertising and analytics of a choice (R000-4.52). */
export function consentState(granted: boolean) {
  const value = granted ? 'granted' : 'denied';
  return { ad_storage: value, ad_user_data: value, ad_personalization: value, analytics_storage: value } as const;
}

/** `gtag('consent', 'default' | 'update', {…})`: pushed whatever the consent (consent updates are excepted). */
export function pushConsent(layer: DataLayer, mode: 'default' | 'update', granted: boolean): void {
  gtagOn(layer)('consent', mode, consentState(granted));
}

/**
 * Pushes one event when consent is true (R000-7.43); returns whether it was pushed.
 * The item list goes under `ecommerce.items` with currency CHF.
 */
export function pushEvent(
  layer: DataLayer | undefined,
  consent: ConsentChoice,
  event: AnalyticsEvent,
  payload: { items?: readonly AnalyticsItem[]; [key: string]: unknown } = {},
): boolean {
  if (!layer || consent !== true) return false;
  const { items, ...rest } = payload;
  layer.push({ event, ecommerce: { currency: 'CHF', ...rest, ...(items ? { items: [...items] } : {}) } });
  return true;
}

/** For pages: pushes an event to `window.dataLayer` when the stored consent is true. */
export function track(event: AnalyticsEvent, payload: { items?: readonly AnalyticsItem[]; [key: string]: unknown } = {}): boolean {
  try {
    return pushEvent(dataLayer(), readConsent(), event, payload);
  } catch {
    return false; // Analytics never breaks the shop.
  }
}

export const trackViewItemList = (listName: string, products: readonly ItemSource[]) =>
  track('view_item_list', { item_list_name: listName, items: products.map((product) => toAnalyticsItem(product)) });
export const trackViewItem = (product: ItemSource) => track('view_item', { items: [toAnalyticsItem(product)] });
export const trackAddToCart = (product: ItemSource, quantity: number) => track('add_to_cart', { items: [toAnalyticsItem(product, quantity)] });
export const trackRemoveFromCart = (product: ItemSource, quantity: number) =>
  track('remove_from_cart', { items: [toAnalyticsItem(product, quantity)] });
export const trackBeginCheckout = (lines: readonly { product: ItemSource; quantity: number }[]) =>
  track('begin_checkout', { items: lines.map((line) => toAnalyticsItem(line.product, line.quantity)) });

/** The container (Google Tag Manager) loads only with an id configured and consent granted (R000-7.47). */
export function shouldLoadContainer(containerId: string | null | undefined, consent: ConsentChoice | null): containerId is string {
  return !!containerId && consent === true;
}

export function containerScriptUrl(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/** What the purchase event needs of a placed order. */
export interface PurchaseSource {
  /** The order's shown number (formattedId), the event's transaction_id. */
  transactionId: string;
  /** Order value in CHF (the grand total the shopper pays). */
  value: string | number;
  /** Shipping cost in CHF; null or undefined for none (pickup). */
  shipping?: string | number | null | undefined;
  lines: readonly { product: ItemSource; quantity: number }[];
}

/**
 * The payload of the purchase event (000 §7, R000-7.46): value, tax 0, shipping cost and currency
 * CHF, with the items' fields of R000-7.45. Amounts as numbers (the container sums them).
 */
export function purchaseEvent(order: PurchaseSource) {
  const amount = (value: string | number | null | undefined) => {
    const number = value === null || value === undefined || value === '' ? 0 : Number(value);
    return Number.isFinite(number) ? number : 0;
  };
  return {
    transaction_id: order.transactionId,
    value: amount(order.value),
    tax: 0,
    shipping: amount(order.shipping),
    currency: 'CHF' as const,
    items: order.lines.map((line) => toAnalyticsItem(line.product, line.quantity)),
  };
}

/** For the completed checkout page: the purchase event, only with consent. */
export const trackPurchase = (order: PurchaseSource) => track('purchase', purchaseEvent(order));
