import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import { Product } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { Customer, User } from '../customers/customer.entity';
import { storedPostalAddress, type PostalAddressLike } from '../validation/postal-address';
import { toMoneyString } from '../money/money';
import { CustomerRequestType, OrderStatus, PaymentStatus } from '../requests/enums';
import { DeliveryType } from '../shipping/delivery';
import { Order, OrderPosition, type AddressSnapshot } from '../requests/request.entity';
import { createOrderRow } from '../orders/order-placement';
import { nextRequestId, recomputeTotals } from '../requests/request-builder';
import { fieldReader, readCsv, type CsvRow, type LineIssue } from './csv-reader';
import { runImport, type ImportFile, type ImportOptions, type ImportReport } from './import-runner';
import { parseId } from '../validation/ids';
import { requireGuard } from '../auth/permissions';

/**
 * The ERP (AX) files (001 §7 POST /import-ax/file, /import-ax/update-order-status;
 * docs/imports.md). Both are idempotent: an ERP order is keyed by its AX number (the order's
 * idempotency key `ax:<number>`), a status line sets absolute values — the same file twice
 * changes nothing the second time.
 */

export const AX_ORDER_COLUMNS = {
  required: ['axOrderNo', 'customer', 'articleNumber', 'quantity', 'pricePerOne'],
  optional: ['orderDate', 'orderReference', 'positionText', 'status'],
} as const;

export const AX_STATUS_COLUMNS = {
  required: ['orderNumber', 'status'],
  optional: ['position', 'quantityDelivered', 'quantityInvoiced'],
} as const;

export const AX_MESSAGES = {
  unknownCustomer: 'Kunde «{value}» nicht gefunden.',
  unknownArticle: 'Artikel «{value}» nicht gefunden.',
  unknownOrder: 'Bestellung «{value}» nicht gefunden.',
  unknownPosition: 'Position {value} gehört nicht zur Bestellung {order}.',
  unknownStatus: 'Unbekannter Status «{value}» (erlaubt: {allowed}).',
  backwards: 'Der Bestellstatus kann nicht von {from} zu {to} wechseln.',
  quantity: 'Die Menge «{column}» muss zwischen 0 und {max} liegen.',
  mixedOrder: 'Der Kunde der ERP-Bestellung {order} weicht von Zeile {first} ab.',
  duplicateLine: 'Die Zeile wiederholt Zeile {first}.',
  positive: 'Das Feld «{column}» muss grösser als 0 sein.',
} as const;

/** The ERP's order states by name or number; German names as AX prints them are accepted. */
const STATUS_NAMES: Record<string, OrderStatus> = {
  PLACED: OrderStatus.PLACED,
  BESTELLT: OrderStatus.PLACED,
  PREPARATION: OrderStatus.PREPARATION,
  INARBEIT: OrderStatus.PREPARATION,
  VORBEREITUNG: OrderStatus.PREPARATION,
  SENT: OrderStatus.SENT,
  VERSANDT: OrderStatus.SENT,
  DELIVERED: OrderStatus.DELIVERED,
  GELIEFERT: OrderStatus.DELIVERED,
  INVOICED: OrderStatus.INVOICED,
  FAKTURIERT: OrderStatus.INVOICED,
  VERRECHNET: OrderStatus.INVOICED,
  CANCELED: OrderStatus.CANCELED,
  STORNIERT: OrderStatus.CANCELED,
};
export function orderStatusOf(value: string): OrderStatus | null {
  const text = value.trim().toUpperCase().replace(/[\s_-]/g, '');
  if (/^[1-6]$/.test(text)) return Number(text) as OrderStatus;
  return STATUS_NAMES[text] ?? null;
}
const statusLabel = (id: number) => (Object.keys(OrderStatus) as (keyof typeof OrderStatus)[]).find((key) => OrderStatus[key] === id) ?? String(id);

/** The forward path of an order as the ERP reports it (it may skip steps); CANCELED from any open state. */
const STATUS_RANK: Record<number, number> = { [OrderStatus.PLACED]: 0, [OrderStatus.PREPARATION]: 1, [OrderStatus.SENT]: 2, [OrderStatus.DELIVERED]: 3, [OrderStatus.INVOICED]: 4 };
export function isErpStatusChangeAllowed(from: number, to: number): boolean {
  if (from === to) return true;
  if (from === OrderStatus.CANCELED || from === OrderStatus.INVOICED) return false;
  if (to === OrderStatus.CANCELED) return true;
  return (STATUS_RANK[to] ?? -1) > (STATUS_RANK[from] ?? 99);
}

