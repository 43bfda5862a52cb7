import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useHttpShop } from './http-shop';

/**
 * A JSON answer goes out in one write with its Content-Length — not as a chunked stream
 * (headers and body, then the last chunk: two writes and a framing per answer) — and is still
 * compressed for a client that accepts gzip. HEAD sends no body.
 */
const shop = useHttpShop();

function raw(path: string, method = 'GET', headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, shop.web.url);
    const call = request(url, { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

/** Written whole: its length named, no chunked framing, the body that length. */
function expectWhole(answer: Awaited<ReturnType<typeof raw>>): void {
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['transfer-encoding']).toBeUndefined();
  expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
}

describe('JSON answers in one write', () => {
  it('[ops] GET /api/product and /api/openapi.json carry Content-Length, no chunked framing; gzip when accepted; HEAD without a body', async () => {
    const list = await raw('/api/product?page=1&perPage=50');
    expect(list.status).toBe(200);
    expectWhole(list);
    expect(JSON.parse(list.body.toString('utf8'))).toHaveProperty('items');

    // A large answer (the API description): whole, and compressed for a client that accepts gzip.
    const plain = await raw('/api/openapi.json');
    expect(plain.status).toBe(200);
    expectWhole(plain);
    expect(plain.body.length).toBeGreaterThan(10_000);
    const zipped = await raw('/api/openapi.json', 'GET', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));

    const head = await raw('/api/openapi.json', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('an error answer (JSON) is whole too', async () => {
    const missing = await raw('/api/product/999999999');
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expectWhole(missing);
    expect(JSON.parse(missing.body.toString('utf8'))).toHaveProperty('errors');
  });
});
