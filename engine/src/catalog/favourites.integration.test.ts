import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { anonymousContext } from '../context';
import { Customer } from '../customers/customer.entity';
import { createFavourites } from './favourites';
import { ProductType } from './product-type.entity';
import { CustomerProduct, Product } from './product.entity';

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
const ids = { anna: 0, other: 0, pallet: 0, privateOfOther: 0 };

beforeAll(async () => {
  db = await createTestDatabase();
  const fork = em();
  const type = fork.create(ProductType, { name: 'Palette' });
  const anna = fork.create(Customer, {});
  const other = fork.create(Customer, {});
  const pallet = fork.create(Product, { name: 'Europalette', articleNumber: 'FAV_PAL_1', productType: type, published: true, listPrice: '20.00' });
  const privateOfOther = fork.create(Product, { name: 'Sonderkiste', articleNumber: 'FAV_PRIV_1', productType: type, published: true, publiclyAvailable: false, listPrice: '20.00' });
  fork.create(CustomerProduct, { customer: other, product: privateOfOther, externalProductId: 'X-1' });
  fork.create(CustomerProduct, { customer: anna, product: pallet, externalProductId: 'ANNA-7' });
  await fork.flush();
  Object.assign(ids, { anna: anna.id, other: other.id, pallet: pallet.id, privateOfOther: privateOfOther.id });
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('favourites (issue 20 item 6)', () => {
  it('R000-3.04 marks and unmarks a favourite on the customer link, keeping the own article number', async () => {
    const favourites = createFavourites({ em });
    const anna = anonymousContext({ customerId: ids.anna });
    expect(await favourites.favouriteIds(anna)).toEqual([]);
    expect(await favourites.setFavourite(anna, { productId: ids.pallet, favourite: 'true' })).toEqual({ productId: ids.pallet, favourite: true });
    expect(await favourites.favouriteIds(anna)).toEqual([ids.pallet]);
    await favourites.setFavourite(anna, { productId: ids.pallet, favourite: false });
    expect(await favourites.favouriteIds(anna)).toEqual([]);
    const link = await em().findOneOrFail(CustomerProduct, { customer: ids.anna, product: ids.pallet });
    expect(link.externalProductId).toBe('ANNA-7');
  });

  it('refuses guests and another customer’s own products', async () => {
    const favourites = createFavourites({ em });
    await expect(favourites.setFavourite(anonymousContext(), { productId: ids.pallet, favourite: true })).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(favourites.setFavourite(anonymousContext({ customerId: ids.anna }), { productId: ids.privateOfOther, favourite: true })).rejects.toMatchObject({ kind: 'not_found' });
    expect(await favourites.favouriteIds(anonymousContext())).toEqual([]);
  });
});
