import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { shopUnderTest } from './shop-under-test';

/**
 * Helpers of the browser tests that talk to the running shop beside the browser: the back
 * office's /api as the admin the start script created, the mails the test SMTP server received,
 * and polling for something that happens asynchronously (a webhook, a mail).
 */

const json = { 'content-type': 'application/json' };

/** The login of the admin the start script created; its generated password is printed once into the shop's log. */
export function adminLogin(): { email: string; password: string } {
  const match = readFileSync(shopUnderTest().logFile, 'utf8').match(/e-mail:\s+(\S+)\s+password:\s+(\S+)/);
  if (!match) throw new Error('no admin login in the shop log');
  return { email: match[1]!, password: match[2]! };
}

/** A bearer token of that admin. */
export async function adminToken(): Promise<string> {
  const { baseUrl } = shopUnderTest();
  const response = await fetch(`${baseUrl}/api/auth`, { method: 'POST', headers: json, body: JSON.stringify(adminLogin()) });
  return ((await response.json()) as { token: string }).token;
}

/** A call of the shop's /api as that admin. */
export async function adminCall(method: string, path: string, body?: unknown): Promise<Response> {
  const { baseUrl } = shopUnderTest();
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...json, authorization: `Bearer ${await adminToken()}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Quoted-printable soft breaks and escapes undone (nodemailer encodes non-ASCII text so). */
export function decodeMail(raw: string): string {
  // Header words encoded by RFC 2047 (a subject with umlauts, folded over lines: adjacent words join).
  const headers = raw
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('latin1') : text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  const qp = headers.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(qp, 'latin1').toString('utf8');
}

/** The decoded mails the test SMTP server received for a recipient, oldest first. */
export function decodedMailsTo(address: string): string[] {
  const mailDir = shopUnderTest().mailDir;
  return readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => decodeMail(readFileSync(join(mailDir, name), 'latin1')))
    .filter((text) => text.toLowerCase().includes(address.toLowerCase()));
}

/** Polls until `read` answers something (or fails after the timeout, naming what it waited for). */
export async function waitUntil<T>(read: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** An order as GET /api/order?returnAdditionalInformation=true answers it (the fields the tests read). */
export interface ApiOrder {
  id: number;
  formattedId: string;
  paymentMethodId: number;
  paymentStatusId: number;
  deliveryType: number;
  deliveryCost: string | null;
  vatAmount: string;
  requestedDeliveryDate: string | null;
  pickupSlot: string | null;
  deliveryAddress?: { name: string; street: string; zipCode: string; city: string } | null;
  positions?: { parentId: number | null; productId: number | null; quantity: number; pricePerOne: string | null }[];
}

/** The order with this number ('B-2026-000012'), read as the admin. */
export async function orderByNumber(formattedId: string): Promise<ApiOrder> {
  const id = Number(formattedId.split('-').at(-1));
  const response = await adminCall('GET', `/api/order?id=${id}&returnAdditionalInformation=true`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as ApiOrder[] | { items?: ApiOrder[] };
  const order = (Array.isArray(body) ? body : (body.items ?? []))[0];
  if (!order) throw new Error(`order ${formattedId} not found`);
  return order;
}

/** The invoice step's fields as a guest fills them (Gerda Gast in Olten), before 'Weiter'. */
export async function fillGuestInvoiceFields(page: Page, invoiceEmail: string): Promise<void> {
  await page.fill('[name="address.name"]', 'Gerda Gast');
  await page.fill('[name="address.street"]', 'Bahnhofstrasse 5');
  await page.fill('[name="address.zipCode"]', '4600');
  await page.fill('[name="address.city"]', 'Olten');
  await page.fill('[name="contact.firstName"]', 'Gerda');
  await page.fill('[name="contact.lastName"]', 'Gast');
  await page.fill('[name="invoiceEmail"]', invoiceEmail);
}

/** From the cart page as a guest to the filled invoice step, before 'Weiter'. */
export async function fillGuestInvoice(page: Page, invoiceEmail: string): Promise<void> {
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.waitForURL(/\/checkout\/signin$/);
  await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
  await page.waitForURL(/\/checkout\/invoice$/);
  await fillGuestInvoiceFields(page, invoiceEmail);
}

/**
 * A statement on the running shop's database, for a test's set-up that no screen offers (an
 * order back-dated to last month): the TEST_DATABASE_URL database, else the embedded one through
 * the socket its lock file names (engine/src/db/embedded.ts).
 */
export async function shopSql(sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const { databaseUrl, dataDir } = shopUnderTest();
  const port = databaseUrl ? 0 : (JSON.parse(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')) as { port: number }).port;
  const client = new pg.Client({ connectionString: databaseUrl ?? `postgresql://postgres:postgres@127.0.0.1:${port}/postgres` });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/**
 * Muster Logistik orders two configured crates through POST /api/order (or asks for them as a
 * quote through POST /api/quote) with the session of `request` (a logged-in page's
 * `page.request`): the buyer's history has an order or a quote to show.
 */
export async function placeMusterCrateOrder(
  request: { get(url: string): Promise<{ json(): Promise<unknown> }>; post(url: string, options: object): Promise<{ status(): number; json(): Promise<unknown> }> },
  baseUrl: string,
  reference: string,
  options: { paymentMethodId?: number; quote?: boolean } = {},
): Promise<{ formattedId: string; id: number }> {
  const products = (await (await request.get(`${baseUrl}/api/product?articleNumber=KISTE_0001`)).json()) as { items: { id: number }[] };
  const address = { name: 'Muster Logistik AG', street: 'Gäustrasse 40', zipCode: '4624', city: 'Härkingen', country: 'CH' };
  const placed = await request.post(`${baseUrl}/api/${options.quote ? 'quote' : 'order'}`, {
    headers: { origin: baseUrl, ...json },
    data: {
      cartItems: [
        {
          productId: products.items[0]!.id,
          quantity: 2,
          configuration: { Innenlänge: '1200', Innenbreite: '800', Innenhöhe: '600', Material: 'SPRUCE_FIR_SAWN', Deckel: 'true', Kufen: '2' },
        },
      ],
      invoiceAddress: address,
      deliveryAddress: address,
      invoiceEmail: 'rechnungen@muster-logistik.ch',
      deliveryMode: 'DELIVERY',
      paymentMethodId: options.paymentMethodId ?? 1,
      termsAccepted: true,
      orderReference: reference,
      idempotencyKey: `buyer-e2e-${reference}-${Date.now()}`,
    },
  });
  if (placed.status() !== 200) throw new Error(`${options.quote ? 'quote' : 'order'} refused: ${placed.status()}`);
  const answer = (await placed.json()) as { order?: { formattedId: string; id: number }; quote?: { formattedId: string; id: number } };
  return (options.quote ? answer.quote : answer.order)!;
}
