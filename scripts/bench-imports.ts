/**
 * A 10 000-line ERP import against PostgreSQL `COPY … FROM STDIN` of the same rows.
 * - ERP orders: 10 000 position lines on 2 500 AX orders (engine: checked, then written in one
 *   transaction); and the same file again (the idempotent no-op).
 * - ERP order states: 10 000 lines setting delivered/invoiced quantities (engine), and again.
 * - COPY: the same 10 000 status rows into a scratch table through the plain pg client — the
 *   floor of what "getting the rows into the database" costs, with no checking at all.
 */
import { anonymousContext, type Database, type Engine } from '@shop/engine';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export interface ImportBenchOptions {
  engine: Engine;
  database: Database;
  url: string;
  label: string;
}

const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 10_000);
const PER_ORDER = 4;

/** `copy … from stdin` on the plain pg client (the copy-in protocol pg-copy-streams uses). */
function copyIn(client: pg.Client, sql: string, data: Buffer): Promise<void> {
  const query = new pg.Query(sql) as unknown as pg.Query & { handleCopyInResponse: (connection: { sendCopyFromChunk(chunk: Buffer): void; endCopyFrom(): void }) => void };
  query.handleCopyInResponse = (connection) => {
    for (let offset = 0; offset < data.length; offset += 64 * 1024) connection.sendCopyFromChunk(data.subarray(offset, offset + 64 * 1024));
    connection.endCopyFrom();
  };
  const done = new Promise<void>((resolve, reject) => {
    query.on('end', () => resolve());
    query.on('error', reject);
  });
  client.query(query);
  return done;
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

export async function benchImports(options: ImportBenchOptions): Promise<void> {
  const { engine } = options;
  const ctx = anonymousContext({ permissions: [5], email: 'bench' });
  const articles = ['KISTE_0011', 'PAL_0001', 'BRETT_0007', 'MOEB_0002'];
  const orders = Math.ceil(LINES / PER_ORDER);
  const stamp = Date.now().toString(36);
  const orderLines = ['axOrderNo;customer;orderDate;articleNumber;quantity;pricePerOne;status'];
  const statusLines = ['orderNumber;status;position;quantityDelivered;quantityInvoiced'];
  for (let i = 0; i < LINES; i++) {
    const order = `B${stamp}-${String(Math.floor(i / PER_ORDER)).padStart(6, '0')}`;
    const position = (i % PER_ORDER) + 1;
    orderLines.push(`${order};K-10042;03.11.2026;${articles[i % PER_ORDER]};${10 + (i % 7)};1'${String(100 + (i % 900)).padStart(3, '0')}.50;PLACED`);
    statusLines.push(`${order};DELIVERED;${position};${10 + (i % 7)};0`);
  }
  const file = (name: string, lines: string[]) => ({ name, bytes: new TextEncoder().encode(lines.join('\r\n') + '\r\n') });
  const ordersFile = file('bench-ax-orders.csv', orderLines);
  const statusFile = file('bench-ax-status.csv', statusLines);

  const rows: Record<string, string | number>[] = [];
  const row = (name: string, ms: number, outcome: string) => rows.push({ benchmark: name, lines: LINES, 'total ms': Math.round(ms), 'lines/s': Math.round((LINES / ms) * 1000), outcome });

  const first = await timed(() => engine.imports.ax.importOrders(ctx, ordersFile));
  row(`ERP orders, ${orders} orders (engine, one transaction)`, first.ms, `${first.value.outcome}, created ${String(first.value.summary.created)}`);
  const again = await timed(() => engine.imports.ax.importOrders(ctx, ordersFile));
  row('ERP orders, same file again (no-op)', again.ms, `${again.value.outcome}, unchanged ${String(again.value.summary.unchanged)}`);
  const dry = await timed(() => engine.imports.ax.updateOrderStatus(ctx, statusFile, { dryRun: true }));
  row('ERP states, dry run (engine, rolled back)', dry.ms, dry.value.outcome);
  const status = await timed(() => engine.imports.ax.updateOrderStatus(ctx, statusFile));
  row('ERP states (engine, one transaction)', status.ms, `${status.value.outcome}, positions ${String(status.value.summary.positionsChanged)}`);
  const statusAgain = await timed(() => engine.imports.ax.updateOrderStatus(ctx, statusFile));
  row('ERP states, same file again (no-op)', statusAgain.ms, `${statusAgain.value.outcome}, changed ${String(statusAgain.value.summary.positionsChanged)}`);

  const client = new pg.Client({ connectionString: options.url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('create table if not exists bench_import_status (order_number text, status text, position int, quantity_delivered int, quantity_invoiced int)');
    await client.query('truncate bench_import_status');
    if (options.label === 'PostgreSQL') {
      const copy = await timed(() => copyIn(client, `copy bench_import_status from stdin with (format csv, header true, delimiter ';')`, Buffer.from(statusFile.bytes)));
      const count = await client.query<{ n: string }>('select count(*) as n from bench_import_status');
      row('COPY FROM STDIN, same status rows (pg, no checks)', copy.ms, `${count.rows[0]?.n ?? '?'} rows`);
    } else {
      // PGlite's socket does not speak the copy-in protocol: one INSERT of all rows (unnest) is the floor there.
      const cells = statusLines.slice(1).map((line) => line.split(';'));
      const column = (index: number) => cells.map((cell) => cell[index] ?? '');
      const insert = await timed(() =>
        client.query(
          'insert into bench_import_status select * from unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[])',
          [column(0), column(1), column(2).map(Number), column(3).map(Number), column(4).map(Number)],
        ),
      );
      row('one INSERT … unnest, same status rows (pg, no checks; PGlite has no COPY FROM STDIN)', insert.ms, `${insert.value.rowCount ?? '?'} rows`);
    }
    await client.query('drop table bench_import_status');
  } catch (error) {
    rows.push({ benchmark: 'COPY FROM STDIN (pg)', lines: LINES, 'total ms': '–', 'lines/s': '–', outcome: `not answered: ${error instanceof Error ? error.message : String(error)}` });
  } finally {
    await client.end().catch(() => undefined);
  }
  console.log(`\nImports, ${LINES}-line ERP files (${options.label}; ${(ordersFile.bytes.length / 1024).toFixed(0)} KB orders, ${(statusFile.bytes.length / 1024).toFixed(0)} KB states)`);
  console.table(rows);
}
