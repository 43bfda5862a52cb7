import { describe, expect, it } from 'vitest';
import { cartItemName, type ShopCartItem } from './cart';
import { cartItemProperties } from './cart-lines';

/** A cart line shows the price answer's name and properties (decision 1166), the stored ones only until it arrives. */
const frenchLine: ShopCartItem = {
  product: { id: 1, name: 'Caisse en bois sur mesure', articleNumber: 'KISTE_0001', properties: [{ name: 'Farbe', value: 'alt' }] },
  configuration: {},
  quantity: 1,
} as ShopCartItem;

describe('cart line texts', () => {
  it('R000-1.04 names the line in the answer’s language, else as stored', () => {
    expect(cartItemName(frenchLine, { name: 'Wooden crate made to measure' })).toBe('Wooden crate made to measure');
    expect(cartItemName(frenchLine, undefined)).toBe('Caisse en bois sur mesure');
    expect(cartItemName(frenchLine, { name: '  ' })).toBe('Caisse en bois sur mesure');
  });

  it('R000-2.85 lists the answer’s order-position properties for a line without configuration', () => {
    const properties = cartItemProperties(frenchLine, 'en-US', {}, { properties: [{ name: 'Umreifung', value: 'true', typeId: 8 }] });
    expect(properties).toHaveLength(1);
    expect(properties[0]?.value).not.toBe('alt');
    expect(cartItemProperties(frenchLine, 'de-CH', {}).map((property) => property.value)).toEqual(['alt']);
  });
});
