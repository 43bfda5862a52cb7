import { describe, expect, it } from 'vitest';
import { readsOnly } from './request-context.server';

const ask = (method: string, path: string) => readsOnly(new Request(`http://shop${path}`, { method }), new URL(`http://shop${path}`));

describe('requests that only read use the generations of their session check (decision 1080)', () => {
  it('GET and HEAD, and the cart price (a POST whose body is a question), in any letter case', () => {
    expect(ask('GET', '/products/KISTE_0001')).toBe(true);
    expect(ask('HEAD', '/api/product')).toBe(true);
    expect(ask('POST', '/api/product/order-price')).toBe(true);
    expect(ask('POST', '/API/Product/Order-Price')).toBe(true);
  });

  it('never a request that changes data, nor a page POST (its loaders run after its action)', () => {
    expect(ask('POST', '/api/order')).toBe(false);
    expect(ask('PUT', '/api/product/order-price')).toBe(false);
    expect(ask('DELETE', '/api/product/5')).toBe(false);
    expect(ask('POST', '/checkout/summary')).toBe(false);
    expect(ask('POST', '/api/product/order-price/../../order')).toBe(false);
  });
});