export interface AxOrdersSummary {
  orders: number;
  created: number;
  unchanged: number;
  positions: number;
  createdOrders: { axOrderNo: string; orderId: number; formattedId: string }[];
  [key: string]: unknown;
}

export interface AxStatusSummary {
  lines: number;
  ordersChanged: number;
  positionsChanged: number;
  unchanged: number;
  [key: string]: unknown;
}

const MAX_QUANTITY = 1_000_000;


/** A customer by shop id, login e-mail or AX customer number (the company's code). */
async function findCustomer(em: EntityManager, value: string): Promise<number | null> {
  const id = parseId(value);
  if (id !== null) {
    const customer = await em.findOne(Customer, { id, deletedAt: null }, { fields: ['id'] });
    if (customer) return customer.id;
  }
  if (value.includes('@')) {
    const user = await em.findOne(User, { email: value.toLowerCase() }, { fields: ['customer'] });
    if (user) return user.customer.id;
  }
  const byCode = await em.findOne(Customer, { companyInfo: { code: value }, deletedAt: null }, { fields: ['id'] });
  return byCode?.id ?? null;
}

/** An order by its display number (B-2026-000123), its AX order number (an ERP order) or id. */
async function findOrder(em: EntityManager, value: string) {
  const id = parseId(value);
  const where = id !== null ? { id } : { $or: [{ formattedId: value.toUpperCase() }, { idempotencyKey: `ax:${value}` }] };
  return em.findOne(Order, where, { populate: ['positions'] });
}

