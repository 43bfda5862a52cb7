import { describe, expect, it } from 'vitest';
import { asCustomer, asGuest, givenFixedProduct, useDemoEngine } from '../../test/world';
import { allPermissions } from '../auth/permissions';

const demo = useDemoEngine();
const admin = asCustomer(1, allPermissions);


describe('cached prices follow catalogue changes', () => {
  it('a changed list price is served at once, not the cached one', async () => {
    const product = await givenFixedProduct(demo.engine);
    const price = async () =>
      (await demo.engine.pricing.orderPrice(asGuest(), { cartItems: [{ productId: product.id, configuration: {}, quantity: 1 }] })).cartPrice
        .items[0]?.pricePerOne;
    const before = await price();
    expect(before).toBe(product.price);
    expect(await price()).toBe(before); // now cached

    await demo.engine.catalog.admin.updateProduct(admin, product.id, { listPrice: '999.95' });
    expect(await price()).toBe('999.95');
  });
});
