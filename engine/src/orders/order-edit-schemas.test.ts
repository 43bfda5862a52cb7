import { describe, expect, it } from 'vitest';
import { quotePositionUpdateSchema } from '../quotes/quote-schemas';
import { addTypeAttributeSchema, updateTypeAttributeSchema } from '../catalog/product-type-admin';
import { createCategorySchema } from '../catalog/category-admin';
import { orderFieldsUpdateSchema, updateOrderPositionSchema } from './order-edit-schemas';

describe('a configuration left out of a position change', () => {
  it('stays "unchanged" for an order position (no empty configuration written over the stored one)', () => {
    expect(updateOrderPositionSchema.parse({ id: 1, quantity: 2 }).configuration).toBeUndefined();
    expect(updateOrderPositionSchema.parse({ id: 1, configuration: { width: 1200 } }).configuration).toEqual({ width: '1200' });
  });

  it('stays "unchanged" for a quote position', () => {
    expect(quotePositionUpdateSchema.parse({ id: 1, quantity: 2 }).configuration).toBeUndefined();
  });
});

describe('R001-7.066 R001-7.013 R001-7.115 numbers a column cannot hold are refused by field, not by the database (decision 1091)', () => {
  it('a delivery cost beyond numeric(12,2)', () => {
    const refused = orderFieldsUpdateSchema.safeParse({ deliveryCost: 1e20 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ message: 'validation.maxValue', path: ['deliveryCost'] });
    expect(orderFieldsUpdateSchema.parse({ deliveryCost: '9999999999.99' }).deliveryCost).toBe('9999999999.99');
  });

  it('a category and a product type attribute sort order beyond PostgreSQL integer', () => {
    expect(createCategorySchema.safeParse({ name: 'Kisten', order: 2_147_483_648 }).success).toBe(false);
    expect(createCategorySchema.parse({ name: 'Kisten', order: 2_147_483_647 }).order).toBe(2_147_483_647);
    expect(addTypeAttributeSchema.safeParse({ attributeId: 1, order: 2_147_483_648 }).success).toBe(false);
    expect(updateTypeAttributeSchema.safeParse({ productTypeAttributeId: 1, order: 2_147_483_648 }).success).toBe(false);
  });
});