async function importAxOrders(em: EntityManager, file: ImportFile, ctx: RequestContext, onProgress?: ImportOptions['onProgress']): Promise<{ issues: LineIssue[]; summary: AxOrdersSummary }> {
  const table = readCsv(file.bytes, AX_ORDER_COLUMNS);
  const issues = [...table.issues];
  const summary: AxOrdersSummary = { orders: 0, created: 0, unchanged: 0, positions: 0, createdOrders: [] };
  if (issues.length > 0) return { issues, summary };
  // Group the lines by AX order; check every line before writing anything.
  const groups = new Map<string, { rows: CsvRow[]; customer: string; firstLine: number }>();
  const seen = new Map<string, number>();
  for (const row of table.rows) {
    const key = Object.values(row.cells).join('\u0001');
    const duplicate = seen.get(key);
    if (duplicate !== undefined) issues.push({ line: row.line, message: AX_MESSAGES.duplicateLine, params: { first: duplicate } });
    else seen.set(key, row.line);
    const field = fieldReader(row, issues);
    const axOrderNo = field.text('axOrderNo', { required: true, max: 90 });
    const customer = field.text('customer', { required: true });
    const group = groups.get(axOrderNo);
    if (!group) groups.set(axOrderNo, { rows: [row], customer, firstLine: row.line });
    else {
      if (group.customer !== customer) issues.push({ line: row.line, message: AX_MESSAGES.mixedOrder, params: { order: axOrderNo, first: group.firstLine } });
      group.rows.push(row);
    }
  }
  const articleNumbers = [...new Set(table.rows.map((row) => row.cells.articleNumber ?? '').filter(Boolean))];
  const products = new Map((await em.find(Product, { articleNumber: { $in: articleNumbers }, deletedAt: null })).map((product) => [product.articleNumber, product]));
  const existing = new Set((await em.find(Order, { idempotencyKey: { $in: [...groups.keys()].map((no) => `ax:${no}`) } }, { fields: ['idempotencyKey'] })).map((order) => order.idempotencyKey));
  const customers = new Map<string, number | null>();
  const planned: { axOrderNo: string; customerId: number; rows: { row: CsvRow; product: { id: number; name: string }; quantity: number; price: Decimal; status: OrderStatus | null }[] }[] = [];
  summary.orders = groups.size;
  for (const [axOrderNo, group] of groups) {
    if (!customers.has(group.customer)) customers.set(group.customer, group.customer === '' ? null : await findCustomer(em, group.customer));
    const customerId = customers.get(group.customer) ?? null;
    if (customerId === null && group.customer !== '') issues.push({ line: group.firstLine, message: AX_MESSAGES.unknownCustomer, params: { value: group.customer } });
    const lines = group.rows.map((row) => {
      const field = fieldReader(row, issues);
      const articleNumber = field.text('articleNumber', { required: true });
      const product = products.get(articleNumber);
      if (articleNumber !== '' && !product) issues.push({ line: row.line, message: AX_MESSAGES.unknownArticle, params: { value: articleNumber } });
      const quantity = field.integer('quantity', { required: true });
      if (quantity !== null && (quantity <= 0 || quantity > MAX_QUANTITY)) issues.push({ line: row.line, message: AX_MESSAGES.positive, params: { column: 'quantity' } });
      const price = field.number('pricePerOne', { required: true });
      const statusText = field.text('status');
      const status = statusText === '' ? null : orderStatusOf(statusText);
      if (statusText !== '' && status === null) issues.push({ line: row.line, message: AX_MESSAGES.unknownStatus, params: { value: statusText, allowed: Object.keys(OrderStatus).join(', ') } });
      return { row, product: product ?? { id: 0, name: '' }, quantity: quantity ?? 0, price: price ?? new Decimal(0), status };
    });
    if (existing.has(`ax:${axOrderNo}`)) {
      summary.unchanged += 1;
      continue;
    }
    if (customerId !== null) planned.push({ axOrderNo, customerId, rows: lines });
  }
  if (issues.length > 0) return { issues, summary };
  for (const plan of planned) {
    const customer = await em.findOneOrFail(Customer, { id: plan.customerId }, { populate: ['addresses', 'users', 'paymentTerm', 'skonto'] });
    const address = customer.addresses.getItems().find((candidate) => !candidate.deletedAt && candidate.isDefaultShipping) ?? customer.addresses.getItems().find((candidate) => !candidate.deletedAt);
    const snapshot: AddressSnapshot | null = address ? snapshotOfAddress(address) : null;
    const first = plan.rows[0]!.row;
    const dateText = first.cells.orderDate ?? '';
    const createdAt = /^\d{4}-\d{2}-\d{2}$/.test(dateText) ? new Date(`${dateText}T08:00:00Z`) : /^\d{1,2}\.\d{1,2}\.\d{4}$/.test(dateText) ? dateFromSwiss(dateText) : new Date();
    const id = await nextRequestId(em, 'shop_order');
    const order = createOrderRow(em, {
      id,
      customer,
      orderStatusId: plan.rows.find((line) => line.status !== null)?.status ?? OrderStatus.PLACED,
      paymentStatusId: PaymentStatus.OPEN,
      paymentTerm: customer.paymentTerm ?? null,
      skonto: customer.skonto ?? null,
      orderPerson: 'ERP',
      externalCustomerNo: plan.axOrderNo.slice(0, 100),
      orderReference: (first.cells.orderReference || `ERP ${plan.axOrderNo}`).slice(0, 300),
      invoiceEmail: customer.users.getItems()[0]?.email ?? null,
      invoiceAddress: snapshot,
      deliveryAddress: snapshot,
      deliveryCost: null,
      customerRequestType: CustomerRequestType.VERPACKUNG,
      deliveryType: DeliveryType.TRUCK,
      idempotencyKey: `ax:${plan.axOrderNo}`,
      locale: ctx.locale,
      createdAt,
      updatedAt: createdAt,
    });
    const positions = plan.rows.map((line, index) =>
      em.create(OrderPosition, {
        order,
        type: 'PRODUCT',
        product: em.getReference(Product, line.product.id),
        name: (line.row.cells.positionText || line.product.name).slice(0, 300),
        quantity: line.quantity,
        pricePerOne: toMoneyString(line.price),
        sortOrder: index,
      }),
    );
    recomputeTotals(order, positions);
    // One flush at the end (the runner's): a flush per order re-checks every entity written so far.
    summary.created += 1;
    summary.positions += positions.length;
    summary.createdOrders.push({ axOrderNo: plan.axOrderNo, orderId: order.id, formattedId: order.formattedId });
    onProgress?.(summary.created, planned.length);
  }
  return { issues, summary };
}

function dateFromSwiss(text: string): Date {
  const [day, month, year] = text.split('.').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 8));
}

function snapshotOfAddress(address: PostalAddressLike & { id: number }): AddressSnapshot {
  return { id: address.id, ...storedPostalAddress(address) };
}

