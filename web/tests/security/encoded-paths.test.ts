import { allPermissions } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { givenCustomer } from '../../../engine/test/world';
import { apiRoutes, type ApiRoute } from '../../app/api/api-routes';
import { sessionOf } from '../http-shop';
import { useSecurityShop } from './harness';

/**
 * Guard bypass: the /api guard must judge the path React Router routes, not the raw URL.
 * Every guarded route of the table is called anonymously with encoded and re-cased variants of its
 * path; none may reach its handler (401 from the guard, 400 for an ambiguous encoding, or 404).
 */

const shop = useSecurityShop();

const concrete = (route: ApiRoute) => route.path.replace(/:[A-Za-z]+/g, '1').replace('*', 'x.png');

/** `/api/product/summary` → variants the router resolves to the same route (or refuses). */
export function encodedVariants(path: string): string[] {
  const segments = path.split('/');
  const variants = new Set<string>();
  const hex = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
  segments.forEach((segment, index) => {
    if (!segment || /^\d+$/.test(segment)) return;
    const swap = (replacement: string) => variants.add([...segments.slice(0, index), replacement, ...segments.slice(index + 1)].join('/'));
    swap(hex(segment[0]!) + segment.slice(1)); // %70roduct
    swap(hex(segment[0]!).toUpperCase() + segment.slice(1)); // %4Fpi (upper-case hex)
    swap(segment.slice(0, -1) + hex(segment.at(-1)!)); // produc%74
    swap(segment.toUpperCase()); // PRODUCT: React Router matches case-insensitively
    swap(`%25${hex(segment[0]!).slice(1)}${segment.slice(1)}`); // %2570roduct: double encoding
  });
  variants.add(`${path}/`);
  variants.add(path.replace('/api/', '/api/x/../'));
  variants.add(path.replace('/api/', '/api/x/%2e%2e/'));
  variants.add(path.replace('/api/', '/api%2F'));
  return [...variants];
}

describe('R000-6.15 encoded paths never pass the /api guard', () => {
  it('the known probe: /api/%70roduct/summary answers 401, not admin data', async () => {
    const response = await fetch(`${shop.web.url}/api/%70roduct/summary`);
    expect(response.status).toBe(401);
  });

  it('every guarded route of the table, with encoded, re-cased and dotted variants, answers 400, 401 or 404 anonymously', async () => {
    const failures: string[] = [];
    const seen = new Set<string>();
    for (const route of apiRoutes) {
      if (route.guard.kind === 'public') continue;
      for (const variant of encodedVariants(concrete(route))) {
        const key = `${route.method} ${variant}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const response = await fetch(shop.web.url + variant, {
          method: route.method,
          headers: { 'content-type': 'application/json', origin: shop.web.url },
          ...(route.method === 'GET' ? {} : { body: '{}' }),
          redirect: 'manual',
        });
        await response.arrayBuffer();
        if (![400, 401, 404, 405].includes(response.status)) failures.push(`${key}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('an ambiguous encoding (%2F, double encoding, bad escapes) is refused with a clear message', async () => {
    for (const path of ['/api/product%2Fsummary', '/api/%2570roduct/summary', '/api/product/%E0%A4%A']) {
      const response = await fetch(shop.web.url + path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('Ungültige Adresse');
    }
  });

  it('public routes still answer through an encoded path', async () => {
    const response = await fetch(`${shop.web.url}/api/%63ategories`);
    expect(response.status).toBe(200);
  });
});

describe('/api path ids that are no ids (decision 1092)', () => {
  it('NaN, true, 1e309, 99999999999999999999 and 1.5 as a customer or user id answer 404 to a full admin, never 500', async () => {
    const em = shop.em();
    const { customer } = givenCustomer(em);
    await em.flush();
    const admin = await shop.bearer(sessionOf(customer.id, [...allPermissions], 'path-ids@example.ch'));
    const customerRoutes = apiRoutes.filter((route) => /^\/api\/(customers?|user|fedex\/document)\/:id/.test(route.path));
    expect(customerRoutes.length).toBeGreaterThan(10);
    const answers: string[] = [];
    for (const route of customerRoutes) {
      for (const id of ['NaN', 'true', '1e309', '99999999999999999999', '1.5']) {
        for (const path of [route.path.replace(':id', id).replace(':addressId', '1'), route.path.replace(':id', '1').replace(':addressId', id)]) {
          if (path === route.path.replace(':id', '1').replace(':addressId', '1')) continue;
          const response = await fetch(shop.web.url + path, { method: route.method, headers: { ...admin, 'content-type': 'application/json' }, ...(route.method === 'GET' ? {} : { body: '{}' }) });
          await response.arrayBuffer();
          answers.push(`${route.method} ${path}: ${response.status}`);
        }
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(': 404'))).toEqual([]);
  });
});
