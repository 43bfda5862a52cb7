import { silentLogger } from '../logging/logger';
import { deliveryDates, deliveryOffers, paymentChoices, summary } from './checkout-options';
import { getDraft, progress, saveCarrierService, saveCart, saveDelivery, saveDeliveryChoice, saveInvoice, savePayment } from './checkout-steps';
import { lastOrder, orderFromQuote, payAgain, payLinkOrder, purgeDrafts, reopenPayment, requestQuote, submit } from './checkout-submit';
import type { CheckoutDeps, CheckoutServiceOptions } from './draft';

/**
 * The server-side checkout (000 §2 checkout routes, §3 checkout data, §4, §5): a DRAFT per
 * visitor, named by an opaque cookie, that the steps fill in and that submitting turns into an
 * order. Every step's save checks on the server that the step is reachable (a skipped step is
 * refused), prices come only from the pricing service, and submitting is idempotent. Decisions:
 * docs/checkout.md, docs/decisions/620–624, docs/architecture.md (checkout).
 *
 * Each use case is a plain function `(deps, ctx, input)` in its file — schemas, draft,
 * checkout-steps, checkout-options, checkout-submit, draft-order (the one read of an order);
 * this file binds them once to the engine's dependencies (engine.checkout).
 */

export function createCheckoutService(options: CheckoutServiceOptions) {
  const deps: CheckoutDeps = { ...options, logger: options.logger ?? silentLogger, now: options.now ?? (() => new Date()) };
  const bound =
    <A extends unknown[], R>(useCase: (deps: CheckoutDeps, ...args: A) => R) =>
    (...args: A): R =>
      useCase(deps, ...args);
  return {
    getDraft: bound(getDraft),
    progress: bound(progress),
    saveCart: bound(saveCart),
    saveInvoice: bound(saveInvoice),
    saveDelivery: bound(saveDelivery),
    saveCarrierService: bound(saveCarrierService),
    saveDeliveryChoice: bound(saveDeliveryChoice),
    savePayment: bound(savePayment),
    paymentChoices: bound(paymentChoices),
    deliveryDates: bound(deliveryDates),
    deliveryOffers: bound(deliveryOffers),
    summary: bound(summary),
    submit: bound(submit),
    requestQuote: bound(requestQuote),
    payLinkOrder: bound(payLinkOrder),
    reopenPayment: bound(reopenPayment),
    payAgain: bound(payAgain),
    orderFromQuote: bound(orderFromQuote),
    lastOrder: bound(lastOrder),
    purgeDrafts: bound(purgeDrafts),
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