async function importAxStatus(em: EntityManager, file: ImportFile, onProgress?: ImportOptions['onProgress']): Promise<{ issues: LineIssue[]; summary: AxStatusSummary }> {
  const table = readCsv(file.bytes, AX_STATUS_COLUMNS);
  const issues = [...table.issues];
  const summary: AxStatusSummary = { lines: table.rows.length, ordersChanged: 0, positionsChanged: 0, unchanged: 0 };
  if (issues.length > 0) return { issues, summary };
  const changedOrders = new Set<number>();
  const changedPositions = new Set<number>();
  // Every order the file names, in one query (a 10 000-line file names a few thousand).
  const numbers = [...new Set(table.rows.map((row) => (row.cells.orderNumber ?? '').trim()).filter(Boolean))];
  const loaded = await em.find(
    Order,
    { $or: [{ id: { $in: numbers.filter((value) => /^\d+$/.test(value)).map(Number) } }, { formattedId: { $in: numbers.map((value) => value.toUpperCase()) } }, { idempotencyKey: { $in: numbers.map((value) => `ax:${value}`) } }] },
    { populate: ['positions'] },
  );
  const byNumber = new Map<string, (typeof loaded)[number]>();
  for (const order of loaded) {
    byNumber.set(String(order.id), order);
    byNumber.set(order.formattedId, order);
    if (order.idempotencyKey?.startsWith('ax:')) byNumber.set(order.idempotencyKey.slice(3), order);
  }
  for (const [index, row] of table.rows.entries()) {
    onProgress?.(index + 1, table.rows.length);
    const field = fieldReader(row, issues);
    const number = field.text('orderNumber', { required: true });
    if (number === '') continue;
    const order = byNumber.get(number) ?? byNumber.get(number.toUpperCase()) ?? (await findOrder(em, number));
    if (!order) {
      issues.push({ line: row.line, message: AX_MESSAGES.unknownOrder, params: { value: number } });
      continue;
    }
    const statusText = field.text('status');
    const status = statusText === '' ? null : orderStatusOf(statusText);
    if (statusText !== '' && status === null) issues.push({ line: row.line, message: AX_MESSAGES.unknownStatus, params: { value: statusText, allowed: Object.keys(OrderStatus).join(', ') } });
    let changed = false;
    if (status !== null && status !== order.orderStatusId) {
      if (!isErpStatusChangeAllowed(order.orderStatusId, status)) {
        issues.push({ line: row.line, message: AX_MESSAGES.backwards, params: { from: statusLabel(order.orderStatusId), to: statusLabel(status) } });
      } else {
        order.orderStatusId = status;
        changedOrders.add(order.id);
        changed = true;
      }
    }
    const positionText = field.text('position');
    if (positionText !== '') {
      // Position numbers count the order's top-level lines from 1, in the order's own sequence.
      const lines = order.positions.getItems().filter((candidate) => !candidate.parent).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
      const position = /^\d+$/.test(positionText) ? lines[Number(positionText) - 1] : undefined;
      if (!position) {
        issues.push({ line: row.line, message: AX_MESSAGES.unknownPosition, params: { value: positionText, order: order.formattedId } });
        continue;
      }
      for (const column of ['quantityDelivered', 'quantityInvoiced'] as const) {
        const quantity = field.integer(column);
        if (quantity === null) continue;
        if (quantity < 0 || quantity > position.quantity) {
          issues.push({ line: row.line, message: AX_MESSAGES.quantity, params: { column, max: position.quantity } });
          continue;
        }
        if (position[column] !== quantity) {
          position[column] = quantity;
          changedPositions.add(position.id);
          changed = true;
        }
      }
    }
    if (!changed) summary.unchanged += 1;
  }
  summary.ordersChanged = changedOrders.size;
  summary.positionsChanged = changedPositions.size;
  await em.flush();
  return { issues, summary };
}

export function createAxImportService(options: { em: () => EntityManager }) {
  return {
    /** POST /import-ax/file (R001-7.050): ERP orders into the shop (customer order history), once per AX order number. */
    async importOrders(ctx: RequestContext, file: ImportFile, importOptions: ImportOptions = {}): Promise<ImportReport<AxOrdersSummary>> {
      requireGuard(ctx, 'orderDesk');
      return runImport(options.em, 'ax-file', file, { ...importOptions, by: importOptions.by ?? ctx.email }, (em) => importAxOrders(em, file, ctx, importOptions.onProgress));
    },
    /** POST /import-ax/update-order-status (R001-7.051): order states and delivered/invoiced quantities per position. */
    async updateOrderStatus(ctx: RequestContext, file: ImportFile, importOptions: ImportOptions = {}): Promise<ImportReport<AxStatusSummary>> {
      requireGuard(ctx, 'orderDesk');
      return runImport(options.em, 'ax-status', file, { ...importOptions, by: importOptions.by ?? ctx.email }, (em) => importAxStatus(em, file, importOptions.onProgress));
    },
  };
}
export type AxImportService = ReturnType<typeof createAxImportService>;
