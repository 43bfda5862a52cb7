import { beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, useTestDatabase } from '../../test/world';
import { Permission } from '../auth/permissions';
import { createCheckoutStack, createShopBasics } from '../../test/shop-basics';
import { Product } from '../catalog/product.entity';
import { Customer } from '../customers/customer.entity';
import { loadQuoteDocumentData } from '../documents/order-pdf';
import { FixPriceRow, ProductPrice } from '../pricing/product-price.entity';
import { Quote } from '../requests/request.entity';
import { createQuoteConfigurator } from './quote-configurator';
import { createQuoteProducts } from './quote-products';

/**
 * The quote page's product-select modal (R001-2.30), its staff configurator (R001-2.32
 * customer price selector, R001-2.33 overridden prices highlighted) and the quote PDF's data, on
 * the real database.
 */

const em = useTestDatabase();
const ids = { customer: 0, quote: 0, guestQuote: 0, pallet: 0, hidden: 0 };
const quoteAdmin = asCustomer(1, [Permission.ADMIN_QUOTE]);
const productAdmin = asCustomer(1, [Permission.ADMIN_PRODUCT]);
let stack: ReturnType<typeof createCheckoutStack>;
const desk = () => createQuoteProducts({ em, pricing: stack.pricing, quotes: stack.quotes });
const configurator = () => createQuoteConfigurator({ em, pricing: stack.pricing });

beforeAll(async () => {
  stack = createCheckoutStack(em);
  const fork = em();
  const { product } = createShopBasics(fork, { articleNumber: 'PAL_SELECT', listPrice: '100.00' });
  const hidden = fork.create(Product, { name: 'Sonderpalette Kunde', articleNumber: 'PAL_HIDDEN', productType: product.productType, published: false, listPrice: '80.00' });
  const customer = fork.create(Customer, {});
  const guest = fork.create(Customer, { kind: 'GUEST' } as never);
  // The customer's own fixed price: 90.00 from one piece, 85.00 from ten.
  const record = fork.create(ProductPrice, { customer, product, activeStrategy: 3 });
  fork.create(FixPriceRow, { productPrice: record, quantity: 1, price: '90.00' });
  fork.create(FixPriceRow, { productPrice: record, quantity: 10, price: '85.00' });
  const address = { name: 'Offerte AG', street: 'Weg 1', zipCode: '4653', city: 'Obergösgen', country: 'CH' };
  const quote = fork.create(Quote, { formattedId: 'O-2026-000101', customer, invoiceAddress: address, invoiceEmail: 'offerte@example.ch' } as never);
  const guestQuote = fork.create(Quote, { formattedId: 'O-2026-000102', customer: guest, invoiceAddress: address } as never);
  await fork.flush();
  Object.assign(ids, { customer: customer.id, quote: quote.id, guestQuote: guestQuote.id, pallet: product.id, hidden: hidden.id });
}, 120_000);

