import { p } from '@mikro-orm/core';

/** Money in CHF: numeric(12,2), read back as a decimal string for decimal.js. */
export const money = () => p.decimal('string').precision(12).scale(2);
/** A fraction such as a discount (0.05 = 5 %): numeric(6,4). */
export const fraction = () => p.decimal('string').precision(6).scale(4);
export const createdAt = () => p.datetime().onCreate(() => new Date());
export const updatedAt = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());
/** Soft delete: alive while null. */
export const deletedAt = () => p.datetime().nullable();
