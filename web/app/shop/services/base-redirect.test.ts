import { RouterContextProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { loader, servicesTarget } from './base-redirect';

describe('/dienstleistungen/… (000 §2 Layout)', () => {
  test('R000-2.74 the menu base and its slugs lead to the pages under /-verpackung', () => {
    const url = new URL('http://shop.test/dienstleistungen/');
    expect(servicesTarget(url, undefined)).toBe('/-verpackung/dienstleistungen');
    expect(servicesTarget(url, 'lagern')).toBe('/-verpackung/dienstleistungen/lagern');
    expect(servicesTarget(url, 'transportieren')).toBe('/-verpackung/dienstleistungen/transport');
    expect(servicesTarget(url, 'Verpackungsberatung')).toBe('/-verpackung/dienstleistungen/beratung');
    expect(servicesTarget(new URL('http://shop.test/dienstleistungen/gefahrgut?x=1'), 'gefahrgut')).toBe('/-verpackung/dienstleistungen/gefahrgut?x=1');
  });

  test('answers a permanent redirect', () => {
    const url = 'http://shop.test/dienstleistungen/logistik';
    const response = loader({ request: new Request(url), url: new URL(url), params: { service: 'logistik' }, context: new RouterContextProvider(), pattern: '/dienstleistungen/:service' }) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/-verpackung/dienstleistungen/logistik');
  });
});
