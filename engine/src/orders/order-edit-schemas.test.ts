import { describe, expect, it } from 'vitest';
import { quotePositionUpdateSchema } from '../quotes/quote-schemas';
import { updateOrderPositionSchema } from './order-edit-schemas';

describe('a configuration left out of a position change', () => {
  it('stays "unchanged" for an order position (no empty configuration written over the stored one)', () => {
    expect(updateOrderPositionSchema.parse({ id: 1, quantity: 2 }).configuration).toBeUndefined();
    expect(updateOrderPositionSchema.parse({ id: 1, configuration: { width: 1200 } }).configuration).toEqual({ width: '1200' });
  });

  it('stays "unchanged" for a quote position', () => {
    expect(quotePositionUpdateSchema.parse({ id: 1, quantity: 2 }).configuration).toBeUndefined();
  });
});
