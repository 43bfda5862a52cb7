import type { Request as ExpressRequest } from 'express';
import { describe, expect, it } from 'vitest';
import { readTarget } from './request-target';

/** The parts of an Express request readTarget reads. */
function requestOf(target: string, host: string | undefined, options: { method?: string; hosts?: string[]; protocol?: string } = {}): ExpressRequest {
  const hosts = options.hosts ?? (host === undefined ? [] : [host]);
  return {
    method: options.method ?? 'GET',
    originalUrl: target,
    rawHeaders: hosts.flatMap((value) => ['Host', value]),
    headers: host === undefined ? {} : { host },
    host,
    protocol: options.protocol ?? 'http',
  } as unknown as ExpressRequest;
}

const urlOf = (target: ReturnType<typeof readTarget>) => (target.kind === 'ok' ? target.url.href : target);

describe('readTarget (decision 1090)', () => {
  it('origin-form and an absolute-form naming the Host give the URL the routes see', () => {
    expect(urlOf(readTarget(requestOf('/products/KISTE_0001?menge=2', 'shop.test:3000')))).toBe('http://shop.test:3000/products/KISTE_0001?menge=2');
    expect(urlOf(readTarget(requestOf('http://shop.test:3000/api/product/summary', 'shop.test:3000')))).toBe('http://shop.test:3000/api/product/summary');
    expect(urlOf(readTarget(requestOf('HTTP://Shop.Test:3000?x=1', 'shop.test:3000')))).toBe('http://shop.test:3000/?x=1');
    expect(urlOf(readTarget(requestOf('/', '[::1]:3000')))).toBe('http://[::1]:3000/');
    expect(urlOf(readTarget(requestOf('/suche?q=K%C3%A4se+%F0%9F%98%80', 'localhost')))).toBe('http://localhost/suche?q=K%C3%A4se+%F0%9F%98%80');
  });

  it('OPTIONS * is asterisk-form; * with another method, other forms and another authority are refused', () => {
    expect(readTarget(requestOf('*', 'localhost', { method: 'OPTIONS' }))).toEqual({ kind: 'asterisk' });
    for (const target of ['*', 'products/x', 'http://other.test/api/product/summary', 'ftp://localhost/x', 'http://user@localhost/'])
      expect(readTarget(requestOf(target, 'localhost')), target).toEqual({ kind: 'refused', problem: 'address' });
  });

  it('a missing, doubled or malformed host is refused', () => {
    for (const [host, hosts] of [
      [undefined, undefined],
      ['localhost', ['localhost', 'other.test']],
      ['host:99999', undefined],
      ['host:0', undefined],
      ['host:', undefined],
      ['[::1', undefined],
      ['[zz]', undefined],
      ['user@host', undefined],
      ['host/path', undefined],
      ['ho st', undefined],
    ] as const)
      expect(readTarget(requestOf('/', host, hosts ? { hosts: [...hosts] } : {})), `${host}`).toEqual({ kind: 'refused', problem: 'address' });
    expect(readTarget(requestOf('/', 'localhost', { protocol: 'javascript' }))).toEqual({ kind: 'refused', problem: 'address' });
  });

  it('a path that does not decode or decodes to NUL is an address problem; such a query is a text problem', () => {
    for (const path of ['/products/%00', '/products/a%00b.data', '/products/%ED%A0%80', '/produkte/%E4', '/x/%']) expect(readTarget(requestOf(path, 'localhost')), path).toEqual({ kind: 'refused', problem: 'address' });
    for (const query of ['q=%00', '%00=1', 'q=%ED%A0%80', 'q=%E4', 'q=%', 'a=1&b=%FF']) expect(readTarget(requestOf(`/suche?${query}`, 'localhost')), query).toEqual({ kind: 'refused', problem: 'text' });
  });
});
