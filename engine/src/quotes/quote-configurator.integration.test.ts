import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createCheckoutStack, createShopBasics } from '../../test/shop-basics';
import { anonymousContext } from '../context';
import { Customer } from '../customers/customer.entity';
import { FixPriceRow, ProductPrice } from '../pricing/product-price.entity';
import { Quote } from '../requests/request.entity';
import { createQuoteConfigurator } from './quote-configurator';
import { createQuoteProducts } from './quote-products';

/** The staff configurator of the quote page (R001-2.32 customer price selector, R001-2.33 overridden prices highlighted), on the real database. */

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
const ids = { customer: 0, other: 0, quote: 0, guestQuote: 0, pallet: 0 };
const quoteAdmin = anonymousContext({ customerId: 1, permissions: [5] });
const productAdmin = anonymousContext({ customerId: 1, permissions: [3] });
let stack: ReturnType<typeof createCheckoutStack>;
const configurator = () => createQuoteConfigurator({ em, pricing: stack.pricing });

beforeAll(async () => {
  db = await createTestDatabase();
  stack = createCheckoutStack(em);
  const fork = em();
  const { product } = createShopBasics(fork, { articleNumber: 'PAL_CONF', listPrice: '100.00' });
  const customer = fork.create(Customer, {});
  const other = fork.create(Customer, {});
  const guest = fork.create(Customer, { kind: 'GUEST' } as never);
  // The quote customer's own fixed price: 90.00 from one piece, 85.00 from ten.
  const record = fork.create(ProductPrice, { customer, product, activeStrategy: 3 });
  fork.create(FixPriceRow, { productPrice: record, quantity: 1, price: '90.00' });
  fork.create(FixPriceRow, { productPrice: record, quantity: 10, price: '85.00' });
  const address = { name: 'Konfig AG', street: 'Weg 1', zipCode: '4653', city: 'Obergösgen', country: 'CH' };
  const quote = fork.create(Quote, { formattedId: 'O-2026-000201', customer, invoiceAddress: address, invoiceEmail: 'konfig@example.ch' } as never);
  const guestQuote = fork.create(Quote, { formattedId: 'O-2026-000202', customer: guest, invoiceAddress: address } as never);
  await fork.flush();
  Object.assign(ids, { customer: customer.id, other: other.id, quote: quote.id, guestQuote: guestQuote.id, pallet: product.id });
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe('staff configurator in the quote (issues 13/19)', () => {
  it('R001-2.32 R001-2.33 prices a configuration as the quote’s customer by default, flagged as individually overridden beside the default price', async () => {
    const shown = await configurator().configure(quoteAdmin, { quoteId: ids.quote, productId: ids.pallet, quantity: 12 });
    expect(shown).toMatchObject({
      product: { id: ids.pallet, articleNumber: 'PAL_CONF', family: 'pallet' },
      quoteCustomer: { id: ids.customer, guest: false },
      shownCustomerId: ids.customer,
      quantity: 12,
      price: { pricePerOne: '85.00', available: true },
      defaultPrice: { pricePerOne: '100.00', available: true },
      overridden: true,
    });
  });

  it('R001-2.32 the customer price selector shows another customer’s prices (no own record: not overridden); a guest quote shows the product’s own price', async () => {
    const asOther = await configurator().configure(quoteAdmin, { quoteId: ids.quote, productId: ids.pallet, quantity: 1, customerId: ids.other });
    expect(asOther).toMatchObject({ shownCustomerId: ids.other, price: { pricePerOne: '100.00' }, overridden: false });
    const unknown = await configurator().configure(quoteAdmin, { quoteId: ids.quote, productId: ids.pallet, customerId: 999_999 });
    expect(unknown).toMatchObject({ shownCustomerId: 999_999, price: { pricePerOne: null, available: false, refused: [expect.objectContaining({ message: expect.any(String) })] }, overridden: false });
    const guest = await configurator().configure(quoteAdmin, { quoteId: ids.guestQuote, productId: ids.pallet });
    expect(guest).toMatchObject({ quoteCustomer: { guest: true }, shownCustomerId: null, price: { pricePerOne: '100.00' }, overridden: false });
  });

  it('adding the configured product prices it for the quote’s customer, whatever customer the selector showed; ADMIN_QUOTE only; unknown ids are not found', async () => {
    const before = await em().findOneOrFail(Quote, { id: ids.quote });
    const updated = await createQuoteProducts({ em, pricing: stack.pricing, quotes: stack.quotes }).addProduct(quoteAdmin, { quoteId: ids.quote, version: before.version, productId: ids.pallet, quantity: 12, configuration: {} });
    expect(updated.positions?.find((position) => position.product?.id === ids.pallet)).toMatchObject({ quantity: 12, pricePerOne: '85.00' });
    await expect(configurator().configure(productAdmin, { quoteId: ids.quote, productId: ids.pallet })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(configurator().configure(quoteAdmin, { quoteId: 999_999, productId: ids.pallet })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(configurator().configure(quoteAdmin, { quoteId: ids.quote, productId: 999_999 })).rejects.toMatchObject({ kind: 'not_found' });
  });
});
