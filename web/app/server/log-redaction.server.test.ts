import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.server';

describe('redactUrl (no credentials in the request log)', () => {
  it('replaces reset tokens, quote PINs and uuids, keeps the rest', () => {
    expect(redactUrl('/user/reset-password?token=abc123')).toBe('/user/reset-password?token=[redacted]');
    expect(redactUrl('/api/quote/for-checkout?uuid=9f1c&pin=123456&x=1')).toBe('/api/quote/for-checkout?uuid=[redacted]&pin=[redacted]&x=1');
    expect(redactUrl('/api/x?%70in=1234')).toBe('/api/x?%70in=[redacted]');
    expect(redactUrl('/produkte/kisten?page=2')).toBe('/produkte/kisten?page=2');
    expect(redactUrl('/api/categories')).toBe('/api/categories');
  });
});

describe('redactUrl: credentials in the path (decision 1090)', () => {
  it('replaces the pay-again token and a quote uuid, however the router would read the path', () => {
    expect(redactUrl('/checkout/bezahlen/12.a1b2c3')).toBe('/checkout/bezahlen/[redacted]');
    expect(redactUrl('/checkout/bezahlen/12.a1b2c3.data?index')).toBe('/checkout/bezahlen/[redacted]?index');
    expect(redactUrl('/Checkout/%62ezahlen/12.a1b2c3')).toBe('/Checkout/%62ezahlen/[redacted]');
    expect(redactUrl('/fr/checkout/bezahlen/12.a1b2c3')).toBe('/fr/checkout/bezahlen/[redacted]');
    expect(redactUrl('/checkout-quote/9f1c2d3e?pin=123456')).toBe('/checkout-quote/[redacted]?pin=[redacted]');
    // An absolute URL (the error log's request.url): its origin stays.
    expect(redactUrl('http://127.0.0.1:3000/checkout/bezahlen/12.a1b2c3')).toBe('http://127.0.0.1:3000/checkout/bezahlen/[redacted]');
    expect(redactUrl('https://shop.example/user/reset-password?token=abc')).toBe('https://shop.example/user/reset-password?token=[redacted]');
  });

  it('keeps paths that name no credential', () => {
    for (const path of ['/checkout/bezahlen', '/checkout-quote', '/checkout/completed?order=3', '/products/bezahlen', '/checkout/summary']) expect(redactUrl(path)).toBe(path);
  });
});
