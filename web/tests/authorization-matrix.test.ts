import { allPermissions, type Guard, type SessionPayload } from '@shop/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../engine/src/auth/password';
import { User } from '../../engine/src/customers/customer.entity';
import { givenCustomer } from '../../engine/test/world';
import { apiRoutes, type ApiRoute } from '../app/api/api-routes';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../app/server/guards.server';
import { sessionOf, useHttpShop } from './http-shop';

/**
 * The authorization matrix (R000-6.15 decided: the server enforces every rule, see
 * docs/decisions/305-server-enforcement.md): every /api route of web/app/api/api-routes.ts × five
 * callers, against the real app (the app as built for the run by web/tests/build-setup.ts, decision 1070).
 */

/** Routes that anyone may call. A new public route must be added here on purpose. */
const PUBLIC_ROUTES = new Set([
  'GET /api/categories',
  'GET /api/category-product',
  'GET /api/product',
  'GET /api/product/product-kind',
  'GET /api/product/:id/gallery-images',
  'GET /api/product-types',
  'GET /api/product-types/with-attributes',
  'GET /api/attribute',
  'GET /api/attribute-type',
  'GET /api/media/product-overview/:articleNumber',
  'GET /api/media/*',
  'GET /api/order/position/configuration',
  'POST /api/order',
  // Quotes (docs/quotes.md): guests request quotes like they order; the quote checkout's
  // credential is the uuid and PIN from the mail (limited in the engine), not a login.
  'POST /api/quote',
  'GET /api/quote/for-checkout',
  'POST /api/order/from-quote',
  'GET /api/order/delivery-information',
  'POST /api/payment/webhook',
  'POST /api/product/order-price',
  'GET /api/product/all-published-prices',
  'POST /api/auth',
  'POST /api/auth/logout',
  'GET /api/registration/captcha',
  'POST /api/registration/validate-captcha',
  'POST /api/registration/register-person',
  'POST /api/registration/register-company',
  'PUT /api/registration/request-password-reset',
  'PUT /api/registration/reset-password',
  'POST /api/customers/contact/contact-form',
  // The API reference (decision 874).
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/:asset',
]);

type Caller = 'anonymous' | 'customer' | 'customerOnOther' | 'adminLacking' | 'fullAdmin';
type Expect = 'denied401' | 'denied403' | 'allowed' | 'skip';

const shop = useHttpShop();
const ids = { a: 0, b: 0, addressOfB: 0 };
const PASSWORD = 'Matrix-Passwort-1';

const keyOf = (route: ApiRoute) => `${route.method} ${route.path}`;

function expected(guard: Guard, caller: Caller): Expect {
  if (guard.kind === 'public') return 'allowed';
  if (caller === 'anonymous') return 'denied401';
  if (caller === 'fullAdmin') return 'allowed';
  switch (guard.kind) {
    case 'auth':
      return caller === 'customerOnOther' && guard.ownCustomerParam ? 'denied403' : caller === 'adminLacking' ? 'skip' : 'allowed';
    case 'admin':
      return caller === 'adminLacking' ? 'skip' : 'denied403';
    case 'permission':
      return 'denied403';
    case 'quickOrder':
      return caller === 'adminLacking' ? 'skip' : 'denied403';
  }
}

/** An admin holding every admin permission except those the guard needs. */
function lackingPermissions(guard: Guard): number[] {
  const needed = guard.kind === 'permission' ? [...(guard.all ?? []), ...(guard.any ?? [])] : [];
  return allPermissions.filter((p) => !needed.includes(p));
}

function pathFor(route: ApiRoute, customerId: number): string {
  return route.path
    .replace(':id', String(customerId))
    .replace(':addressId', String(ids.addressOfB))
    .replace(/:[A-Za-z]+/g, '1')
    .replace('*', 'x.png');
}

/** The status, and whether the guard (not the handler's own checks) answered it. */
async function call(route: ApiRoute, payload: SessionPayload | undefined, customerId: number): Promise<{ status: number; byGuard: boolean }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (payload) Object.assign(headers, await shop.bearer(payload));
  const response = await fetch(shop.web.url + pathFor(route, customerId), {
    method: route.method,
    headers,
    ...(route.method === 'GET' ? {} : { body: '{}' }),
    redirect: 'manual',
  });
  const text = await response.text();
  const guardMessages = [UNAUTHENTICATED_MESSAGE, FORBIDDEN_MESSAGE];
  const byGuard = (response.status === 401 || response.status === 403) && guardMessages.some((message) => text.includes(message));
  return { status: response.status, byGuard };
}

const session = (customerId: number, perm: number[] = [], email = 'matrix@example.ch'): SessionPayload => sessionOf(customerId, perm, email);

