import type { OrderView } from '../orders/order-view';
import { ONLINE_PAYMENT_METHODS } from '../requests/enums';
import type { ICheckoutDraft } from './checkout-draft.entity';
import type { CheckoutDeps } from './draft';

/**
 * The one way the checkout reads an order: by its id together with the proof the
 * visitor holds — the draft that placed or remembers it (the draft cookie: a guest's only proof;
 * a customer's draft opens only for that customer, draft.ts accessibleDraft), or a signed
 * pay-again link (decision 814). Never by an id alone and never as an administrator:
 * orders.orderById takes no request context, and no permission is made up for a guest.
 */
export type OrderProof = { draft: ICheckoutDraft | null } | { payLink: string };

/** The id of the order the proof names, or null (no order remembered, an invalid or foreign link). */
export function provenOrderId(deps: Pick<CheckoutDeps, 'payLinks'>, proof: OrderProof): number | null {
  if ('draft' in proof) return proof.draft?.orderId ?? null;
  return deps.payLinks?.verify(proof.payLink) ?? null;
}

/** Whether an order is paid online and its payment still open (payment status 2). */
export function isOpenOnlinePayment(order: Pick<OrderView, 'paymentMethodId' | 'paymentStatusId'>): boolean {
  return order.paymentMethodId !== null && (ONLINE_PAYMENT_METHODS as number[]).includes(order.paymentMethodId) && order.paymentStatusId === 2;
}

/**
 * The order the proof names. `syncPayment`: first re-read its payment state from the provider
 * ('first': always; 'open': only while an online payment is open); a provider that cannot be
 * reached leaves the state as stored.
 */
export async function readProvenOrder(deps: CheckoutDeps, proof: OrderProof, options: { syncPayment?: 'first' | 'open' } = {}): Promise<OrderView | null> {
  const orderId = provenOrderId(deps, proof);
  if (orderId === null) return null;
  const payments = deps.payments?.();
  if (options.syncPayment === 'first' && payments) await syncQuietly(deps, orderId);
  const order = await deps.orders.orderById(orderId);
  if (options.syncPayment !== 'open' || !order || !payments || !isOpenOnlinePayment(order)) return order;
  return (await syncQuietly(deps, orderId)) ? deps.orders.orderById(orderId) : order;
}

async function syncQuietly(deps: CheckoutDeps, orderId: number): Promise<boolean> {
  try {
    await deps.payments?.()?.syncPayment(orderId);
    return true;
  } catch (error) {
    deps.logger.warn({ err: error, orderId }, 'payment status could not be synchronised');
    return false;
  }
}
