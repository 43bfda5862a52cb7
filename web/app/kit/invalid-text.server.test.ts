import { describe, expect, it } from 'vitest';
import { hasInvalidText } from './invalid-text.server';

const url = new URL('http://shop.test/api/x');
const bytes = (text: string) => new TextEncoder().encode(text);

describe('hasInvalidText (NUL and lone surrogates are invalid input)', () => {
  it('finds NUL and lone surrogates in JSON values and keys, escaped or raw', () => {
    expect(hasInvalidText(url, 'application/json', bytes('{"name":"a\\u0000b"}'))).toBe(true);
    expect(hasInvalidText(url, 'application/json', bytes('{"name":"\\ud800"}'))).toBe(true);
    expect(hasInvalidText(url, 'application/json', bytes('{"\\udc00":"x"}'))).toBe(true);
    expect(hasInvalidText(url, 'application/json; charset=utf-8', bytes('{"a":["ok",{"b":"\\u0000"}]}'))).toBe(true);
    expect(hasInvalidText(url, 'application/json', bytes('{"name":"Müller 😀 \\ud83d\\ude00"}'))).toBe(false);
    expect(hasInvalidText(url, 'application/json', bytes('not json'))).toBe(false);
  });

  it('checks form fields and the query string', () => {
    expect(hasInvalidText(url, 'application/x-www-form-urlencoded', bytes('email=a%00b'))).toBe(true);
    expect(hasInvalidText(url, 'application/x-www-form-urlencoded', bytes('email=a%40b.ch'))).toBe(false);
    expect(hasInvalidText(new URL('http://shop.test/api/x?q=%00'), undefined, undefined)).toBe(true);
    expect(hasInvalidText(new URL('http://shop.test/api/x?q=kiste'), undefined, undefined)).toBe(false);
  });

  it('refuses JSON that is not UTF-8', () => {
    expect(hasInvalidText(url, 'application/json', new Uint8Array([0x7b, 0xff, 0x7d]))).toBe(true);
  });
});
