import { beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, givenCatalog, givenCustomer, useTestDatabase } from '../../test/world';
import type { RequestContext } from '../context';
import { createOrderDocuments } from '../documents/order-pdf';
import { Order, OrderPosition, Quote } from '../requests/request.entity';
import { createQuoteHistory } from './quote-history';

const em = useTestDatabase();
const NOW = new Date(Date.UTC(2026, 10, 28, 10));
const history = createQuoteHistory({ em, now: () => NOW });
const ids = { muster: 0, other: 0 };
const as = (customerId: number | undefined, locale: RequestContext['locale'] = 'de-CH') => asCustomer(customerId, [], locale);
const address = { name: 'Muster Logistik AG', street: 'Industriestrasse 5', zipCode: '4600', city: 'Olten', country: 'CH' };
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

beforeAll(async () => {
  const fork = em();
  const { customer: muster } = givenCustomer(fork);
  const { customer: other } = givenCustomer(fork);
  const { crate } = givenCatalog(fork, { crate: { name: 'Holzkiste nach Mass', articleNumber: 'QH_KISTE_1', listPrice: '120.00' } }, { name: 'Kiste', modelFamily: 'crate' }).products;
  await fork.flush();
  Object.assign(ids, { muster: muster.id, other: other.id });
  const configuration = { Innenlänge: '1200', Material: 'SPRUCE_FIR_SAWN', Deckel: 'true', Kufen: '2' };
  const open = fork.create(Quote, {
    formattedId: 'O-QH-1', customer: muster, orderReference: 'Halle 3', createdAt: daysAgo(5), validityDuration: 30, sentToCustomer: true, pin: '4711',
    discount: '0.05', deliveryCost: '80.00', total: '190.00', vatAmount: '21.87', grandTotal: '291.87', deliveryType: 2, invoiceAddress: address, deliveryAddress: address,
  });
  fork.create(OrderPosition, { quote: open, product: crate, name: 'Holzkiste nach Mass', quantity: 2, pricePerOne: '100.00', configuration });
  fork.create(Quote, { formattedId: 'O-QH-2', customer: muster, orderReference: 'Alt', createdAt: daysAgo(60), validityDuration: 30, sentToCustomer: true, pin: '1234' });
  const order = fork.create(Order, { formattedId: 'B-QH-1', customer: muster, createdAt: daysAgo(3) });
  fork.create(Quote, { formattedId: 'O-QH-3', customer: muster, createdAt: daysAgo(4), sentToCustomer: true, pin: '5555', order });
  const requested = fork.create(Quote, { formattedId: 'O-QH-4', customer: muster, createdAt: daysAgo(1) });
  fork.create(OrderPosition, { quote: requested, product: crate, name: 'Holzkiste nach Mass', quantity: 1, configuration });
  fork.create(Quote, { formattedId: 'O-QH-FREMD', customer: other, orderReference: 'Halle 3', createdAt: daysAgo(2) });
  await fork.flush();
}, 120_000);


describe('the buyer’s quotes, Offerten (decision 1005)', () => {
  it('R000-2.47 lists the own quotes newest first with state, validity and whether they can be ordered; searchable like orders', async () => {
    const page = await history.listQuotes(as(ids.muster));
    expect(page.rows.map((row) => [row.formattedId, row.state, row.orderable])).toEqual([
      ['O-QH-4', 'OPEN', false],
      ['O-QH-3', 'ORDERED', false],
      ['O-QH-1', 'OPEN', true],
      ['O-QH-2', 'EXPIRED', false],
    ]);
    expect(page.rows[1]?.orderNumber).toBe('B-QH-1');
    // Valid for validityDuration calendar days from its creation.
    expect(page.rows[2]?.validUntilDate).toBe('2026-12-23');
    expect((await history.listQuotes(as(ids.muster), { q: 'halle' })).rows.map((row) => row.formattedId)).toEqual(['O-QH-1']);
    expect((await history.listQuotes(as(ids.muster), { from: '2026-11-23', to: '2026-11-24' })).rows.map((row) => row.formattedId)).toEqual(['O-QH-3', 'O-QH-1']);
    await expect(history.listQuotes(as(undefined))).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it('shows one quote with its configuration in words, totals in money strings and the way to order it', async () => {
    const detail = await history.quoteDetail(as(ids.muster, 'fr-FR'), 'O-QH-1');
    expect(detail).toMatchObject({ state: 'OPEN', orderable: true, subtotal: '200.00', discountAmount: '10.00', deliveryCost: '80.00', grandTotal: '291.87', validUntilDate: '2026-12-23' });
    expect(detail.checkoutPath).toMatch(/^\/checkout-quote\/[0-9a-f-]{36}$/);
    expect(detail.positions[0]).toMatchObject({ quantity: 2, linePrice: '200.00' });
    expect(detail.positions[0]?.properties.map((property) => property.value)).toEqual(['1200 mm', 'Épicéa/sapin brut de sciage', 'Oui', '2 patins']);
    // A requested quote without prices yet: no subtotal rather than CHF 0.00.
    expect(await history.quoteDetail(as(ids.muster), 'O-QH-4')).toMatchObject({ subtotal: null, discountAmount: null, orderable: false });
  });

  it('gives another customer’s quote to nobody else: not found, and so no PDF', async () => {
    await expect(history.quoteDetail(as(ids.muster), 'O-QH-FREMD')).rejects.toMatchObject({ kind: 'not_found' });
    await expect(history.ownQuoteId(as(ids.muster), 'O-QH-FREMD')).rejects.toMatchObject({ kind: 'not_found' });
    await expect(history.quoteDetail(as(undefined), 'O-QH-1')).rejects.toMatchObject({ kind: 'unauthenticated' });
    const pdf = await createOrderDocuments({ em }).renderQuotePdf(await history.ownQuoteId(as(ids.muster), 'O-QH-1'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
