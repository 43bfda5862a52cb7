import { beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, asGuest, givenCatalog, givenCustomer, useTestDatabase } from '../../test/world';
import { createProductSearch, searchWords } from './product-search';
import { CustomerProduct } from './product.entity';

const em = useTestDatabase();
const ids = { muster: 0, other: 0 };

beforeAll(async () => {
  const fork = em();
  const { customer: muster } = givenCustomer(fork);
  const { customer: other } = givenCustomer(fork);
  const unpriced = { listPrice: null };
  const {
    products: { crate, special },
  } = givenCatalog(
    fork,
    {
      crate: { name: 'Holzkiste nach Mass', articleNumber: 'SRCH_KISTE_1', ...unpriced },
      pallet: { name: 'Europalette EPAL', articleNumber: 'SRCH_PAL_1', ...unpriced },
      exportCrate: { name: 'Exportkiste Seefracht', articleNumber: 'SRCH_EXPORT_1', translations: { fr: { name: 'Caisse maritime' }, en: { name: 'Sea freight crate' } }, ...unpriced },
      draft: { name: 'Holzkiste Entwurf', articleNumber: 'SRCH_KISTE_2', published: false, ...unpriced },
      special: { name: 'Sonderkiste Muster', articleNumber: 'SRCH_SONDER_1', publiclyAvailable: false, ...unpriced },
    },
    { name: 'Kiste' },
  );
  fork.create(CustomerProduct, { customer: muster, product: crate, externalProductId: 'ML-4711' });
  fork.create(CustomerProduct, { customer: muster, product: special, externalProductId: 'ML-9000' });
  await fork.flush();
  Object.assign(ids, { muster: muster.id, other: other.id });
}, 120_000);


describe('product search', () => {
  it('finds by part of a name or article number, every word, case-insensitive; only published products', async () => {
    const search = createProductSearch({ em });
    const guest = asGuest();
    expect((await search.search(guest, { q: 'holzKISTE' })).map((hit) => hit.articleNumber)).toEqual(['SRCH_KISTE_1']);
    expect((await search.search(guest, { q: 'srch_pal' })).map((hit) => hit.name)).toEqual(['Europalette EPAL']);
    expect((await search.search(guest, { q: 'kiste mass' })).map((hit) => hit.articleNumber)).toEqual(['SRCH_KISTE_1']);
    expect(await search.search(guest, { q: 'kiste palette' })).toEqual([]);
    expect(await search.search(guest, { q: 'x' })).toEqual([]);
    // A wildcard typed is a character, not a pattern.
    expect(await search.search(guest, { q: '%%' })).toEqual([]);
  });

  it('finds by the customer’s own article number, and customer-only products only for their customer', async () => {
    const search = createProductSearch({ em });
    const muster = asCustomer(ids.muster);
    expect(await search.search(muster, { q: 'ml-4711' })).toEqual([{ productId: expect.any(Number), name: 'Holzkiste nach Mass', articleNumber: 'SRCH_KISTE_1', ownNumber: 'ML-4711' }]);
    expect((await search.search(muster, { q: 'ML-' })).map((hit) => hit.articleNumber).sort()).toEqual(['SRCH_KISTE_1', 'SRCH_SONDER_1']);
    expect(await search.search(asCustomer(ids.other), { q: 'ml-4711' })).toEqual([]);
    expect(await search.search(asCustomer(ids.other), { q: 'sonderkiste' })).toEqual([]);
    expect((await search.search(muster, { q: 'sonderkiste' })).map((hit) => hit.ownNumber)).toEqual(['ML-9000']);
  });

  it('R000-1.05 finds by the French and English names and answers with the name in the caller’s language (decision 914)', async () => {
    const search = createProductSearch({ em });
    const french = asCustomer(undefined, [], 'fr-FR');
    expect(await search.search(french, { q: 'caisse MARITIME' })).toEqual([{ productId: expect.any(Number), name: 'Caisse maritime', articleNumber: 'SRCH_EXPORT_1', ownNumber: null }]);
    expect((await search.search(asCustomer(undefined, [], 'en-US'), { q: 'sea freight' })).map((hit) => hit.name)).toEqual(['Sea freight crate']);
    // Every language's name is searched whatever the reader's language; the answer speaks theirs.
    expect((await search.search(french, { q: 'seefracht' })).map((hit) => hit.name)).toEqual(['Caisse maritime']);
    expect((await search.search(asGuest(), { q: 'maritime' })).map((hit) => hit.name)).toEqual(['Exportkiste Seefracht']);
    // A product without a translation keeps its German name in French.
    expect((await search.search(french, { q: 'europalette' })).map((hit) => hit.name)).toEqual(['Europalette EPAL']);
  });

  it('splits a query into at most six words of two characters or more', () => {
    expect(searchWords('  Kiste  a  MASS kiste ')).toEqual(['kiste', 'mass']);
  });
});
