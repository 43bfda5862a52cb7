import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Customer } from '../customers/customer.entity';
import { createdAt, updatedAt } from '../db/columns';

/**
 * A checkout in progress, kept on the server (docs/checkout.md): an opaque HttpOnly cookie names
 * it, the steps write into `data`, and submitting turns it into an order. Drafts untouched for
 * 30 days are purged by the job `purge-checkout-drafts`.
 */
export const CheckoutDraft = defineEntity({
  name: 'CheckoutDraft',
  properties: {
    id: p.uuid().primary(),
    /** The registered customer the draft belongs to; null while the visitor is a guest. */
    customer: () => p.manyToOne(Customer).nullable().deleteRule('cascade'),
    data: p.json<Record<string, unknown>>(),
    /** The last order placed from this draft (completed and payment-failed pages read it). */
    orderId: p.integer().nullable(),
    /** The idempotency key of that order: a second submit with it never mails twice. */
    submittedKey: p.string().length(100).nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type ICheckoutDraft = InferEntity<typeof CheckoutDraft>;
