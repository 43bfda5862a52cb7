import { readFileSync } from 'node:fs';
import type { SessionPayload } from '@shop/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { Customer } from '../../engine/src/customers/customer.entity';
import { auctionArticles } from '../../fixtures/imports/auction-articles';
import { matchApiRoute } from '../app/server/api-path.server';
import { sessionOf, useHttpShop } from './http-shop';

/** The import calls of 001 §7 over HTTP against the real app: multipart uploads with a bearer token (R001-6.11). */

const shop = useHttpShop();

const session = (perm: number[]): SessionPayload => sessionOf(1, perm, 'admin@example.ch');
const sample = (name: string) => new Blob([readFileSync(new URL(`../../fixtures/imports/${name}`, import.meta.url))]);

async function upload(path: string, perm: number[] | null, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', sample(name), name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const headers: Record<string, string> = { origin: shop.web.url, ...(await shop.headersOf(perm ? session(perm) : undefined)) };
  const response = await fetch(shop.web.url + path, { method: 'POST', headers, body: form });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function call(method: string, path: string, perm: number[], body?: unknown) {
  const headers = { 'content-type': 'application/json', origin: shop.web.url, ...(await shop.bearer(session(perm))) };
  return fetch(shop.web.url + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

beforeAll(async () => {
  const em = shop.em();
  em.create(Customer, {});
  await em.flush();
  await shop.engine.imports.seedAuctionArticles(auctionArticles);
});

describe('/api import calls over HTTP [imports]', () => {
  it('R001-7.045 R001-7.046 R001-7.047 R001-7.048 R001-7.049 R001-7.050 R001-7.051 R001-7.052 each call reaches its own module', () => {
    const calls: [string, string, string][] = [
      ['POST', '/api/koller', 'api/routes/koller.ts'],
      ['POST', '/api/koller/address-validation', 'api/routes/koller-address-validation.ts'],
      ['GET', '/api/koller/get-package-composition/12', 'api/routes/koller-package-composition.ts'],
      ['POST', '/api/koller/get-insurance-quote', 'api/routes/koller-insurance-quote.ts'],
      ['GET', '/api/koller/get-insurance-csv', 'api/routes/koller-insurance-csv.ts'],
      ['POST', '/api/import-ax/file', 'api/routes/import-ax-file.ts'],
      ['POST', '/api/import-ax/update-order-status', 'api/routes/import-ax-order-status.ts'],
      ['POST', '/api/import-customer-order/from-template-cppumpen', 'api/routes/import-customer-order-template.ts'],
    ];
    for (const [method, path, file] of calls) {
      const match = matchApiRoute(method, path);
      expect(match.kind === 'route' && match.route.file, `${method} ${path}`).toBe(file);
    }
  });

  it('R001-6.11 R001-7.045 R001-3.57 the upload needs a bearer token; with it the answer carries invoiceData and existingCustomers', async () => {
    expect((await upload('/api/koller', null, 'koller-invoice-ch.csv')).status).toBe(401);
    expect((await upload('/api/koller', [3], 'koller-invoice-ch.csv')).status).toBe(403);
    const answer = await upload('/api/koller', [5], 'koller-invoice-ch.csv');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ invoiceData: { invoiceRef: 'R-2026-04711', lotNumbers: ['1042', '1043', '1107'] }, existingCustomers: [] });
  });

  it('a malformed file answers 400 naming each line', async () => {
    const answer = await upload('/api/koller', [5], 'koller-invoice-bad.csv');
    expect(answer.status).toBe(400);
    const errors = answer.json.errors as { message: string; params: { line: number } }[];
    expect(errors.map((error) => error.params.line)).toEqual([3, 4, 5]);
    expect(errors[0]?.message).toMatch(/^Zeile \{line\}: /);
  });

  it('R001-4.19 import=1 places the auction quote (dry run first); its package composition and insurance follow', async () => {
    const preview = await upload('/api/koller', [5], 'koller-invoice-de-1252.csv', { import: '1', dryRun: '1' });
    expect(preview).toMatchObject({ status: 200, json: { outcome: 'PREVIEW', runId: null } });
    const placed = await upload('/api/koller', [5], 'koller-invoice-de-1252.csv', { import: '1' });
    expect(placed).toMatchObject({ status: 200, json: { outcome: 'IMPORTED', summary: { lots: 2, newCustomer: true } } });
    const quoteId = (placed.json.summary as { quoteId: number }).quoteId;
    const composition = await call('GET', `/api/koller/get-package-composition/${quoteId}`, [5]);
    expect(composition.status).toBe(200);
    expect(((await composition.json()) as { packages: unknown[] }).packages).toHaveLength(2);
    const insurance = await call('POST', '/api/koller/get-insurance-quote', [5], { countryCode: 'CH', insuranceKind: 'WOOD_PAINTINGS', declaredValue: '10000' });
    expect(await insurance.json()).toMatchObject({ price: '30.00', zone: 'CH', kind: 'WOOD_PAINTINGS' });
    const csv = await call('GET', '/api/koller/get-insurance-csv', [5]);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toContain('EUROPA');
    const address = await call('POST', '/api/koller/address-validation', [5], { name: 'X', street: 'Y 1', zipCode: '9999', city: 'Z', country: 'CH' });
    expect(await address.json()).toMatchObject({ valid: false, issues: [{ field: 'zipCode' }] });
  });

  it('R001-7.052 the order template call takes the target field (quote or order) and refuses an unknown one with its reason', async () => {
    const answer = await upload('/api/import-customer-order/from-template-cppumpen', [5], 'bestellvorlage-muster-logistik.xlsx', { target: 'Rechnung' });
    expect(answer.status).toBe(400);
    expect(answer.json.issues).toContainEqual({ line: 0, message: 'Unbekanntes Ziel «{value}»: Offerte oder Bestellung.', params: { value: 'Rechnung' } });
    expect(answer.json.outcome).toBe('REFUSED');
  });

  it('R001-7.051 an ERP status file naming unknown orders is refused with its lines', async () => {
    const answer = await upload('/api/import-ax/update-order-status', [5], 'ax-order-status-bad.csv');
    expect(answer.status).toBe(400);
    expect((answer.json.errors as { params: { line: number } }[]).map((error) => error.params.line)).toEqual([2, 3, 4]);
  });
});
