import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.server';

describe('redactUrl (issue 22: no credentials in the request log)', () => {
  it('replaces reset tokens, quote PINs and uuids, keeps the rest', () => {
    expect(redactUrl('/user/reset-password?token=abc123')).toBe('/user/reset-password?token=[redacted]');
    expect(redactUrl('/api/quote/for-checkout?uuid=9f1c&pin=123456&x=1')).toBe('/api/quote/for-checkout?uuid=[redacted]&pin=[redacted]&x=1');
    expect(redactUrl('/api/x?%70in=1234')).toBe('/api/x?%70in=[redacted]');
    expect(redactUrl('/produkte/kisten?page=2')).toBe('/produkte/kisten?page=2');
    expect(redactUrl('/api/categories')).toBe('/api/categories');
  });
});
