import { readFileSync } from 'node:fs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImportEngine } from '../../test/import-engine';
import { asCustomer, asGuest } from '../../test/world';
import { Permission } from '../auth/permissions';
import type { Engine } from '../engine';
import { Address } from '../customers/customer.entity';
import { Order, OrderPosition, Quote } from '../requests/request.entity';
import { ImportRun } from './import-run.entity';
import { AUCTION_ARTICLE_IDS, AUCTION_ROOT_POSITION_NAME, createKollerService } from './koller-service';

let engine: Engine;
let stop: (() => Promise<void>) | undefined;
const admin = { ...asCustomer(1, [Permission.ADMIN_QUOTE]), email: 'admin@holzwerk.example' };
const sample = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(new URL(`../../../fixtures/imports/${name}`, import.meta.url))) });
const em = () => engine.database.orm.em.fork() as EntityManager;
const counts = async () => ({
  quotes: await em().count(Quote, {}),
  orders: await em().count(Order, {}),
  positions: await em().count(OrderPosition, {}),
});

beforeAll(async () => {
  ({ engine, stop } = await startImportEngine());
}, 60_000);
afterAll(async () => {
  await stop?.();
});

describe('auction import (Koller) [imports]', () => {
  it('R001-7.045 R001-3.57 POST /koller answers invoiceData and existingCustomers (matched by e-mail and address) and writes nothing', async () => {
    const before = await counts();
    const answer = await engine.imports.koller.readInvoice(admin, sample('koller-invoice-ch.csv'));
    expect(answer.invoiceData.invoiceRef).toBe('R-2026-04711');
    expect(answer.existingCustomers).toHaveLength(1);
    expect(answer.existingCustomers[0]).toMatchObject({ name: 'Anna Muster', email: 'anna.muster@example.ch', matchedBy: ['email', 'address'] });
    expect(await counts()).toEqual(before);
    const foreign = await engine.imports.koller.readInvoice(admin, sample('koller-invoice-de-1252.csv'));
    expect(foreign.existingCustomers).toEqual([]);
  });

  it('R001-6.11 the auction import needs a logged-in quote administrator (bearer token or session)', async () => {
    await expect(engine.imports.koller.readInvoice(asGuest(), sample('koller-invoice-ch.csv'))).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(engine.imports.koller.readInvoice(asCustomer(2), sample('koller-invoice-ch.csv'))).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('R001-7.046 address validation: the Swiss postal directory for CH/LI, the non-Swiss postal-code rule abroad', () => {
    expect(engine.imports.koller.validateAddress(admin, { name: 'Anna Muster', street: 'Bahnhofstrasse 14', zipCode: '5012', city: 'Schönenwerd', country: 'CH' })).toMatchObject({ valid: true });
    expect(engine.imports.koller.validateAddress(admin, { name: 'A', street: 'B 1', zipCode: '0999', city: 'X', country: 'CH' }).issues).toEqual([{ field: 'zipCode', message: 'validation.plz' }]);
    expect(engine.imports.koller.validateAddress(admin, { name: 'A', street: 'B 1', zipCode: '8001', city: 'Bern', country: 'Schweiz' }).issues).toEqual([{ field: 'city', message: 'validation.invalid' }]);
    expect(engine.imports.koller.validateAddress(admin, { name: 'A', street: 'B 1', zipCode: '10963', city: 'Berlin', country: 'DE' }).valid).toBe(true);
    expect(engine.imports.koller.validateAddress(admin, { name: 'A', street: 'B 1', zipCode: '1', city: 'Berlin', country: 'DE' }).issues).toEqual([{ field: 'zipCode', message: 'validation.plzNonCH' }]);
  });

  it('R001-7.048 insurance quote and R001-7.049 the tariff CSV', async () => {
    await expect(engine.imports.koller.insuranceQuote(admin, { countryCode: 'de', insuranceKind: 'STONE_CERAMICS_OTHERS', declaredValue: "30'200" })).resolves.toMatchObject({
      price: '271.80',
      zone: 'EUROPA',
      kind: 'STONE_CERAMICS_OTHERS',
    });
    expect(await engine.imports.koller.insuranceCsv(admin)).toContain('WOOD_PAINTINGS');
  });

  it('R001-1.20 R001-1.21 R001-1.22 R001-4.19 R001-9.17 R001-9.18 R001-9.19 R001-9.20 R001-9.21 R001-9.22 R001-9.23 R001-9.24 R001-9.25 the invoice becomes a shipping quote for the matched customer: root position, lots, fixed lump sums, insurance, FedEx rate, delivery cost 0', async () => {
    const [match] = (await engine.imports.koller.readInvoice(admin, sample('koller-invoice-ch.csv'))).existingCustomers;
    const dry = await engine.imports.koller.importQuote(admin, sample('koller-invoice-ch.csv'), { dryRun: true, customerId: match!.customerId });
    expect(dry).toMatchObject({ outcome: 'PREVIEW', runId: null, issues: [] });
    expect(await em().count(Quote, { customerRequestType: 'ARTWORK' })).toBe(0);

    const report = await engine.imports.koller.importQuote(admin, sample('koller-invoice-ch.csv'), { customerId: match!.customerId });
    expect(report).toMatchObject({ outcome: 'IMPORTED', issues: [], summary: { customerId: match!.customerId, newCustomer: false, lots: 3 } });
    expect(report.summary.courier).toMatchObject({ source: 'fedex' });
    const quote = await em().findOneOrFail(Quote, { id: report.summary.quoteId! }, { populate: ['positions', 'positions.product', 'positions.parent'] });
    expect(quote).toMatchObject({ customerRequestType: 'ARTWORK', deliveryCost: '0.00', deliveryType: 4, invoiceEmail: 'anna.muster@example.ch' });
    const positions = quote.positions.getItems();
    const roots = positions.filter((position) => !position.parent);
    expect(roots[0]).toMatchObject({ name: AUCTION_ROOT_POSITION_NAME, quantity: 1, type: 'COMPOSITE' });
    expect(positions.filter((position) => position.parent?.id === roots[0]!.id).map((position) => position.configuration.lotNumber)).toEqual(['1042', '1043', '1107']);
    expect(roots.slice(1).map((position) => position.product?.id)).toEqual([...AUCTION_ARTICLE_IDS]);
    const byArticle = new Map(roots.slice(1).map((position) => [position.product!.id, position]));
    expect(byArticle.get(1059)?.pricePerOne).toBe(report.summary.courier!.amount);
    expect(Number(byArticle.get(1059)?.pricePerOne)).toBeGreaterThan(0);
    expect(byArticle.get(1086)?.pricePerOne).toBe('49.65');
    expect(byArticle.get(1069)?.pricePerOne).toBe('45.00');
    // Total = the lump sums (lots are the customer's goods, not priced by us), delivery 0, VAT 8.1 %.
    const lumpSums = roots.slice(1).reduce((sum, position) => sum + Number(position.pricePerOne ?? 0), 0);
    expect(Number(quote.total)).toBeCloseTo(lumpSums, 2);
    const run = await em().findOneOrFail(ImportRun, { id: report.runId! });
    expect(run).toMatchObject({ kind: 'koller', outcome: 'IMPORTED', fileName: 'koller-invoice-ch.csv', createdBy: 'admin@holzwerk.example' });

    // R001-7.047 the crates of the quote's lots.
    const composition = await engine.imports.koller.packageComposition(admin, quote.id);
    expect(composition.packages.map((item) => item.lotNumber)).toEqual(['1042', '1043', '1107']);
    expect(composition.packages[2]?.estimated).toBe(true);
  });

  it('R001-8.14 R000-8.09 a call for an auction quote with another quote answers "Bestellung ist nicht von Typ Koller"', async () => {
    const fork = em();
    const other = await fork.findOne(Quote, { customerRequestType: { $ne: 'ARTWORK' } });
    const id = other?.id ?? (await engine.imports.template.importTemplate(admin, { name: 't.xlsx', bytes: await templateBytes() }, { customer: 'K-10042' })).summary.quoteId!;
    await expect(engine.imports.koller.packageComposition(admin, id)).rejects.toMatchObject({ kind: 'invalid', message: 'Bestellung ist nicht von Typ Koller' });
  });

  it('R001-1.22 a foreign buyer becomes a new customer; without a carrier the documented courier fallback prices the transport', async () => {
    const offline = createKollerService({ em, carrier: () => null });
    const report = await offline.importQuote(admin, sample('koller-invoice-de-1252.csv'));
    expect(report).toMatchObject({ outcome: 'IMPORTED', summary: { newCustomer: true, courier: { source: 'fallback', amount: '480.00' }, insurance: { price: '271.80', zone: 'EUROPA' } } });
  });

  it('R001-3.57 a new buyer keeps the invoice address as its saved delivery and invoice address; the quote points to it', async () => {
    const dry = await engine.imports.koller.importQuote(admin, sample('koller-invoice-de-1252.csv'), { dryRun: true });
    expect(dry.outcome).toBe('PREVIEW');
    const addressesBefore = await em().count(Address, {});
    const report = await engine.imports.koller.importQuote(admin, sample('koller-invoice-de-1252.csv'));
    expect(report.summary).toMatchObject({ newCustomer: true });
    const summary = report.summary as { customerId: number; quoteId: number };
    const quote = await em().findOneOrFail(Quote, { id: summary.quoteId });
    const addresses = await em().find(Address, { customer: quote.customer.id });
    expect(addresses).toHaveLength(1);
    const [saved] = addresses;
    expect(saved).toMatchObject({ isDefaultShipping: true, isDefaultInvoice: true, isCorrespondence: true, deletedAt: null });
    expect(quote.deliveryAddress).toMatchObject({ id: saved!.id, name: saved!.name, street: saved!.street, zipCode: saved!.zipCode, city: saved!.city, country: saved!.country });
    expect(saved!.country).toBe('DE');
    // The dry run before wrote none; the import exactly one.
    expect(await em().count(Address, {})).toBe(addressesBefore + 1);
    // A matched customer gets no second address.
    const anna = await engine.imports.koller.readInvoice(admin, sample('koller-invoice-ch.csv'));
    const annaId = anna.existingCustomers[0]!.customerId;
    const annaAddresses = await em().count(Address, { customer: annaId });
    await engine.imports.koller.importQuote(admin, sample('koller-invoice-ch.csv'), { customerId: annaId });
    expect(await em().count(Address, { customer: annaId })).toBe(annaAddresses);
  });

  it('a malformed auction file changes nothing, names its lines and is kept as refused', async () => {
    const before = await counts();
    const report = await engine.imports.koller.importQuote(admin, sample('koller-invoice-bad.csv'));
    expect(report.outcome).toBe('REFUSED');
    expect(report.issues.map((issue) => issue.line)).toEqual([3, 4, 5]);
    expect(await counts()).toEqual(before);
    expect(await em().findOneOrFail(ImportRun, { id: report.runId! })).toMatchObject({ outcome: 'REFUSED' });
    await expect(engine.imports.koller.readInvoice(admin, sample('koller-invoice-bad.csv'))).rejects.toMatchObject({ kind: 'invalid' });
  });
});

describe('ERP (AX) files [imports]', () => {
  it('R001-7.050 ERP orders arrive once: the same file twice is a no-op', async () => {
    const first = await engine.imports.ax.importOrders(admin, sample('ax-orders.csv'));
    expect(first).toMatchObject({ outcome: 'IMPORTED', issues: [], summary: { orders: 3, created: 3, unchanged: 0, positions: 4 } });
    const order = await em().findOneOrFail(Order, { idempotencyKey: 'ax:AX-500781' }, { populate: ['positions'] });
    expect(order).toMatchObject({ orderStatusId: 4, total: '3206.00' });
    const after = await counts();
    const second = await engine.imports.ax.importOrders(admin, sample('ax-orders.csv'));
    expect(second).toMatchObject({ outcome: 'IMPORTED', summary: { created: 0, unchanged: 3 } });
    expect(await counts()).toEqual(after);
  });

  it('R001-7.051 order states and delivered/invoiced quantities per position; the same file twice changes nothing', async () => {
    const first = await engine.imports.ax.updateOrderStatus(admin, sample('ax-order-status.csv'));
    expect(first).toMatchObject({ outcome: 'IMPORTED', issues: [], summary: { ordersChanged: 3, positionsChanged: 4 } });
    const order = await em().findOneOrFail(Order, { idempotencyKey: 'ax:AX-500781' }, { populate: ['positions'] });
    expect(order.orderStatusId).toBe(5);
    expect(order.positions.getItems().map((position) => [position.quantityDelivered, position.quantityInvoiced])).toEqual([
      [12, 12],
      [40, 40],
    ]);
    const version = order.version;
    const second = await engine.imports.ax.updateOrderStatus(admin, sample('ax-order-status.csv'));
    expect(second).toMatchObject({ summary: { ordersChanged: 0, positionsChanged: 0, unchanged: 5 } });
    expect((await em().findOneOrFail(Order, { id: order.id })).version).toBe(version);
  });

  it('a malformed ERP order file changes nothing and names its lines: bad encoding, missing column, one bad line among good ones, a duplicate line', async () => {
    const good = readFileSync(new URL('../../../fixtures/imports/ax-orders.csv', import.meta.url), 'utf8').replace(/^\uFEFF/, '').replace(/AX-5/g, 'AX-9');
    const lines = good.trimEnd().split('\n');
    const file = (name: string, text: string | Uint8Array) => ({ name, bytes: typeof text === 'string' ? new TextEncoder().encode(text) : text });
    const cases: [string, { name: string; bytes: Uint8Array }, number[]][] = [
      ['UTF-16', file('utf16.csv', new Uint8Array([0xff, 0xfe, ...Buffer.from(good, 'utf16le')])), [0]],
      ['missing column', file('missing.csv', good.replace(';quantity;', ';menge;')), [1]],
      ['one bad line', file('bad-line.csv', [...lines.slice(0, 3), lines[3]!.replace(';6;', ';sechs;'), ...lines.slice(4)].join('\n')), [4]],
      ['duplicate line', file('duplicate.csv', [...lines, lines[1]!].join('\n')), [6]],
    ];
    for (const [what, bad, expected] of cases) {
      const before = await counts();
      const report = await engine.imports.ax.importOrders(admin, bad);
      expect(report.outcome, what).toBe('REFUSED');
      expect(report.issues.map((issue) => issue.line), what).toEqual(expected);
      expect(await counts(), what).toEqual(before);
      expect(await em().count(Order, { idempotencyKey: { $like: 'ax:AX-9%' } }), what).toBe(0);
    }
    // The same rows, well formed, import (the cases failed for their fault only).
    expect((await engine.imports.ax.importOrders(admin, file('good.csv', good), { dryRun: true })).outcome).toBe('PREVIEW');
  });

  it('a bad status file (unknown order, too many delivered) changes nothing and names its lines', async () => {
    const before = await em().findOneOrFail(Order, { idempotencyKey: 'ax:AX-500794' }, { populate: ['positions'] });
    const report = await engine.imports.ax.updateOrderStatus(admin, sample('ax-order-status-bad.csv'));
    expect(report.outcome).toBe('REFUSED');
    expect(report.issues.map((issue) => issue.line)).toEqual([3, 4]);
    const after = await em().findOneOrFail(Order, { id: before.id }, { populate: ['positions'] });
    expect(after.orderStatusId).toBe(before.orderStatusId);
    expect(after.positions.getItems()[0]?.quantityDelivered).toBe(before.positions.getItems()[0]?.quantityDelivered);
  });
});

async function templateBytes(rows: (string | number)[][] = [['ML-VP-4471', 3, 'Kostenstelle 41'], ['ML-EPAL', 20, ''], ['PAL_0010', 2, '']]): Promise<Uint8Array> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Bestellung');
  sheet.addRow(['Bestellvorlage CP Pumpen']);
  sheet.addRow(['Kunde:', 'K-10042']);
  sheet.addRow([]);
  sheet.addRow(['Artikelnummer', 'Bezeichnung', 'Menge', 'Bemerkung']);
  for (const [article, quantity, note] of rows) sheet.addRow([article, '', quantity, note]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('customer order template [imports]', () => {
  it('R001-7.052 the customer’s own article numbers and quantities become a quote priced by the engine', async () => {
    const report = await engine.imports.template.importTemplate(admin, { name: 'bestellung.xlsx', bytes: await templateBytes() });
    expect(report).toMatchObject({ outcome: 'IMPORTED', issues: [], summary: { lines: 3 } });
    const quote = await em().findOneOrFail(Quote, { id: report.summary.quoteId! }, { populate: ['positions', 'positions.product'] });
    expect(quote.positions.getItems().map((position) => [position.product?.articleNumber, position.quantity, position.customerRef])).toEqual([
      ['KISTE_0011', 3, 'Kostenstelle 41'],
      ['PAL_0001', 20, 'ML-EPAL'],
      ['PAL_0010', 2, 'PAL_0010'],
    ]);
    expect(quote.positions.getItems().every((position) => Number(position.pricePerOne) > 0)).toBe(true);
  });

  it('R001-7.052 the sample sheet (fixtures/imports/bestellvorlage-muster-logistik.xlsx) becomes the expected quote for Muster Logistik', async () => {
    const report = await engine.imports.template.importTemplate(admin, sample('bestellvorlage-muster-logistik.xlsx'));
    expect(report).toMatchObject({ outcome: 'IMPORTED', issues: [], summary: { lines: 3, target: 'QUOTE', orderId: null } });
    const quote = await em().findOneOrFail(Quote, { id: report.summary.quoteId! }, { populate: ['positions', 'positions.product', 'customer.companyInfo'] });
    expect(quote.customer.companyInfo?.code).toBe('K-10042');
    expect(
      quote.positions
        .getItems()
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((position) => [position.product?.articleNumber, position.quantity, position.customerRef]),
    ).toEqual([
      ['KISTE_0011', 3, 'KST 41 Pumpenbau'],
      ['PAL_0001', 20, 'KST 12 Lager'],
      ['PAL_0010', 2, 'PAL_0010'],
    ]);
  });

  it('R001-7.052 with target ORDER the same sheet becomes an order for the customer, priced like the quote; a dry run writes nothing', async () => {
    const quoted = await engine.imports.template.importTemplate(admin, { name: 'vergleich.xlsx', bytes: await templateBytes() });
    const quote = await em().findOneOrFail(Quote, { id: quoted.summary.quoteId! }, { populate: ['positions', 'positions.product'] });
    const before = await counts();
    const preview = await engine.imports.run(admin, { kind: 'template', file: { name: 'bestellung.xlsx', bytes: await templateBytes() }, dryRun: true, target: 'Bestellung' });
    expect(preview).toMatchObject({ outcome: 'PREVIEW', summary: { target: 'ORDER' } });
    expect(await counts()).toEqual(before);
    const report = await engine.imports.run(admin, { kind: 'template', file: { name: 'bestellung.xlsx', bytes: await templateBytes() }, target: 'ORDER' });
    expect(report).toMatchObject({ outcome: 'IMPORTED', issues: [], summary: { target: 'ORDER', quoteId: null } });
    const summary = report.summary as { orderId: number; formattedId: string; total: string };
    const order = await em().findOneOrFail(Order, { id: summary.orderId }, { populate: ['positions', 'positions.product', 'customer'] });
    expect(order.formattedId).toBe(summary.formattedId);
    expect(order.formattedId).toMatch(/^B-/);
    expect(order.customer.id).toBe(quote.customer.id);
    expect(order.orderStatusId).toBe(1);
    expect(order.paymentMethodId).toBe(1);
    const lines = (positions: typeof order.positions) =>
      positions
        .getItems()
        .map((position) => [position.product?.articleNumber, position.quantity, position.pricePerOne, position.customerRef])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(lines(order.positions)).toEqual(lines(quote.positions));
    expect(lines(order.positions)).toHaveLength(3);
    expect(order.grandTotal).toBe(quote.grandTotal);
    expect(await counts()).toMatchObject({ quotes: before.quotes, orders: before.orders + 1 });
    // An unknown target refuses the sheet and names it.
    const wrong = await engine.imports.run(admin, { kind: 'template', file: { name: 'x.xlsx', bytes: await templateBytes() }, target: 'Rechnung' });
    expect(wrong.outcome).toBe('REFUSED');
    expect(wrong.issues).toEqual([{ line: 0, message: 'Unbekanntes Ziel «{value}»: Offerte oder Bestellung.', params: { value: 'Rechnung' } }]);
  });

  it('an unknown article and a bad quantity refuse the sheet with their row numbers', async () => {
    const before = await counts();
    const report = await engine.imports.template.importTemplate(admin, { name: 'bad.xlsx', bytes: await templateBytes([['ML-VP-4471', 3, ''], ['GIBT-ES-NICHT', 1, ''], ['ML-EPAL', 'zwei', '']]) });
    expect(report.outcome).toBe('REFUSED');
    expect(report.issues.map((issue) => issue.line)).toEqual([6, 7]);
    expect(await counts()).toEqual(before);
  });
});
