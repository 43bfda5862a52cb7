import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { BODY_LIMITS, BODY_TOO_LARGE_MESSAGE } from '../../app/server/body-limit.server';
import { useSecurityShop } from './harness';

/**
 * Unlimited bodies: a 50 MB JSON body was read and stored. Every body is now read under
 * its route's limit before any module runs; larger ones answer 413 with a clear message.
 */

const shop = useSecurityShop();

const json = (size: number) => JSON.stringify({ firstName: 'A', message: 'x'.repeat(size) });

async function expect413(response: Response, maxKilobytes: number) {
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ errors: [{ message: BODY_TOO_LARGE_MESSAGE, params: { maxKilobytes } }] });
}

describe('body size limits', () => {
  it('a JSON body over the /api limit answers 413 with the limit, before the route runs', async () => {
    const response = await fetch(`${shop.web.url}/api/customers/contact/contact-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json(5 * 1024 * 1024),
    });
    await expect413(response, BODY_LIMITS.json / 1024);
  });

  it('a chunked body without Content-Length is counted while it arrives', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 64) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${shop.web.url}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    await expect413(response, BODY_LIMITS.json / 1024);
  });

  it('a body a little over the limit is read to its end before the 413, so a sender still sending (nginx streaming it) gets the answer, not a reset', async () => {
    const { hostname, port } = new URL(shop.web.url);
    const length = 300 * 1024;
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(`POST /api/auth HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`);
    socket.write('x'.repeat(100 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The first third is in: no answer yet, the connection is open.
    expect(received).toBe('');
    expect(socket.destroyed).toBe(false);
    socket.write('x'.repeat(length - 100 * 1024));
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toContain(`"maxKilobytes":${BODY_LIMITS.json / 1024}`);
  });

  it('a page form post over the form limit answers 413', async () => {
    const response = await fetch(`${shop.web.url}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop.web.url },
      body: new URLSearchParams({ email: 'a@example.ch', password: 'x'.repeat(BODY_LIMITS.form + 1) }),
    });
    expect(response.status).toBe(413);
  });

  it('a body under the limit reaches the route (which judges its content)', async () => {
    const small = await fetch(`${shop.web.url}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x@example.ch', password: 'falsch' }) });
    expect(small.status).toBe(401);
    // Orders carry positions with configurations: their route allows more than the default.
    const order = await fetch(`${shop.web.url}/api/order`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json(200 * 1024) });
    expect(order.status).not.toBe(413);
    expect(order.status).toBeLessThan(500);
  });
});
