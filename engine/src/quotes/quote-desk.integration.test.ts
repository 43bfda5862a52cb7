import { beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, useTestDatabase } from '../../test/world';
import { Permission } from '../auth/permissions';
import { Customer } from '../customers/customer.entity';
import { Order, Quote } from '../requests/request.entity';
import { createQuoteDesk } from './quote-desk';

const em = useTestDatabase();
const desk = () => createQuoteDesk({ em });
const quoteAdmin = asCustomer(1, [Permission.ADMIN_QUOTE]);

beforeAll(async () => {
  const fork = em();
  const customer = fork.create(Customer, {});
  const address = (name: string) => ({ name, street: 'Weg 1', zipCode: '4653', city: 'Obergösgen', country: 'CH' });
  const order = fork.create(Order, { formattedId: 'B-2026-000900', customer } as never);
  fork.create(Quote, { formattedId: 'O-2026-000001', customer, invoiceAddress: address('Gesendet AG'), sentToCustomer: true, grandTotal: '50.00', createdAt: new Date('2026-05-03T08:00:00Z') } as never);
  fork.create(Quote, { formattedId: 'O-2026-000002', customer, invoiceAddress: address('Anfrage Alt GmbH'), createdAt: new Date('2026-05-01T08:00:00Z') } as never);
  fork.create(Quote, { formattedId: 'O-2026-000003', customer, invoiceAddress: address('Bestellt AG'), sentToCustomer: true, order, createdAt: new Date('2026-05-04T08:00:00Z') } as never);
  fork.create(Quote, { formattedId: 'O-2026-000004', customer, invoiceAddress: address('Anfrage Neu AG'), orderReference: 'Kisten 2027', createdAt: new Date('2026-05-05T08:00:00Z') } as never);
  await fork.flush();
}, 120_000);

describe('quotes grid', () => {
  it('R001-2.24 R001-2.28 lists requests awaiting an answer first, then the rest newest first; filters by state and text', async () => {
    const all = await desk().quoteGrid(quoteAdmin);
    expect(all.rows.map((row) => [row.name, row.state])).toEqual([
      ['Anfrage Neu AG', 'request'],
      ['Anfrage Alt GmbH', 'request'],
      ['Bestellt AG', 'ordered'],
      ['Gesendet AG', 'sent'],
    ]);
    expect((await desk().quoteGrid(quoteAdmin, { state: 'sent' })).rows.map((row) => row.name)).toEqual(['Gesendet AG']);
    expect((await desk().quoteGrid(quoteAdmin, { state: 'ordered' })).rows.map((row) => row.orderId)).toEqual([expect.any(Number)]);
    expect((await desk().quoteGrid(quoteAdmin, { q: 'kisten 20' })).rows.map((row) => row.name)).toEqual(['Anfrage Neu AG']);
    expect((await desk().quoteGrid(quoteAdmin, { from: '2026-05-03', to: '2026-05-04', sort: 'name' })).rows.map((row) => row.name)).toEqual(['Bestellt AG', 'Gesendet AG']);
  });

  it('needs ADMIN_QUOTE and valid params', async () => {
    await expect(desk().quoteGrid(asCustomer(1, [Permission.ADMIN_CUSTOMER]))).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(desk().quoteGrid(quoteAdmin, { state: 'lost' })).rejects.toThrow();
  });
});
