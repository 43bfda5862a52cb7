import { anonymousContext, csvNodeStream, OrderStatus, PaymentStatus, Permission, type CsvCell, type Engine, type OrderGridRow, type OrderView } from '@shop/engine';
import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { runCommand, UsageError, type GlobalOptions } from '../runtime';

/** The operator's CLI has the database anyway: it reads orders with the order desk's right. */
const operator = () => anonymousContext({ permissions: [Permission.ADMIN_QUOTE] });

const statusNames = new Map<number, string>(Object.entries(OrderStatus).map(([name, id]) => [id, name]));
const paymentNames = new Map<number, string>(Object.entries(PaymentStatus).map(([name, id]) => [id, name]));

interface FilterOptions {
  status?: string;
  customer?: string;
  from?: string;
  to?: string;
  search?: string;
}

/** Flags → the order desk's grid query (the engine's orderGridQuerySchema checks them). */
function gridQuery(options: FilterOptions) {
  const status = options.status === undefined ? undefined : /^\d+$/.test(options.status) ? options.status : OrderStatus[options.status.toUpperCase() as keyof typeof OrderStatus];
  if (options.status !== undefined && status === undefined) throw new UsageError(`--status is one of ${[...statusNames.values()].join(', ')}`);
  return {
    ...(status !== undefined ? { status: String(status) } : {}),
    ...(options.customer ? { customer: options.customer } : {}),
    ...(options.from ? { from: options.from } : {}),
    ...(options.to ? { to: options.to } : {}),
    ...(options.search ? { q: options.search } : {}),
  };
}

/** Every order of the filter, page by page (100 a query), oldest page first as the grid sorts. */
async function* allRows(engine: Engine, query: Record<string, string>, onTotal: (total: number) => void): AsyncGenerator<OrderGridRow> {
  for (let page = 1; ; page++) {
    const result = await engine.orders.desk.orderGrid(operator(), { ...query, page: String(page), size: '100' });
    if (page === 1) onTotal(result.total);
    yield* result.rows;
    if (page >= result.pages) return;
  }
}

export const ORDER_CSV_COLUMNS = ['id', 'orderNumber', 'createdAt', 'customerId', 'customerKind', 'name', 'city', 'reference', 'status', 'payment', 'requestedDeliveryDate', 'confirmedDeliveryDate', 'grandTotal'] as const;

const csvRow = (row: OrderGridRow): CsvCell[] => [
  row.id,
  row.formattedId,
  row.createdAt,
  row.customerId,
  row.customerKind,
  row.name,
  row.city,
  row.orderReference,
  statusNames.get(row.orderStatusId) ?? row.orderStatusId,
  paymentNames.get(row.paymentStatusId) ?? row.paymentStatusId,
  row.requestedDeliveryDate,
  row.confirmedDeliveryDate,
  row.grandTotal,
];

const filterFlags = (command: Command) =>
  command
    .option('--status <name|id>', `order status: ${Object.keys(OrderStatus).join(', ')}`)
    .option('--customer <id>', 'customer id')
    .option('--from <YYYY-MM-DD>', 'created on or after (Zurich day)')
    .option('--to <YYYY-MM-DD>', 'created on or before (Zurich day)')
    .option('--search <text>', 'order number, reference or invoice/delivery name');

function describeOrder(order: OrderView): string {
  const lines = [
    `${order.formattedId} (id ${order.id}) of customer ${order.customer.id} (${order.customer.kind}), ${order.createdAt}`,
    `  status ${statusNames.get(order.orderStatusId) ?? order.orderStatusId}, payment ${paymentNames.get(order.paymentStatusId) ?? order.paymentStatusId}, total CHF ${order.grandTotal ?? '–'} (delivery ${order.deliveryCost ?? '–'}, VAT ${order.vatAmount ?? '–'})`,
  ];
  if (order.invoiceAddress) lines.push(`  invoice: ${[order.invoiceAddress.name, order.invoiceAddress.zipCode, order.invoiceAddress.city].filter(Boolean).join(' ')}`);
  for (const position of order.positions ?? []) {
    lines.push(`  ${String(position.quantity).padStart(5)} × ${position.name}${position.pricePerOne ? ` à CHF ${position.pricePerOne}` : ''}`);
  }
  return lines.join('\n');
}

