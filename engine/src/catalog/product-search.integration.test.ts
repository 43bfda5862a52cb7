import { beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, asGuest, givenCatalog, givenCustomer, useTestDatabase } from '../../test/world';
import { Category } from './category.entity';
import { ProductKind } from './enums';
import { createProductSearch, searchWords } from './product-search';
import { CustomerProduct, Product } from './product.entity';

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
      wine: { name: 'Weinbox Bordeaux', articleNumber: 'SRCH_WEIN_1', description: 'Mit Schiebedeckel für sechs Flaschen.', translations: { fr: { description: 'Avec couvercle coulissant pour six bouteilles.' }, en: { description: 'With a sliding lid for six bottles.' } }, ...unpriced },
      draft: { name: 'Holzkiste Entwurf', articleNumber: 'SRCH_KISTE_2', published: false, ...unpriced },
      special: { name: 'Sonderkiste Muster', articleNumber: 'SRCH_SONDER_1', publiclyAvailable: false, ...unpriced },
    },
    { name: 'Kiste' },
  );
  fork.create(CustomerProduct, { customer: muster, product: crate, externalProductId: 'ML-4711' });
  fork.create(CustomerProduct, { customer: muster, product: special, externalProductId: 'ML-9000' });
  fork.create(Category, { name: 'Gitterboxen', description: 'Offene Lattenverschläge', shopTypeId: 1 });
  fork.create(Category, { name: 'Kartonagen', shopTypeId: 1, published: false });
  await fork.flush();
  Object.assign(ids, { muster: muster.id, other: other.id });
}, 120_000);


describe('product search', () => {
  it('finds by part of a name or article number, every word, case-insensitive; only published products', async () => {
    const search = createProductSearch({ em });
    const guest = asGuest();
    expect((await search.search(guest, { q: 'holzKISTE' })).hits.map((hit) => hit.articleNumber)).toEqual(['SRCH_KISTE_1']);
    expect((await search.search(guest, { q: 'srch_pal' })).hits.map((hit) => hit.name)).toEqual(['Europalette EPAL']);
    expect((await search.search(guest, { q: 'kiste mass' })).hits.map((hit) => hit.articleNumber)).toEqual(['SRCH_KISTE_1']);
    expect((await search.search(guest, { q: 'kiste palette' })).hits).toEqual([]);
    expect((await search.search(guest, { q: 'x' })).hits).toEqual([]);
    // A wildcard typed is a character, not a pattern.
    expect((await search.search(guest, { q: '%%' })).hits).toEqual([]);
  });

  it('finds by the customer’s own article number, and customer-only products only for their customer', async () => {
    const search = createProductSearch({ em });
    const muster = asCustomer(ids.muster);
    expect((await search.search(muster, { q: 'ml-4711' })).hits).toEqual([{ productId: expect.any(Number), name: 'Holzkiste nach Mass', articleNumber: 'SRCH_KISTE_1', ownNumber: 'ML-4711' }]);
    expect((await search.search(muster, { q: 'ML-' })).hits.map((hit) => hit.articleNumber).sort()).toEqual(['SRCH_KISTE_1', 'SRCH_SONDER_1']);
    expect((await search.search(asCustomer(ids.other), { q: 'ml-4711' })).hits).toEqual([]);
    expect((await search.search(asCustomer(ids.other), { q: 'sonderkiste' })).hits).toEqual([]);
    expect((await search.search(muster, { q: 'sonderkiste' })).hits.map((hit) => hit.ownNumber)).toEqual(['ML-9000']);
  });

  it('R000-1.05 finds by the French and English names and answers with the name in the caller’s language (decision 914)', async () => {
    const search = createProductSearch({ em });
    const french = asCustomer(undefined, [], 'fr-FR');
    expect((await search.search(french, { q: 'caisse MARITIME' })).hits).toEqual([{ productId: expect.any(Number), name: 'Caisse maritime', articleNumber: 'SRCH_EXPORT_1', ownNumber: null }]);
    expect((await search.search(asCustomer(undefined, [], 'en-US'), { q: 'sea freight' })).hits.map((hit) => hit.name)).toEqual(['Sea freight crate']);
    // Every language's name is searched whatever the reader's language; the answer speaks theirs.
    expect((await search.search(french, { q: 'seefracht' })).hits.map((hit) => hit.name)).toEqual(['Caisse maritime']);
    expect((await search.search(asGuest(), { q: 'maritime' })).hits.map((hit) => hit.name)).toEqual(['Exportkiste Seefracht']);
    // A product without a translation keeps its German name in French.
    expect((await search.search(french, { q: 'europalette' })).hits.map((hit) => hit.name)).toEqual(['Europalette EPAL']);
  });

  it('R000-1.05 ranks the products of the shop the caller is in first among equal hits: the packaging shop its crates, the furniture shop its furniture (decision 1181)', async () => {
    const fork = em();
    givenCatalog(fork, {
      bed: { name: 'Lattenrost Bett', articleNumber: 'SRCH_MOEB_1', kindCode: ProductKind.MOEBEL, description: 'Geliefert im Verschlag.', listPrice: null },
      frame: { name: 'Lattenrost Verschlag', articleNumber: 'SRCH_VERSCHLAG_1', kindCode: ProductKind.VERPACKUNG, listPrice: null },
    });
    await fork.flush();
    const search = createProductSearch({ em });
    const order = async (shopMode: 'verpackung' | 'moebel') => (await search.search({ ...asGuest(), shopMode }, { q: 'lattenrost' })).hits.map((hit) => hit.articleNumber);
    // Without the shop, the shorter name would come first.
    expect(await order('verpackung')).toEqual(['SRCH_VERSCHLAG_1', 'SRCH_MOEB_1']);
    expect(await order('moebel')).toEqual(['SRCH_MOEB_1', 'SRCH_VERSCHLAG_1']);
    // A hit in the name still ranks before the own shop's hit in a description only.
    expect((await search.search({ ...asGuest(), shopMode: 'moebel' }, { q: 'verschlag' })).hits.map((hit) => hit.articleNumber)).toEqual(['SRCH_VERSCHLAG_1', 'SRCH_MOEB_1']);
  });

  it('splits a query into at most six words of two characters or more', () => {
    expect(searchWords('  Kiste  a  MASS kiste ')).toEqual(['kiste', 'mass']);
  });
});

