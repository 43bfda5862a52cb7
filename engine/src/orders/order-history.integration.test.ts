import { beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, givenCatalog, givenCustomer, useTestDatabase } from '../../test/world';
import type { RequestContext } from '../context';
import { createPricingService } from '../pricing/pricing-service';
import { Order, OrderPosition } from '../requests/request.entity';
import { createOrderHistory } from './order-history';
import { HISTORY_PAGE_SIZE } from './order-history-read';

const em = useTestDatabase();
let history: ReturnType<typeof createOrderHistory>;
const ids = { muster: 0, other: 0, crate: 0, gone: 0 };
const as = (customerId: number | undefined, locale: RequestContext['locale'] = 'de-CH') => asCustomer(customerId, [], locale);
const address = { name: 'Muster Logistik AG', street: 'Industriestrasse 5', zipCode: '4600', city: 'Olten', country: 'CH' };

beforeAll(async () => {
  const fork = em();
  const { customer: muster } = givenCustomer(fork);
  const { customer: other } = givenCustomer(fork);
  const { crate, gone } = givenCatalog(
    fork,
    {
      crate: { name: 'Holzkiste nach Mass', articleNumber: 'HIST_KISTE_1', listPrice: '120.00' },
      gone: { name: 'Alte Kiste', articleNumber: 'HIST_ALT_1', published: false, listPrice: '50.00' },
    },
    { name: 'Kiste', modelFamily: 'crate' },
  ).products;
  await fork.flush();
  Object.assign(ids, { muster: muster.id, other: other.id, crate: crate.id, gone: gone.id });
  // 25 orders of Muster over 25 days, one with the reference 'Lager Ost', one of another customer.
  for (let index = 0; index < 25; index++) {
    const order = fork.create(Order, {
      formattedId: `HIST-${String(index + 1).padStart(4, '0')}`,
      customer: muster,
      orderReference: index === 3 ? 'Lager Ost' : `PO-${index}`,
      createdAt: new Date(Date.UTC(2026, 9, 1 + index, 9)),
      grandTotal: '129.72',
      discount: index === 3 ? '0.05' : '0',
      paymentMethodId: index === 24 ? 102 : 1,
      paymentStatusId: 2,
      invoiceAddress: address,
      deliveryAddress: address,
    });
    fork.create(OrderPosition, { order, product: crate, name: 'Holzkiste nach Mass', quantity: 2, pricePerOne: '100.00', configuration: { Innenlänge: '1200', Material: 'SPRUCE_FIR_SAWN', Deckel: 'true', Kufen: '2' } });
    if (index === 3) fork.create(OrderPosition, { order, product: gone, name: 'Alte Kiste', quantity: 1, pricePerOne: '50.00' });
  }
  fork.create(Order, { formattedId: 'HIST-FREMD', customer: other, orderReference: 'Lager Ost', createdAt: new Date(Date.UTC(2026, 9, 5, 9)) });
  await fork.flush();
  history = createOrderHistory({ em, pricing: createPricingService({ em }) });
}, 120_000);


describe('order history', () => {
  it('R000-2.46 lists the own orders newest first, paged, with the open online payment marked payable', async () => {
    const first = await history.listOrders(as(ids.muster));
    expect(first.total).toBe(25);
    expect(first.rows).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.pageCount).toBe(2);
    expect(first.rows[0]).toMatchObject({ formattedId: 'HIST-0025', payable: true, positionCount: 1 });
    expect(first.rows[1]).toMatchObject({ formattedId: 'HIST-0024', payable: false });
    const second = await history.listOrders(as(ids.muster), { page: 2 });
    expect(second.rows.map((row) => row.formattedId)).toEqual(['HIST-0005', 'HIST-0004', 'HIST-0003', 'HIST-0002', 'HIST-0001']);
  });

  it('searches by own reference, order number and date range, and never shows another customer’s order', async () => {
    const byReference = await history.listOrders(as(ids.muster), { q: 'lager ost' });
    expect(byReference.rows.map((row) => row.formattedId)).toEqual(['HIST-0004']);
    const byNumber = await history.listOrders(as(ids.muster), { q: 'HIST-001' });
    expect(byNumber.total).toBe(10);
    const range = await history.listOrders(as(ids.muster), { from: '2026-10-03', to: '2026-10-05' });
    expect(range.rows.map((row) => row.formattedId)).toEqual(['HIST-0005', 'HIST-0004', 'HIST-0003']);
    await expect(history.orderDetail(as(ids.muster), 'HIST-FREMD')).rejects.toMatchObject({ kind: 'not_found' });
    await expect(history.listOrders(as(undefined))).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it('R000-3.35 shows an order with its configuration in words, in the reader’s language', async () => {
    const detail = await history.orderDetail(as(ids.muster, 'fr-FR'), 'HIST-0004');
    expect(detail.orderReference).toBe('Lager Ost');
    expect(detail.deliveryAddress?.city).toBe('Olten');
    // Worked out in decimal.js on the server (the page only formats): 2 × 100.00 + 1 × 50.00, 5 % of it.
    expect(detail).toMatchObject({ subtotal: '250.00', discountAmount: '12.50' });
    expect(detail.positions.map((position) => position.linePrice)).toEqual(['200.00', '50.00']);
    expect(detail.positions[0]?.properties).toEqual([
      { key: 'Innenlänge', name: 'Longueur intérieure', value: '1200 mm' },
      { key: 'Material', name: 'Matériau', value: 'Épicéa/sapin brut de sciage' },
      { key: 'Deckel', name: 'Couvercle', value: 'Oui' },
      { key: 'Kufen', name: 'Patins', value: '2 patins' },
    ]);
  });

  it('re-orders at today’s prices, says which price changed and which product is no longer offered', async () => {
    const plan = await history.reorder(as(ids.muster), 'HIST-0004');
    expect(plan.unavailable).toEqual(['Alte Kiste']);
    expect(plan.lines).toHaveLength(1);
    expect(plan.lines[0]).toMatchObject({ productId: ids.crate, quantity: 2, orderedPricePerOne: '100.00', configuration: { Kufen: '2' } });
    expect(plan.lines[0]?.pricePerOne).not.toBe('100.00');
  });

  it('R000-2.54 Zuletzt bestellt lists each product and configuration once, newest first, with how often it was ordered', async () => {
    const recent = await history.recentProducts(as(ids.muster, 'en-US'));
    expect(recent).toHaveLength(1);
    expect(recent[0]).toMatchObject({ articleNumber: 'HIST_KISTE_1', quantity: 2, formattedId: 'HIST-0025', timesOrdered: 20 });
    expect(recent[0]?.properties.find((property) => property.key === 'Kufen')?.value).toBe('2 skids');
  });
});
