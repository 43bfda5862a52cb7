import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../db/columns';

/**
 * One call counted by a limit (decision 873): which limit (scope), whose (a client address, or a
 * target such as an e-mail), when. Shared by every instance on the database; purged after a day.
 */
export const RateLimitHit = defineEntity({
  name: 'RateLimitHit',
  indexes: [{ properties: ['scope', 'key', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    scope: p.string().length(60),
    key: p.string().length(300),
    createdAt: createdAt(),
  },
});
export type IRateLimitHit = InferEntity<typeof RateLimitHit>;
