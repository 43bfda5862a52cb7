import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, money, updatedAt } from '../db/columns';

/**
 * One provider transaction for an order (a new one per payment attempt). The order is referred
 * to by id without a foreign key: payments sit below orders in the domain map, and payment
 * records outlive a deleted order (docs/decisions/612-payment-records.md).
 */
export const PaymentTransaction = defineEntity({
  name: 'PaymentTransaction',
  properties: {
    id: p.integer().primary(),
    orderId: p.integer().index(),
    /** postfinance (the real API or the local simulator). */
    provider: p.string().length(30),
    providerTransactionId: p.string().length(100),
    /** Provider state: PENDING … COMPLETED, FULFILL, FAILED, DECLINE, VOIDED. */
    state: p.string().length(20),
    amount: money(),
    currency: p.string().length(3).default('CHF'),
    paymentMethodId: p.integer(),
    /** The provider's reason of an attempt that did not pay, when it tells one (decision 1152). */
    failureReason: p.string().length(500).nullable(),
    /** declined or abandoned, for an attempt that ended unpaid (provider.ts paymentFailureKind). */
    failureKind: p.string().length(20).nullable(),
    /** When the pay-again mail of this failed attempt was written (decision 814). */
    payAgainSentAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  uniques: [{ properties: ['provider', 'providerTransactionId'] }],
});
export type IPaymentTransaction = InferEntity<typeof PaymentTransaction>;

/** A webhook handled once per (entity, state): a replay finds its row and changes nothing. */
export const PaymentWebhookEvent = defineEntity({
  name: 'PaymentWebhookEvent',
  properties: {
    id: p.integer().primary(),
    provider: p.string().length(30),
    entityId: p.string().length(100),
    state: p.string().length(20),
    eventId: p.string().length(100).nullable(),
    /** processed (state applied) or ignored (unknown transaction, older state). */
    outcome: p.string().length(20),
    receivedAt: createdAt(),
  },
  uniques: [{ properties: ['provider', 'entityId', 'state'] }],
});
export type IPaymentWebhookEvent = InferEntity<typeof PaymentWebhookEvent>;
