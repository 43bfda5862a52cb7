import type { DraftCartLine } from '@shop/engine';
import { useEffect } from 'react';
import { toAnalyticsItem, track } from '../shop/analytics';

/**
 * Checkout events (000 §7): begin_checkout (cart page), checkout_progress on every step,
 * add_shipping_info and add_payment_info when those steps are saved, purchase on the completed
 * page with value, tax 0, shipping and currency CHF. All go through analytics.track, which
 * pushes only with consent.
 */
export const checkoutItems = (lines: readonly Pick<DraftCartLine, 'productId' | 'name' | 'articleNumber' | 'pricePerOne' | 'quantity'>[]) =>
  lines.map((line) => toAnalyticsItem({ id: line.productId, name: line.name, articleNumber: line.articleNumber, price: line.pricePerOne }, line.quantity));

/** checkout_progress once per visit of a step. */
export function useCheckoutProgressEvent(step: string, stepNumber: number, lines: readonly DraftCartLine[]): void {
  useEffect(() => {
    track('checkout_progress', { checkout_step: stepNumber, checkout_option: step, items: checkoutItems(lines) });
    // Once per step page; the lines do not change while it is shown.
  }, [step, stepNumber]);
}

export const trackShippingInfo = (lines: readonly DraftCartLine[], deliveryMode: string) => track('add_shipping_info', { shipping_tier: deliveryMode, items: checkoutItems(lines) });

export const trackPaymentInfo = (lines: readonly DraftCartLine[], paymentOption: number) => track('add_payment_info', { payment_type: String(paymentOption), items: checkoutItems(lines) });

/** purchase (000 §7): value, tax 0, shipping, currency CHF. */
export function trackPurchase(order: { formattedId: string; total: string | null; deliveryCost: string | null; positions?: { productId: number | null; name: string; quantity: number; pricePerOne: string | null }[] | undefined }) {
  return track('purchase', {
    transaction_id: order.formattedId,
    value: Number(order.total ?? 0),
    tax: 0,
    shipping: Number(order.deliveryCost ?? 0),
    currency: 'CHF',
    items: (order.positions ?? []).map((position) =>
      toAnalyticsItem({ id: position.productId ?? 0, name: position.name, articleNumber: '', price: position.pricePerOne }, position.quantity),
    ),
  });
}
