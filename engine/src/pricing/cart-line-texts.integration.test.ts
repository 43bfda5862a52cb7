import { describe, expect, it } from 'vitest';
import { asGuest, useDemoEngine } from '../../test/world';
import { anonymousContext } from '../context';
import { AttributeVisibility, hasVisibility } from '../catalog/enums';

/**
 * The cart line's name and properties come from the price answer (decision 1166): the product's
 * name in the language asked (a crate added in French reads English in the English cart), and its
 * order-position attributes as its page lists them, whatever way the line came in.
 */
const demo = useDemoEngine();

async function productOf(articleNumber: string) {
  const { items } = await demo.engine.catalog.products.listProducts(asGuest(), { articleNumber });
  const product = items[0];
  if (!product) throw new Error(`demo product ${articleNumber} missing`);
  return product;
}

describe('a cart line in the reader’s language', () => {
  it('R000-1.04 R000-3.06 names KISTE_0001 in the language of the request, not the one it was added in', async () => {
    const crate = await productOf('KISTE_0001');
    const line = { productId: crate.id, quantity: 1, configuration: {} };
    const names = await Promise.all(
      (['de-CH', 'fr-FR', 'en-US'] as const).map(async (locale) => (await demo.engine.pricing.orderPrice(anonymousContext({ locale }), { cartItems: [line] })).cartPrice.items[0]?.name),
    );
    expect(names[0]).toBe(crate.name);
    expect(names[1]).toBe('Caisse en bois sur mesure');
    expect(names[2]).toBe('Wooden crate made to measure');
  });

  it('R000-2.85 lists PAL_0001’s order-position attributes, the same list as its product page', async () => {
    const pallet = await productOf('PAL_0001');
    const answer = await demo.engine.pricing.orderPrice(asGuest(), { cartItems: [{ productId: pallet.id, quantity: 4, configuration: {} }] });
    const expected = pallet.values
      .filter((value) => hasVisibility(value.visibility, AttributeVisibility.ORDER_POSITION_GRID) && value.value !== null && value.value.trim() !== '')
      .map((value) => ({ name: value.name, value: value.value, typeId: value.typeId }));
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.cartPrice.items[0]?.properties).toEqual(expected);
  });
});