describe('quote product-select modal', () => {
  it('R001-2.30 finds products by name or article number, unpublished ones too, with the quote customer’s price', async () => {
    const byName = await desk().productChoices(quoteAdmin, { quoteId: ids.quote, q: 'palette' });
    expect(byName.map((choice) => [choice.articleNumber, choice.price, choice.published])).toEqual([
      ['PAL_SELECT', '90.00', true],
      ['PAL_HIDDEN', '80.00', false],
    ]);
    expect((await desk().productChoices(quoteAdmin, { quoteId: ids.quote, q: 'hidden' })).map((choice) => choice.id)).toEqual([ids.hidden]);
    // A guest's quote: the product's default price; an empty search lists published products only.
    expect(await desk().productChoices(quoteAdmin, { quoteId: ids.guestQuote, q: '' })).toEqual([expect.objectContaining({ id: ids.pallet, price: '100.00' })]);
    // Wildcards are plain characters.
    expect(await desk().productChoices(quoteAdmin, { quoteId: ids.quote, q: '%' })).toEqual([]);
  });

  it('R001-7.076 adds a product priced by the engine for the customer and quantity; a stale version is a conflict; ADMIN_QUOTE only', async () => {
    const before = await em().findOneOrFail(Quote, { id: ids.quote });
    const updated = await desk().addProduct(quoteAdmin, { quoteId: ids.quote, version: before.version, productId: ids.pallet, quantity: 12 });
    const added = updated.positions?.find((position) => position.product?.id === ids.pallet);
    expect(added).toMatchObject({ quantity: 12, pricePerOne: '85.00', name: 'Europalette' });
    expect(updated.total).toBe('1020.00');
    await expect(desk().addProduct(quoteAdmin, { quoteId: ids.quote, version: before.version, productId: ids.pallet, quantity: 1 })).rejects.toMatchObject({ kind: 'conflict' });
    await expect(desk().addProduct(productAdmin, { quoteId: ids.quote, version: updated.version, productId: ids.pallet, quantity: 1 })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(desk().productChoices(productAdmin, { quoteId: ids.quote, q: 'x' })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(desk().addProduct(quoteAdmin, { quoteId: ids.quote, version: updated.version, productId: ids.pallet, quantity: 0 })).rejects.toThrow();
  });

  it("R001-7.076 a guest's quote is priced as a guest, never with the staff member's own customer prices", async () => {
    // The staff member belongs to the customer whose own FIX price is 90.00; the guest pays the list price.
    const staffOfCustomer = asCustomer(ids.customer, [Permission.ADMIN_QUOTE]);
    const before = await em().findOneOrFail(Quote, { id: ids.guestQuote });
    const updated = await desk().addProduct(staffOfCustomer, { quoteId: ids.guestQuote, version: before.version, productId: ids.pallet, quantity: 1 });
    expect(updated.positions?.find((position) => position.product?.id === ids.pallet)).toMatchObject({ quantity: 1, pricePerOne: '100.00' });
  });

  it('the quote PDF reads the quote with its validity, time to deliver and final price', async () => {
    const data = await loadQuoteDocumentData(em(), ids.quote);
    expect(data).toMatchObject({ formattedId: 'O-2026-000101', quote: { timeToDeliver: 3, finalPrice: null, validUntilDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    expect(data.positions).toEqual([expect.objectContaining({ articleNumber: 'PAL_SELECT', quantity: 12, pricePerOne: '85.00' })]);
    await expect(loadQuoteDocumentData(em(), 999_999)).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('staff configurator in the quote', () => {
  it('R001-2.32 R001-2.33 prices a configuration as the quote’s customer by default, flagged as individually overridden beside the default price', async () => {
    const shown = await configurator().configure(quoteAdmin, { quoteId: ids.quote, productId: ids.pallet, quantity: 12 });
    expect(shown).toMatchObject({
      product: { id: ids.pallet, articleNumber: 'PAL_SELECT', family: 'pallet' },
      quoteCustomer: { id: ids.customer, guest: false },
      shownCustomerId: ids.customer,
      quantity: 12,
      price: { pricePerOne: '85.00', available: true },
      defaultPrice: { pricePerOne: '100.00', available: true },
      overridden: true,
    });
  });

  it('R001-2.32 the customer price selector shows another customer’s prices (no own record: not overridden); an unknown number is said; a guest quote shows the product’s own price', async () => {
    const fork = em();
    const other = fork.create(Customer, {});
    await fork.flush();
    const asOther = await configurator().configure(quoteAdmin, { quoteId: ids.quote, productId: ids.pallet, quantity: 1, customerId: other.id });
    expect(asOther).toMatchObject({ shownCustomerId: other.id, price: { pricePerOne: '100.00' }, overridden: false });
    const unknown = await configurator().configure(quoteAdmin, { quoteId: ids.quote, productId: ids.pallet, customerId: 999_999 });
    expect(unknown).toMatchObject({ shownCustomerId: 999_999, price: { pricePerOne: null, available: false, refused: [expect.objectContaining({ message: expect.any(String) })] }, overridden: false });
    const guest = await configurator().configure(quoteAdmin, { quoteId: ids.guestQuote, productId: ids.pallet });
    expect(guest).toMatchObject({ quoteCustomer: { guest: true }, shownCustomerId: null, price: { pricePerOne: '100.00' }, overridden: false });
  });

  it('ADMIN_QUOTE only; unknown quote or product is not found', async () => {
    await expect(configurator().configure(productAdmin, { quoteId: ids.quote, productId: ids.pallet })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(configurator().configure(quoteAdmin, { quoteId: 999_999, productId: ids.pallet })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(configurator().configure(quoteAdmin, { quoteId: ids.quote, productId: 999_999 })).rejects.toMatchObject({ kind: 'not_found' });
  });
});
