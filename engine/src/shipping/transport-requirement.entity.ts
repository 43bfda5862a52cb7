import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Product } from '../catalog/product.entity';

/**
 * How a product travels (001 §3): at most maxPackage pieces per pallet place, at least minSp
 * pallet places (default 1), or quantityForMinSp pieces on the minimum places.
 */
export const TransportRequirement = defineEntity({
  name: 'TransportRequirement',
  properties: {
    id: p.integer().primary(),
    product: () => p.oneToOne(Product).owner().unique().deleteRule('cascade'),
    maxPackage: p.integer().nullable(),
    minSp: p.integer().default(1),
    quantityForMinSp: p.integer().nullable(),
  },
});
export type ITransportRequirement = InferEntity<typeof TransportRequirement>;
