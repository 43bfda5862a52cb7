import type { EntityManager } from '@mikro-orm/postgresql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { User } from '../../../engine/src/customers/customer.entity';
import { OrderStatus } from '../../../engine/src/requests/enums';
import { Order, OrderPosition } from '../../../engine/src/requests/request.entity';
import { Product } from '../../../engine/src/catalog/product.entity';
import { seedDemo } from '../../../fixtures/seed-demo';
import { binary, inProcess, openCliWorld, type CliWorld } from '../../test/shop';

// The real binary starts a process (tsx, the engine): slow on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 300_000 });

let world: CliWorld;
let musterId = 0;
const orderIds: number[] = [];
/** `shop ARGS` in this process, on the test's engine (no terminal: no prompts, no bar). */
const shop = (args: string[]) => inProcess(world.engine, args);

beforeAll(async () => {
  world = await openCliWorld();
  await seedDemo(world.engine);
  const em = world.engine.database.orm.em.fork() as EntityManager;
  const muster = await em.findOneOrFail(User, { email: 'einkauf@muster-logistik.ch' }, { populate: ['customer'] });
  musterId = muster.customer.id;
  const pallet = await em.findOneOrFail(Product, { articleNumber: 'PAL_0010' });
  for (const [index, status] of [OrderStatus.PLACED, OrderStatus.DELIVERED, OrderStatus.PLACED].entries()) {
    const order = em.create(Order, {
      formattedId: `B-2026-OPS0${index + 1}`,
      customer: muster.customer,
      orderStatusId: status,
      orderReference: index === 2 ? '=HYPERLINK("x")' : `Lager ${index + 1}`,
      invoiceAddress: { name: 'Muster Logistik AG', street: 'Industriestrasse 12', zipCode: '4614', city: 'Hägendorf', country: 'CH' },
    } as never);
    em.create(OrderPosition, { order, product: pallet, name: 'Europalette', quantity: 10 * (index + 1), pricePerOne: '38.50' } as never);
    await em.flush();
    orderIds.push(order.id);
  }
});
afterAll(() => world?.close());

describe('[ops] shop prices (the operator CLI prices as the cart does)', () => {
  it('[ops] prices a product for a customer and quantity: the customer’s graduated fixed price (--json, the real binary)', async () => {
    const result = await binary(['--json', 'prices', '--product', 'PAL_0010', '--customer', String(musterId), '--quantity', '50'], world.env);
    expect(result.exitCode, result.stderr).toBe(0);
    const price = JSON.parse(result.stdout);
    expect(price).toMatchObject({ product: { articleNumber: 'PAL_0010' }, customerId: musterId, quantity: 50, available: true, strategy: 'FIX_PRICE', pricePerOne: '35.90', linePrice: '1795.00' });
    expect(price.graduatedPrice).toContainEqual({ quantity: 100, price: '33.80' });
  });

  it('[ops] prints a summary for people: without --customer the list price; a product without a price for that caller exits 1', async () => {
    const result = await shop(['prices', '-p', 'PAL_0001', '-q', '10']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toContain('PAL_0001 Europalette EPAL 1200 × 800 mm, neu × 10, list price (no customer)');
    expect(result.stdout).toContain('per piece CHF 24.50, line CHF 245.00');
    const customerOnly = await shop(['prices', '-p', 'PAL_0010']);
    expect(customerOnly.exitCode).toBe(1);
    expect(customerOnly.stdout + customerOnly.stderr).toMatch(/no price|no product/);
  });

  it('[ops] a configuration is checked against the product’s model; bad flags and unknown products exit 1 with a message', async () => {
    const bad = await shop(['prices', '-p', 'PAL_0010', '--config', 'Länge']);
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toContain('--config wants NAME=VALUE');
    const unknown = await shop(['--json', 'prices', '-p', 'NO_SUCH_ARTICLE']);
    expect(unknown.exitCode).toBe(1);
    expect(JSON.parse(unknown.stdout).error).toContain("no product 'NO_SUCH_ARTICLE'");
    const quantity = await shop(['prices', '-p', 'PAL_0010', '-q', 'viele']);
    expect(quantity.exitCode).toBe(1);
    expect(quantity.stderr).toContain('--quantity wants a whole number');
  });
});

describe('[ops] shop orders list|show|export', () => {
  it('[ops] lists orders newest first with filters, as the order desk does (the real binary)', async () => {
    const all = await binary(['--json', 'orders', 'list', '--customer', String(musterId)], world.env);
    expect(all.exitCode, all.stderr).toBe(0);
    const listed = JSON.parse(all.stdout);
    expect(listed.total).toBe(3);
    const placed = JSON.parse((await shop(['--json', 'orders', 'list', '--status', 'placed'])).stdout);
    expect(placed.orders.map((order: { id: number }) => order.id).sort()).toEqual([orderIds[0], orderIds[2]].sort());
    expect(placed.orders.every((order: { status: string }) => order.status === 'PLACED')).toBe(true);
    const text = await shop(['orders', 'list', '--search', 'OPS02']);
    expect(text.stdout).toContain('B-2026-OPS02');
    expect(text.stdout).toContain('DELIVERED');
    expect(text.stdout).toContain('1 order(s)');
    const wrong = await shop(['orders', 'list', '--status', 'LOST']);
    expect(wrong.exitCode).toBe(1);
    expect(wrong.stderr).toContain('--status is one of PLACED');
  });

  it('[ops] shows one order with its positions; an unknown id exits 1', async () => {
    const shown = await shop(['orders', 'show', String(orderIds[1])]);
    expect(shown.exitCode, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('B-2026-OPS02');
    expect(shown.stdout).toContain('20 × Europalette à CHF 38.50');
    expect(shown.stdout).toContain('invoice: Muster Logistik AG 4614 Hägendorf');
    const missing = await shop(['orders', 'show', '999999']);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('no order 999999');
  });

  it('[ops] exports every order of a filter as CSV, cells that look like formulas neutralised', async () => {
    const out = join(world.dir, 'orders.csv');
    const result = await shop(['--json', 'orders', 'export', '--out', out, '--customer', String(musterId)]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ file: out, rows: 3 });
    const lines = readFileSync(out, 'utf8').trim().split('\n');
    expect(lines[0]).toBe('id,orderNumber,createdAt,customerId,customerKind,name,city,reference,status,payment,requestedDeliveryDate,confirmedDeliveryDate,grandTotal');
    expect(lines).toHaveLength(4);
    expect(lines.some((line) => line.includes('B-2026-OPS02') && line.includes('DELIVERED'))).toBe(true);
    expect(lines.find((line) => line.includes('B-2026-OPS03'))).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
