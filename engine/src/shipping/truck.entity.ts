import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A truck of the own fleet; dimensions of the loading space in cm (001 §3). */
export const Truck = defineEntity({
  name: 'Truck',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    length: p.integer(),
    width: p.integer(),
    height: p.integer(),
    loadMeter: p.decimal('string').precision(6).scale(2),
    maxParkingLots: p.integer(),
  },
});
export type ITruck = InferEntity<typeof Truck>;