/** The dictionary's words (decision 1136), as `word/language count`. */
async function dictionary(like: string): Promise<string[]> {
  const rows = await em().getConnection().execute<{ word: string; language: string; count: number }[]>(`select word, language, count from search_word where word like ? order by word, language`, [like]);
  return rows.map((row) => `${row.word}/${row.language} ${row.count}`);
}

describe('typos (decision 1136)', () => {
  it('R000-1.05 a mistyped word finds the products of its nearest dictionary word, with the suggestion in the shopper’s language', async () => {
    const search = createProductSearch({ em });
    const guest = asGuest();
    const kisste = await search.search(guest, { q: 'kisste' });
    expect(kisste.suggestion).toBe('Kiste');
    expect(kisste.hits.map((hit) => hit.articleNumber).sort()).toEqual(['SRCH_EXPORT_1', 'SRCH_KISTE_1']);
    expect(await search.search(guest, { q: 'palete' })).toEqual({ suggestion: 'Palette', hits: [expect.objectContaining({ articleNumber: 'SRCH_PAL_1' })] });
    // French and English words, written as their language writes them.
    const french = asCustomer(undefined, [], 'fr-FR');
    expect(await search.search(french, { q: 'caise' })).toEqual({ suggestion: 'caisse', hits: [expect.objectContaining({ name: 'Caisse maritime' })] });
    expect(await search.search(asCustomer(undefined, [], 'en-US'), { q: 'craet' })).toEqual({ suggestion: 'crate', hits: [expect.objectContaining({ name: 'Sea freight crate' })] });
    // The other words of the query stay as typed; every word still has to match.
    expect(await search.search(guest, { q: 'kisste seefracht' })).toEqual({ suggestion: 'Kiste seefracht', hits: [expect.objectContaining({ articleNumber: 'SRCH_EXPORT_1' })] });
    expect(await search.search(guest, { q: 'kisste epal' })).toEqual({ suggestion: null, hits: [] });
    // Nothing near: no hits, no suggestion.
    expect(await search.search(guest, { q: 'zzqqxx' })).toEqual({ suggestion: null, hits: [] });
  });

  it('searches descriptions in the three languages, mistyped too', async () => {
    const search = createProductSearch({ em });
    const guest = asGuest();
    expect((await search.search(guest, { q: 'schiebedeckel' })).hits.map((hit) => hit.articleNumber)).toEqual(['SRCH_WEIN_1']);
    expect((await search.search(guest, { q: 'couvercle coulissant' })).hits.map((hit) => hit.articleNumber)).toEqual(['SRCH_WEIN_1']);
    expect((await search.search(guest, { q: 'sliding lid' })).hits.map((hit) => hit.articleNumber)).toEqual(['SRCH_WEIN_1']);
    expect(await search.search(guest, { q: 'schiebedekel' })).toEqual({ suggestion: 'Schiebedeckel', hits: [expect.objectContaining({ articleNumber: 'SRCH_WEIN_1' })] });
    expect((await search.search(asCustomer(undefined, [], 'fr-FR'), { q: 'couvercle coulisant' })).suggestion).toBe('couvercle coulissant');
  });

  it('an article number or the customer’s own number one character off finds its product, exact number first', async () => {
    const search = createProductSearch({ em });
    expect(await search.search(asGuest(), { q: 'srch_kiste_11' })).toEqual({ suggestion: 'SRCH_KISTE_1', hits: [expect.objectContaining({ articleNumber: 'SRCH_KISTE_1' })] });
    expect((await search.search(asGuest(), { q: 'srch-pal_1' })).hits.map((hit) => hit.articleNumber)).toEqual(['SRCH_PAL_1']);
    const muster = asCustomer(ids.muster);
    expect(await search.search(muster, { q: 'ml-4712' })).toEqual({ suggestion: 'ML-4711', hits: [{ productId: expect.any(Number), name: 'Holzkiste nach Mass', articleNumber: 'SRCH_KISTE_1', ownNumber: 'ML-4711' }] });
    expect((await search.search(muster, { q: 'ML-9001' })).hits.map((hit) => hit.ownNumber)).toEqual(['ML-9000']);
    // Another customer's own numbers are no suggestion.
    expect(await search.search(asCustomer(ids.other), { q: 'ml-4712' })).toEqual({ suggestion: null, hits: [] });
  });

  it('the dictionary holds the public catalogue only and follows every change of a product or category', async () => {
    // Customer-only, unpublished products and unpublished categories give no word a suggestion could show.
    expect(await dictionary('sonderkiste%')).toEqual([]);
    expect(await dictionary('entwurf%')).toEqual([]);
    expect(await dictionary('kartonagen%')).toEqual([]);
    expect(await dictionary('gitterboxen%')).toEqual(['gitterboxen/de 1']);
    expect(await dictionary('srch_kiste%')).toEqual(['srch_kiste_1/ 1']);
    expect(await dictionary('caisse%')).toEqual(['caisse/fr 1']);
    expect(await search().search(asGuest(), { q: 'sondrkiste' })).toEqual({ suggestion: null, hits: [] });
    const fork = em();
    const product = await fork.findOneOrFail(Product, { articleNumber: 'SRCH_PAL_1' });
    product.name = 'Zirbenpalette Alpin';
    await fork.flush();
    expect(await dictionary('europalette%')).toEqual([]);
    expect(await dictionary('zirbenpalette%')).toEqual(['zirbenpalette/de 1']);
    expect((await search().search(asGuest(), { q: 'zirbenpalete' })).suggestion).toBe('Zirbenpalette');
    product.published = false;
    await fork.flush();
    expect(await dictionary('zirbenpalette%')).toEqual([]);
    product.published = true;
    await fork.flush();
    fork.remove(product);
    await fork.flush();
    expect(await dictionary('zirbenpalette%')).toEqual([]);
    expect(await dictionary('alpin%')).toEqual([]);
    const category = await fork.findOneOrFail(Category, { name: 'Gitterboxen' });
    category.translations = { fr: { name: 'Caisses claire-voie' } };
    await fork.flush();
    expect(await dictionary('claire-voie%')).toEqual(['claire-voie/fr 1']);
    expect(await dictionary('caisses%')).toEqual(['caisses/fr 1']);
  });
});

const search = () => createProductSearch({ em });

