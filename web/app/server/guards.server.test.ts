import { anonymousContext } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { GUARDS } from '@shop/engine/browser';
import { apiRoutes, type ApiRoute } from '../api/api-routes';
import { matchApiRoute } from './api-path.server';
import { requirePage } from './guards.server';

const table: ApiRoute[] = [
  { method: 'GET', path: '/api/customer/:id/address', file: 'api/routes/x.ts', guard: GUARDS.ownCustomer },
  { method: 'PUT', path: '/api/customer/:id/address', file: 'api/routes/x.ts', guard: GUARDS.ownCustomer },
  { method: 'DELETE', path: '/api/customer/:id/address/:addressId', file: 'api/routes/y.ts', guard: GUARDS.ownCustomer },
];

describe('/api route table and guards', () => {
  it('every /api route declares a guard and a module under api/routes', () => {
    for (const route of apiRoutes) {
      expect(route.guard, `${route.method} ${route.path}`).toBeDefined();
      expect(route.file).toMatch(/^api\/routes\//);
    }
    const keys = apiRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('matches by path pattern and method, with parameters', () => {
    expect(matchApiRoute('GET', '/api/customer/7/address', table)).toMatchObject({ kind: 'route', params: { id: '7' } });
    expect(matchApiRoute('delete', '/api/customer/7/address/3', table)).toMatchObject({ kind: 'route', params: { id: '7', addressId: '3' } });
    expect(matchApiRoute('POST', '/api/customer/7/address', table)).toEqual({ kind: 'method-not-allowed', allowed: ['GET', 'PUT', 'HEAD'] });
    expect(matchApiRoute('GET', '/api/unknown', table)).toEqual({ kind: 'none' });
  });

  it('every route of the table is found by a path of its own form, in any case, with a trailing slash (the literal-start pre-filter drops none)', () => {
    for (const route of apiRoutes) {
      const path = route.path.replace(/:[\w-]+\??/g, '7').replace(/\*$/, 'a/b');
      for (const variant of [path, `${path}/`, path.toUpperCase().replace('/API/', '/api/')]) {
        const match = matchApiRoute(route.method, variant);
        expect(match.kind, `${route.method} ${variant}`).toBe('route');
        if (match.kind === 'route') expect(match.route.method).toBe(route.method);
      }
    }
    // A splat matching nothing still yields its route when no other names the path.
    const files: ApiRoute[] = [{ method: 'GET', path: '/api/file/*', file: 'api/routes/file.ts', guard: GUARDS.public }];
    expect(matchApiRoute('GET', '/api/file', files)).toMatchObject({ kind: 'route' });
  });

  it('answers HEAD wherever GET answers, with the same guard, and nowhere else', () => {
    expect(matchApiRoute('HEAD', '/api/customer/7/address', table)).toMatchObject({ kind: 'route', route: { method: 'GET' }, params: { id: '7' } });
    expect(matchApiRoute('HEAD', '/api/customer/7/address/3', table)).toEqual({ kind: 'method-not-allowed', allowed: ['DELETE'] });
  });

  it('prefers a static path over a parameter, whatever the order in the table', () => {
    const ordered: ApiRoute[] = [
      { method: 'POST', path: '/api/product/:id', file: 'api/routes/a.ts', guard: GUARDS.productDesk },
      { method: 'POST', path: '/api/product/order-price', file: 'api/routes/b.ts', guard: GUARDS.public },
      { method: 'DELETE', path: '/api/product/:id', file: 'api/routes/a.ts', guard: GUARDS.productDesk },
    ];
    expect(matchApiRoute('POST', '/api/product/order-price', ordered)).toMatchObject({ kind: 'route', route: { file: 'api/routes/b.ts' } });
    expect(matchApiRoute('POST', '/api/product/12', ordered)).toMatchObject({ kind: 'route', params: { id: '12' } });
    expect(matchApiRoute('DELETE', '/api/product/order-price', ordered)).toEqual({ kind: 'method-not-allowed', allowed: ['POST'] });
  });

  it('a splat route that matches nothing yields to the route of the path itself (/api/file vs DELETE /api/file/*)', () => {
    const table: ApiRoute[] = [
      { method: 'GET', path: '/api/file', file: 'api/routes/file.ts', guard: GUARDS.anyAdmin },
      { method: 'DELETE', path: '/api/file/*', file: 'api/routes/file-path.ts', guard: GUARDS.anyAdmin },
    ];
    expect(matchApiRoute('GET', '/api/file', table)).toMatchObject({ kind: 'route', route: { path: '/api/file' } });
    expect(matchApiRoute('DELETE', '/api/file', table)).toEqual({ kind: 'method-not-allowed', allowed: ['GET', 'HEAD'] });
    expect(matchApiRoute('DELETE', '/api/file/a/b.png', table)).toMatchObject({ kind: 'route', params: { '*': 'a/b.png' } });
  });

  it('R000-2.55 sends a failing page guard to /user/login and back afterwards', () => {
    const request = new Request('http://shop.test/user/profile/adressen?x=1');
    expect(() => requirePage(GUARDS.signedIn, anonymousContext(), request)).toThrow();
    try {
      requirePage(GUARDS.signedIn, anonymousContext(), request);
    } catch (thrown) {
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get('Location')).toBe('/user/login?redirectTo=%2Fuser%2Fprofile%2Fadressen%3Fx%3D1');
    }
    expect(() => requirePage(GUARDS.signedIn, anonymousContext({ customerId: 1 }), request)).not.toThrow();
  });
});
