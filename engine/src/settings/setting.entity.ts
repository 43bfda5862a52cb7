import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { updatedAt } from '../db/columns';

/** Shop settings the back office edits (company closure days, freight tariff, …), one JSON value per key. */
export const Setting = defineEntity({
  name: 'Setting',
  properties: {
    key: p.string().length(100).primary(),
    value: p.json<unknown>(),
    updatedAt: updatedAt(),
  },
});
export type ISetting = InferEntity<typeof Setting>;