beforeAll(async () => {
  const em = shop.em();
  const { customer: a } = givenCustomer(em);
  const {
    customer: b,
    addresses: { address },
  } = givenCustomer(em, {}, { address: { name: 'B', street: 'Weg 1', zipCode: '4653', city: 'Obergösgen' } });
  em.create(User, { customer: a, email: 'kunde-a@example.ch', passwordHash: await hashPassword(PASSWORD), permissions: [] });
  await em.flush();
  Object.assign(ids, { a: a.id, b: b.id, addressOfB: address.id });
});

describe('authorization matrix over web/app/api/api-routes.ts', () => {
  it('every route has a guard, and every public route is public on purpose', () => {
    for (const route of apiRoutes) {
      expect(route.guard, keyOf(route)).toBeDefined();
      if (route.guard.kind === 'public') expect(PUBLIC_ROUTES.has(keyOf(route)), `${keyOf(route)} is public: add it to PUBLIC_ROUTES if meant`).toBe(true);
    }
  });

  it('R000-6.15 R001-6.12 R000-2.55 answers 401/403 exactly where the guard says, for every route and caller', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes) {
      const callers: [Caller, SessionPayload | undefined, number][] = [
        ['anonymous', undefined, ids.a],
        ['customer', session(ids.a), ids.a],
        ['customerOnOther', session(ids.a), ids.b],
        ['adminLacking', session(ids.a, lackingPermissions(route.guard)), ids.b],
        ['fullAdmin', session(ids.a, [...allPermissions]), ids.b],
      ];
      for (const [caller, payload, customerId] of callers) {
        const want = expected(route.guard, caller);
        if (want === 'skip') continue;
        const { status, byGuard } = await call(route, payload, customerId);
        // Allowed means the guard let the call through: the handler may still answer 401 (a wrong
        // password) or 403 with its own message.
        const ok = want === 'denied401' ? status === 401 : want === 'denied403' ? status === 403 : !byGuard;
        if (!ok) failures.push(`${keyOf(route)} as ${caller}: ${status}, expected ${want}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('accounts over HTTP', () => {
  it('R000-7.03 R000-7.04 R000-4.46 POST /api/auth answers { token, payload } and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await fetch(`${shop.web.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shop.web.url },
      body: JSON.stringify({ email: 'kunde-a@example.ch', password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; payload: SessionPayload };
    expect(body.payload).toMatchObject({ customerId: ids.a, email: 'kunde-a@example.ch', perm: [] });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`session=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    // R000-7.02: the token works as a bearer token.
    const own = await fetch(`${shop.web.url}/api/customer/${ids.a}/address`, { headers: { authorization: `Bearer ${body.token}` } });
    expect(own.status).toBe(200);
  });

  it('refuses a wrong password without a session cookie', async () => {
    // The status and body of an EngineError are mapped by lib/api.server.ts (tested there); under
    // the built app of this test the engine module is a second copy, so only the outcome counts.
    const response = await fetch(`${shop.web.url}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'kunde-a@example.ch', password: 'falsch' }) });
    expect(response.ok).toBe(false);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses state-changing requests from another site (Origin / Sec-Fetch-Site)', async () => {
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of foreign) {
      const response = await fetch(`${shop.web.url}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email: 'kunde-a@example.ch', password: PASSWORD }) });
      expect(response.status).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const page = await fetch(`${shop.web.url}/user/logout`, { method: 'POST', headers: { origin: 'https://evil.example' }, redirect: 'manual' });
    expect(page.status).toBe(403);
  });

  it('R001-7.032 R000-7.33 the correspondence export is a CSV download; a customer reaches only its own logo', async () => {
    const admin = await shop.bearer(session(ids.a, [...allPermissions]));
    const csv = await fetch(`${shop.web.url}/api/customers/all-correspondence-contacts`, { headers: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="korrespondenz-kontakte.csv"');
    expect(await csv.text()).toContain('customerId;contactPersonId;');
    const own = await shop.bearer(session(ids.a));
    expect((await fetch(`${shop.web.url}/api/customers/${ids.a}/logo`, { headers: own })).status).toBe(404);
    await shop.engine.files.customerFiles.write(`${ids.a}/logo.png`, Buffer.from('png'));
    const logo = await fetch(`${shop.web.url}/api/customers/${ids.a}/logo`, { headers: own });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${shop.web.url}/api/customers/${ids.b}/logo`, { headers: own })).status).toBe(403);
    expect((await fetch(`${shop.web.url}/api/skonto?customerId=${ids.b}`, { headers: own })).status).toBe(403);
  });

  it('R000-2.62 R000-4.49 logout clears the cookie and goes home', async () => {
    const response = await fetch(`${shop.web.url}/user/logout`, { method: 'POST', headers: { origin: shop.web.url }, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toMatch(/session=;.*Max-Age=0/);
    const api = await fetch(`${shop.web.url}/api/auth/logout`, { method: 'POST' });
    expect(api.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });
});
