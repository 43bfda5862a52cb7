import { createSessionTokens, type Engine } from '@shop/engine';
import { RouterContextProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { engineContext } from './engine-context';
import { requestContext, requestContextMiddleware } from './request-context.server';

const sessions = createSessionTokens('s'.repeat(40));

async function run(path: string, cookie?: string, headers: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(engineContext, { sessions } as unknown as Engine);
  const request = new Request(`http://shop.test${path}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const response = (await requestContextMiddleware({ request, context, params: {}, pattern: '' } as never, async () => new Response('ok'))) as Response;
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
  const payload = { customerId: 5, isCompanyCustomer: true, hasQuickOrder: true, perm: [3], email: 'einkauf@example.ch' };

  test('R000-7.02 R000-4.48 reads the session from the cookie or the bearer header', async () => {
    const token = await sessions.sign(payload);
    const fromCookie = await run('/-verpackung', `session=${token}; shopMode=verpackung`);
    expect(fromCookie.ctx).toMatchObject({ customerId: 5, email: 'einkauf@example.ch', permissions: [3], hasQuickOrder: true, isCompanyCustomer: true });
    const fromBearer = await run('/api/categories', undefined, { authorization: `Bearer ${token}` });
    expect(fromBearer.ctx.customerId).toBe(5);
  });

  test('ignores a forged token: the caller is anonymous', async () => {
    const forged = await createSessionTokens('f'.repeat(40)).sign(payload);
    const { ctx } = await run('/-verpackung', `session=${forged}`);
    expect(ctx.customerId).toBeUndefined();
    expect(ctx.permissions).toEqual([]);
  });
});
