import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../../fixtures/demo/index';
import { createTestDatabase } from '../../test/database';
import { loadEnv } from '../config/env';
import { anonymousContext } from '../context';
import { createEngine, type Engine } from '../engine';

let engine: Engine;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-confirmation-'));

beforeAll(async () => {
  engine = await createEngine({ env: loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test' }), database: await createTestDatabase() });
  await engine.fixtures.seed(demoDataset, {});
});
afterAll(async () => {
  await engine?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function confirmationsTo(email: string): Promise<{ subject: string; attachments: string[] }[]> {
  const mails = await engine.mailer.listSentMails({ to: email, limit: 100 });
  return mails.map((mail) => ({ subject: mail.subject, attachments: mail.attachments }));
}

describe('order confirmation for every placed order', () => {
  it('R001-1.10 an order placed through POST /api/order (not the checkout pages) gets one confirmation mail with its PDF, also on a retry', async () => {
    const { items } = await engine.products.listProducts(anonymousContext(), {});
    const product = items.find((item) => item.price !== null && !item.canBeConfigured);
    if (!product) throw new Error('demo data has no fixed product with a list price');
    const address = { name: 'API Gast AG', street: 'Bahnhofstrasse 3', zipCode: '4600', city: 'Olten', country: 'CH' };
    const input = {
      cartItems: [{ productId: product.id, quantity: 2, configuration: {} }],
      invoiceAddress: address,
      deliveryAddress: address,
      invoiceEmail: 'api-gast@example.ch',
      deliveryMode: 'DELIVERY' as const,
      paymentMethodId: 1,
      termsAccepted: true,
      idempotencyKey: 'api-confirmation-1',
    };
    const placed = await engine.orders.placeOrder(anonymousContext(), input);
    await expect.poll(() => confirmationsTo('api-gast@example.ch'), { timeout: 10_000 }).toHaveLength(1);
    const [mail] = await confirmationsTo('api-gast@example.ch');
    expect(mail?.subject).toContain(placed.order.formattedId);
    expect(mail?.attachments.some((name) => name.endsWith('.pdf'))).toBe(true);

    // The same submission again answers the same order and sends nothing more.
    await engine.orders.placeOrder(anonymousContext(), input);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await confirmationsTo('api-gast@example.ch')).toHaveLength(1);
  });
});
