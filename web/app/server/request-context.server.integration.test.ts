import type { EntityManager } from '@mikro-orm/postgresql';
import { createSessionService, createSessionTokens, type Engine } from '@shop/engine';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CompanyInfo, Customer, QuickOrderSetting, User } from '../../../engine/src/customers/customer.entity';
import { createTestDatabase, type TestDatabase } from '../../../engine/test/database';
import { engineContext } from './engine-context';
import { requestContext, requestContextMiddleware } from './request-context.server';

const sessions = createSessionTokens('s'.repeat(40));
let db: TestDatabase;
let liveSessions: ReturnType<typeof createSessionService>;
const user = { id: 0, customerId: 0 };

beforeAll(async () => {
  db = await createTestDatabase();
  const em = () => db.orm.em.fork() as EntityManager;
  liveSessions = createSessionService({ em, tokens: sessions });
  const fork = em();
  const customer = fork.create(Customer, {});
  fork.create(CompanyInfo, { customer, name: 'Einkauf AG' });
  fork.create(QuickOrderSetting, { customer, isActive: true });
  const created = fork.create(User, { customer, email: 'einkauf@example.ch', permissions: [3] });
  await fork.flush();
  Object.assign(user, { id: created.id, customerId: customer.id });
}, 60_000);
afterAll(async () => {
  await db?.close();
});

async function run(path: string, cookie?: string, headers: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(engineContext, { auth: { tokens: sessions, sessions: liveSessions } } as unknown as Engine);
  const request = new Request(`http://shop.test${path}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const response = (await requestContextMiddleware({ request, url: new URL(request.url), context, params: {}, pattern: '' }, async () => new Response('ok'))) as Response;
  return { ctx: context.get(requestContext), setCookie: response.headers.get('set-cookie') };
}

describe('requestContextMiddleware', () => {
  test('R000-1.01 a landing page sets its mode and remembers it in the shopMode cookie', async () => {
    const { ctx, setCookie } = await run('/-moebel');
    expect(ctx.shopMode).toBe('moebel');
    expect(ctx.locale).toBe('de-CH');
    expect(setCookie).toMatch(/^shopMode=moebel; Path=\//);
  });

  test('other pages take the mode from the cookie, else verpackung, and set no cookie', async () => {
    expect(await run('/produkte/tische', 'shopMode=moebel')).toEqual({ ctx: expect.objectContaining({ shopMode: 'moebel' }), setCookie: null });
    expect(await run('/produkte/tische')).toEqual({ ctx: expect.objectContaining({ shopMode: 'verpackung' }), setCookie: null });
  });

  test('the path wins over the cookie; an unchanged cookie is not sent again', async () => {
    const switched = await run('/-verpackung/galerie', 'shopMode=moebel');
    expect(switched.ctx.shopMode).toBe('verpackung');
    expect(switched.setCookie).toMatch(/^shopMode=verpackung/);
    expect((await run('/-verpackung', 'shopMode=verpackung')).setCookie).toBeNull();
  });
});

describe('session in the request context', () => {
  const payload = () => ({ customerId: user.customerId, isCompanyCustomer: false, hasQuickOrder: false, perm: [], email: 'alt@example.ch' });

  test('R000-7.02 R000-4.48 reads the session from the cookie or the bearer header, with the user as the database has it', async () => {
    const token = await sessions.sign(payload(), { userId: user.id, version: 0 });
    const fromCookie = await run('/-verpackung', `session=${token}; shopMode=verpackung`);
    expect(fromCookie.ctx).toMatchObject({ customerId: user.customerId, email: 'einkauf@example.ch', permissions: [3], hasQuickOrder: true, isCompanyCustomer: true });
    const fromBearer = await run('/api/categories', undefined, { authorization: `Bearer ${token}` });
    expect(fromBearer.ctx.customerId).toBe(user.customerId);
  });

  test('ignores a token of an older session version: the caller is anonymous', async () => {
    const revoked = await sessions.sign(payload(), { userId: user.id, version: 1 });
    expect((await run('/-verpackung', `session=${revoked}`)).ctx.customerId).toBeUndefined();
  });

  test('ignores a forged token: the caller is anonymous', async () => {
    const forged = await createSessionTokens('f'.repeat(40)).sign(payload(), { userId: user.id, version: 0 });
    const { ctx } = await run('/-verpackung', `session=${forged}`);
    expect(ctx.customerId).toBeUndefined();
    expect(ctx.permissions).toEqual([]);
  });
});
