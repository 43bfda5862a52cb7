import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../../fixtures/demo/customers';
import { asCustomer, asGuest, useDemoEngine } from '../../test/world';
import { CategoryProduct } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { User } from '../customers/customer.entity';

/**
 * Every page that shows a price (product page, category cards, favourites,
 * quick order) shows the price the cart then charges — the signed-in customer's, with its
 * graduated rows; the list price for guests.
 */
const demo = useDemoEngine();
let muster: RequestContext;
let anna: RequestContext;
const guest = asGuest();

async function contextOf(email: string): Promise<RequestContext> {
  const user = await demo.engine.database.orm.em.fork().findOneOrFail(User, { email });
  return { ...asCustomer(user.customer.id), email };
}

beforeAll(async () => {
  muster = await contextOf(demoLogins.company.email);
  anna = await contextOf(demoLogins.person.email);
});

async function cartLine(ctx: RequestContext, productId: number, quantity: number) {
  const answer = await demo.engine.pricing.orderPrice(ctx, { cartItems: [{ productId, quantity, configuration: {} }] });
  return answer.cartPrice.items[0];
}

async function categoryPrice(ctx: RequestContext, productId: number) {
  const link = await demo.engine.database.orm.em.fork().findOneOrFail(CategoryProduct, { product: productId });
  const items = await demo.engine.catalog.categoryProducts.listCategoryProducts(ctx, { categoryId: link.category.id });
  return items.find((item) => item.id === productId);
}

describe('prices shown on pages equal the cart', () => {
  it('R001-3.14 R000-2.13 R000-7.29 Muster Logistik sees on PAL_0001 its FIX price 23.90 and graduated rows, the cart charges 23.90 (1) and 22.50 (10)', async () => {
    const page = await demo.engine.catalog.products.getProduct(muster, { articleNumber: 'PAL_0001' });
    expect(page.price).toBe('23.90');
    expect(page.graduatedPrice).toEqual([
      { quantity: 1, price: '23.90' },
      { quantity: 10, price: '22.50' },
      { quantity: 50, price: '20.90' },
      { quantity: 100, price: '19.40' },
    ]);
    const one = await cartLine(muster, page.id, 1);
    const ten = await cartLine(muster, page.id, 10);
    expect(one?.pricePerOne).toBe(page.price);
    expect(ten?.pricePerOne).toBe('22.50');
    expect(ten?.linePrice).toBe('225.00');
    expect(one?.graduatedPrice).toEqual(page.graduatedPrice);
  });

  it('R001-3.14 R000-7.29 a guest and Anna (no record) see and pay the list price 24.50 on PAL_0001, without graduated rows', async () => {
    for (const ctx of [guest, anna]) {
      const page = await demo.engine.catalog.products.getProduct(ctx, { articleNumber: 'PAL_0001' });
      expect(page.price).toBe('24.50');
      expect((await cartLine(ctx, page.id, 10))?.pricePerOne).toBe('24.50');
    }
  });

  it('R001-3.14 R000-2.78 category cards show each shopper the price its cart charges for quantity 1', async () => {
    const { id } = await demo.engine.catalog.products.getProduct(guest, { articleNumber: 'PAL_0001' });
    for (const [ctx, expected] of [
      [guest, '24.50'],
      [anna, '24.50'],
      [muster, '23.90'],
    ] as const) {
      const card = await categoryPrice(ctx, id);
      expect(card?.price).toBe(expected);
      expect((await cartLine(ctx, id, 1))?.pricePerOne).toBe(expected);
    }
  });

  it('R001-3.14 R000-2.52 favourites and own products carry the customer price of the cart (FIX rows of PAL_0010, own product)', async () => {
    const favourites = await demo.engine.catalog.products.listProducts(muster, { customerId: muster.customerId, customerProduct: 'favorites', withPrices: true });
    const owned = await demo.engine.catalog.products.listProducts(muster, { customerId: muster.customerId, customerProduct: 'owner', withPrices: true });
    const items = [...favourites.items, ...owned.items];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const line = await cartLine(muster, item.id, 1);
      expect(item.price).toBe(line?.pricePerOne ?? null);
      if (item.price === null) expect(item.priceReason).toBe(line?.reason);
    }
    expect(items.find((item) => item.articleNumber === 'PAL_0010')?.graduatedPrice.map((row) => row.quantity)).toEqual([1, 10, 50, 100]);
  });

  it('R001-3.14 a customer-only product without list price shows the customer its FIX price; a product without price carries the reason', async () => {
    const noList = await demo.engine.catalog.products.getProduct(muster, { articleNumber: 'KISTE_0011' });
    expect(noList.price).toBe('865.00');
    const items = (await demo.engine.catalog.products.listProducts(guest, { withPrices: true })).items.filter((item) => item.price === null);
    for (const item of items) expect(item.priceReason).toMatch(/^[a-z_]+$/);
  });
});