/**
 * `shop orders list|show|export`: the order desk's list (same filters and SQL paging as
 * /admin/Orders), one order with its positions, and every order of a filter as CSV — streamed,
 * with a progress bar on a terminal.
 */
export function registerOrdersCommands(program: Command, globals: () => GlobalOptions) {
  const orders = program
    .command('orders')
    .description('orders: list, show one, export CSV')
    .addHelpText('after', '\nExamples:\n  shop orders list --status PLACED\n  shop orders show 42\n  shop orders export --out orders.csv --from 2026-01-01\n  shop --json orders list --customer 2');

  filterFlags(orders.command('list').description('orders of a filter, newest first (100 at most; --page for more)'))
    .option('--page <n>', 'page of 100', '1')
    .action((options: FilterOptions & { page: string }) =>
      runCommand(
        globals(),
        async (engine) => {
          const page = await engine.orders.desk.orderGrid(operator(), { ...gridQuery(options), page: options.page, size: '100' });
          return { total: page.total, page: page.page, pages: page.pages, orders: page.rows.map((row) => ({ ...row, status: statusNames.get(row.orderStatusId) ?? null })) };
        },
        (result) =>
          [
            ...result.orders.map((row) => `${row.formattedId.padEnd(16)} ${row.createdAt.slice(0, 10)}  ${(row.status ?? '').padEnd(11)} ${(row.name ?? '').slice(0, 30).padEnd(30)} CHF ${row.grandTotal ?? '–'}`),
            `${result.total} order(s)${result.pages > 1 ? `, page ${result.page} of ${result.pages}` : ''}`,
          ].join('\n'),
      ),
    );

  orders
    .command('show <id>')
    .description('one order with addresses and positions')
    .action((id: string) =>
      runCommand(
        globals(),
        async (engine) => {
          if (!/^\d+$/.test(id)) throw new UsageError('show wants the order id (a whole number)');
          const [order] = await engine.orders.listOrders(operator(), { id: Number(id) });
          if (!order) throw new UsageError(`no order ${id}`);
          return order;
        },
        describeOrder,
      ),
    );

  filterFlags(orders.command('export').description('every order of the filter as CSV (streamed; progress bar on a terminal)'))
    .requiredOption('-o, --out <file>', 'CSV file to write')
    .action((options: FilterOptions & { out: string }) =>
      runCommand(
        globals(),
        async (engine) => {
          const started = performance.now();
          const file = resolve(options.out);
          const showProgress = Boolean(process.stderr.isTTY) && !globals().json;
          const bar = showProgress ? new cliProgress.SingleBar({ format: 'orders {bar} {value}/{total} | {percentage}% | {eta_formatted}', stream: process.stderr }, cliProgress.Presets.shades_classic) : undefined;
          let rows = 0;
          let bytes = 0;
          async function* lines() {
            for await (const row of allRows(engine, gridQuery(options), (total) => bar?.start(total, 0))) yield csvRow(row);
          }
          try {
            await pipeline(
              csvNodeStream(ORDER_CSV_COLUMNS, lines(), {
                onRow: (count) => {
                  rows = count;
                  bar?.update(count);
                },
                onBytes: (chunk) => {
                  bytes += chunk;
                },
              }),
              createWriteStream(file),
            );
          } finally {
            bar?.stop();
          }
          return { file, rows, bytes, ms: Math.round(performance.now() - started) };
        },
        (s) => `Wrote ${s.rows} order(s), ${s.bytes} bytes to ${s.file} in ${s.ms} ms.`,
      ),
    );
}
