import { beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, asGuest, givenCatalog, givenCustomer, useTestDatabase } from '../../test/world';
import { createFavourites } from './favourites';
import { CustomerProduct } from './product.entity';

const em = useTestDatabase();
const ids = { anna: 0, other: 0, pallet: 0, privateOfOther: 0 };

beforeAll(async () => {
  const fork = em();
  const {
    products: { pallet, privateOfOther },
  } = givenCatalog(
    fork,
    {
      pallet: { articleNumber: 'FAV_PAL_1', listPrice: '20.00' },
      privateOfOther: { name: 'Sonderkiste', articleNumber: 'FAV_PRIV_1', publiclyAvailable: false, listPrice: '20.00' },
    },
    { name: 'Palette' },
  );
  const { customer: anna } = givenCustomer(fork);
  const { customer: other } = givenCustomer(fork);
  fork.create(CustomerProduct, { customer: other, product: privateOfOther, externalProductId: 'X-1' });
  fork.create(CustomerProduct, { customer: anna, product: pallet, externalProductId: 'ANNA-7' });
  await fork.flush();
  Object.assign(ids, { anna: anna.id, other: other.id, pallet: pallet.id, privateOfOther: privateOfOther.id });
}, 120_000);


describe('favourites', () => {
  it('R000-3.04 marks and unmarks a favourite on the customer link, keeping the own article number', async () => {
    const favourites = createFavourites({ em });
    const anna = asCustomer(ids.anna);
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
    await expect(favourites.setFavourite(asGuest(), { productId: ids.pallet, favourite: true })).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(favourites.setFavourite(asCustomer(ids.anna), { productId: ids.privateOfOther, favourite: true })).rejects.toMatchObject({ kind: 'not_found' });
    expect(await favourites.favouriteIds(asGuest())).toEqual([]);
  });
});
