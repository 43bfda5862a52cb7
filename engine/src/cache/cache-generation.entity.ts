import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The one row whose `generation` grows with every change to data the engine keeps in memory
 * (products, prices, customers, freight: docs/performance.md, decision 973). Database triggers bump
 * it inside the writing transaction, so the change and the new generation commit together; every
 * instance reads it once per cached operation and drops what it kept under an older one.
 */
export const CacheGeneration = defineEntity({
  name: 'CacheGeneration',
  properties: {
    id: p.integer().primary(),
    generation: p.bigint().default(0),
  },
});
export type ICacheGeneration = InferEntity<typeof CacheGeneration>;
