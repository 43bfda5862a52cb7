import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../db/columns';

/**
 * One PIN check of the quote checkout (GET /api/quote/for-checkout, POST /api/order/from-quote):
 * failures are counted per quote uuid and per client address over a sliding window
 * (docs/decisions/641-quote-pin-limits.md). `succeeded` is null while the PIN is being checked.
 */
export const QuotePinAttempt = defineEntity({
  name: 'QuotePinAttempt',
  indexes: [{ properties: ['uuid', 'createdAt'] }, { properties: ['address', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    /** The uuid as sent (unknown uuids are limited too). */
    uuid: p.string().length(64),
    /** Client IP address; null when the web server did not pass it. */
    address: p.string().length(64).nullable(),
    succeeded: p.boolean().nullable(),
    createdAt: createdAt(),
  },
});
export type IQuotePinAttempt = InferEntity<typeof QuotePinAttempt>;
