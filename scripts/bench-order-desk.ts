/**
 * Back-office benchmark of `npm run bench` (docs/admin.md): the orders grid's query
 * (`orderDesk.orderGrid`, what the /admin/Orders loader runs) over 10 000 orders with their
 * positions, unfiltered and with the filters staff use.
 */
import { anonymousContext, Permission, type Database, type Engine } from '@shop/engine';

type Measure = (name: string, iterations: number, fn: () => Promise<unknown>) => Promise<{ name: string; iterations: number; opsPerSecond: number; p50: number; p99: number }>;

export async function benchOrderDesk(options: {
  engine: Engine;
  database: Database;
  measure: Measure;
  printTable: (title: string, results: Awaited<ReturnType<Measure>>[]) => void;
  label: string;
  iterations: number;
  orders?: number;
}) {
  const count = options.orders ?? 10_000;
  const connection = options.database.orm.em.getConnection();
  await connection.execute(`
    insert into shop_order (formatted_id, customer_id, order_status_id, payment_status_id, payment_method_id, delivery_type, order_reference,
      invoice_address, delivery_address, invoice_email, total, grand_total, requested_delivery_date, created_at, updated_at, version)
    select 'B-BENCH-' || lpad(g::text, 6, '0'), (select min(id) from customer), 1 + (g % 6), 1 + (g % 2), case when g % 3 = 0 then 1 else 2 end, 1 + (g % 4), 'REF-' || g,
      jsonb_build_object('name', 'Firma ' || g, 'street', 'Weg ' || g, 'zipCode', '4653', 'city', 'Ort ' || (g % 50), 'country', 'CH'),
      jsonb_build_object('name', 'Firma ' || g, 'street', 'Weg ' || g, 'zipCode', '4653', 'city', 'Ort ' || (g % 50), 'country', 'CH'),
      'kunde' || g || '@example.ch', (g % 1000) + 0.5, (g % 1000) + 0.5, current_date + (g % 60), now() - (g || ' minutes')::interval, now(), 1
    from generate_series(1, ${count}) g`);
  await connection.execute(`
    insert into order_position (order_id, type, name, configuration, quantity, quantity_delivered, price_per_one, children_visible, storno, sort_order)
    select o.id, 'PRODUCT', 'Position ' || p, '{}', 3, case when (o.id + p) % 2 = 0 then 3 else null end, 10, true, false, p
    from shop_order o cross join generate_series(1, 3) p where o.formatted_id like 'B-BENCH-%'`);
  const ctx = anonymousContext({ customerId: 1, permissions: [Permission.ADMIN_QUOTE] });
  const grid = (query: Record<string, string>) => () => options.engine.orders.desk.orderGrid(ctx, query);
  const n = options.iterations;
  options.printTable(`Orders grid over ${count} orders × 3 positions (${options.label}, ${n} iterations each)`, [
    await options.measure('orders grid, first page (newest)', n, grid({})),
    await options.measure('status PLACED, payment open', n, grid({ status: '1', paymentStatus: '2' })),
    await options.measure('text search "firma 42"', n, grid({ q: 'firma 42' })),
    await options.measure('date range + sort by amount', n, grid({ from: '2020-01-01', to: '2099-12-31', sort: '-grandTotal' })),
    await options.measure('page 100 of 25 by name', n, grid({ sort: 'name', page: '100' })),
  ]);
}
