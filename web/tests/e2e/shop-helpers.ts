import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * Helpers of the browser tests that talk to the running shop beside the browser: the back
 * office's /api as the admin the start script created, the mails the test SMTP server received,
 * and polling for something that happens asynchronously (a webhook, a mail).
 */

const json = { 'content-type': 'application/json' };

/** The admin the start script created; its generated password is printed once into the shop's log. */
export async function adminToken(): Promise<string> {
  const { baseUrl, logFile } = inject('e2e');
  const match = readFileSync(logFile, 'utf8').match(/e-mail:\s+(\S+)\s+password:\s+(\S+)/);
  if (!match) throw new Error('no admin login in the shop log');
  const response = await fetch(`${baseUrl}/api/auth`, { method: 'POST', headers: json, body: JSON.stringify({ email: match[1], password: match[2] }) });
  return ((await response.json()) as { token: string }).token;
}

/** A call of the shop's /api as that admin. */
export async function adminCall(method: string, path: string, body?: unknown): Promise<Response> {
  const { baseUrl } = inject('e2e');
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...json, authorization: `Bearer ${await adminToken()}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Quoted-printable soft breaks and escapes undone (nodemailer encodes non-ASCII text so). */
export function decodeMail(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(qp, 'latin1').toString('utf8');
}

/** The decoded mails the test SMTP server received for a recipient, oldest first. */
export function decodedMailsTo(address: string): string[] {
  const mailDir = inject('mailDir');
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

/**
 * Muster Logistik orders two configured crates through POST /api/order with the session of
 * `request` (a logged-in page's `page.request`): the buyer's history has an order to show.
 */
export async function placeMusterCrateOrder(
  request: { get(url: string): Promise<{ json(): Promise<unknown> }>; post(url: string, options: object): Promise<{ status(): number; json(): Promise<unknown> }> },
  baseUrl: string,
  reference: string,
): Promise<{ formattedId: string }> {
  const products = (await (await request.get(`${baseUrl}/api/product?articleNumber=KISTE_0001`)).json()) as { items: { id: number }[] };
  const address = { name: 'Muster Logistik AG', street: 'Gäustrasse 40', zipCode: '4624', city: 'Härkingen', country: 'CH' };
  const placed = await request.post(`${baseUrl}/api/order`, {
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
      paymentMethodId: 1,
      termsAccepted: true,
      orderReference: reference,
      idempotencyKey: `buyer-e2e-${reference}-${Date.now()}`,
    },
  });
  if (placed.status() !== 200) throw new Error(`order refused: ${placed.status()}`);
  return ((await placed.json()) as { order: { formattedId: string } }).order;
}
