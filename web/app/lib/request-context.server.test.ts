import { RouterContextProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { requestContext, requestContextMiddleware } from './request-context.server';

async function run(path: string, cookie?: string) {
  const context = new RouterContextProvider();
  const request = new Request(`http://shop.test${path}`, cookie ? { headers: { cookie } } : {});
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
