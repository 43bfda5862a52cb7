import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { money } from '../db/columns';

/**
 * A computed price per piece, shared by every web instance (the web keeps no state between
 * requests). key = customer + product + configuration hash + quantity; productTypeId and source
 * (workbook path or remote URL) let a change invalidate exactly what it affects (docs/pricing.md).
 * Plain id columns, no foreign keys: an entry of a deleted product or customer is never read
 * again and is dropped by the next invalidation or refresh.
 */
export const PriceCache = defineEntity({
  name: 'PriceCache',
  properties: {
    id: p.integer().primary(),
    key: p.string().length(64).unique(),
    /** null for a guest (no customer). */
    customerId: p.integer().nullable().index(),
    productId: p.integer().index(),
    productTypeId: p.integer().index(),
    configuration: p.json<Record<string, string>>(),
    quantity: p.integer(),
    strategy: p.integer(),
    /** Workbook path (EXCEL) or URL (REMOTE) the price came from. */
    source: p.string().length(1000).nullable().index(),
    pricePerOne: money(),
    graduatedPrice: p.json<{ quantity: number; price: string }[]>(),
    computedAt: p.datetime(),
  },
});
export type IPriceCache = InferEntity<typeof PriceCache>;
