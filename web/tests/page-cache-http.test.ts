import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProductType } from '../../engine/src/catalog/product-type.entity';
import { Product } from '../../engine/src/catalog/product.entity';
import { Customer } from '../../engine/src/customers/customer.entity';
import { FixPriceRow, ProductPrice } from '../../engine/src/pricing/product-price.entity';
import { tokenFor } from '../../engine/test/sessions';
import { useHttpShop } from './http-shop';

/**
 * Anonymous catalogue pages kept in memory under the data's generation (decision 986),
 * through the real app: each answer has its own CSP nonce, 304 for a known ETag, a change made
 * by SQL is on the next page, a signed-in visitor and other languages get their own render.
 */

// The app as built for the run (decision 1070); the page memory is switched on as in production.
const shop = useHttpShop({}, { pageCache: true });
let customerId = 0;
const PATH = '/products/CACHE_KISTE_1';

/** The one nonce of a page's inline scripts, which its policy names (decision 871). */
function nonceOf(answer: Response, html: string): string {
  const inBody = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]!));
  expect(inBody.size).toBe(1);
  const nonce = [...inBody][0]!;
  const policy = answer.headers.get('content-security-policy');
  expect(policy).toContain(`'nonce-${nonce}'`);
  return nonce;
}

beforeAll(async () => {
  const em = shop.em();
  const type = em.create(ProductType, { name: 'Holzkiste' });
  const product = em.create(Product, { name: 'Holzkiste Zwischenspeicher', articleNumber: 'CACHE_KISTE_1', productType: type, published: true, listPrice: '100.00' });
  const customer = em.create(Customer, {});
  // The customer's own FIX price (before any price of it is computed and kept).
  const record = em.create(ProductPrice, { customer, product, activeStrategy: 3 });
  em.create(FixPriceRow, { productPrice: record, quantity: 1, price: '11.00' });
  await em.flush();
  customerId = customer.id;
});

describe('anonymous catalogue pages from memory (decision 986)', () => {
  it('R000-2.12 the second answer is the same page with a fresh CSP nonce on every inline script', async () => {
    const first = await fetch(`${shop.web.url}${PATH}`);
    const firstHtml = await first.text();
    const second = await fetch(`${shop.web.url}${PATH}`);
    const secondHtml = await second.text();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(firstHtml).toContain('Holzkiste Zwischenspeicher');
    const [nonce1, nonce2] = [nonceOf(first, firstHtml), nonceOf(second, secondHtml)];
    expect(nonce2).not.toBe(nonce1);
    expect(secondHtml.replaceAll(nonce2, 'N')).toBe(firstHtml.replaceAll(nonce1, 'N'));
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('answers 304 without a policy for the ETag the browser has, 200 for another', async () => {
    const first = await fetch(`${shop.web.url}${PATH}`);
    await first.text();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${shop.web.url}${PATH}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBeNull();
    expect(await again.text()).toBe('');
    const other = await fetch(`${shop.web.url}${PATH}`, { headers: { 'if-none-match': 'W/"other"' } });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('Holzkiste Zwischenspeicher');
  });

  it('a change made by SQL is on the next page (the generation grew), with a new ETag', async () => {
    const before = await fetch(`${shop.web.url}${PATH}`);
    await before.text();
    await shop.db.orm.em.getConnection().execute(`update product set name = 'Holzkiste Geändert' where article_number = 'CACHE_KISTE_1'`);
    const after = await fetch(`${shop.web.url}${PATH}`);
    const html = await after.text();
    expect(html).toContain('Holzkiste Geändert');
    expect(html).not.toContain('Holzkiste Zwischenspeicher');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('R000-1.05 another language and a signed-in visitor get their own render; loader data is not kept', async () => {
    const german = await (await fetch(`${shop.web.url}${PATH}`, { headers: { 'accept-language': 'de-CH' } })).text();
    const french = await (await fetch(`${shop.web.url}${PATH}`, { headers: { 'accept-language': 'fr-CH' } })).text();
    expect(german).toContain('lang="de');
    expect(french).toContain('lang="fr');
    const token = await tokenFor(shop.engine, { customerId, perm: [], email: 'kunde@example.ch', isCompanyCustomer: false, hasQuickOrder: false });
    const signedIn = await fetch(`${shop.web.url}${PATH}`, { headers: { cookie: `session=${token}` } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('etag')).toBeNull();
    expect(await signedIn.text()).toContain('Holzkiste');
    // A client navigation's loader data streams as before: not kept.
    const data = await fetch(`${shop.web.url}${PATH}.data`);
    expect(data.status).toBe(200);
    expect(data.headers.get('etag')).toBeNull();
    await data.arrayBuffer();
  });
});

describe('anonymous catalogue reads of the API from memory', () => {
  /** The ETag the API route gives its own answer (web/app/api/api.server.ts): one the page memory did not make. */
  const routeEtag = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

  it("R000-7.17 R001-7.098 a guest's GET /api/product is kept and revalidated; a customer with its own price never gets the kept answer, nor the guest the customer's", async () => {
    const url = `${shop.web.url}/api/product?articleNumber=CACHE_KISTE_1&withPrices=true`;

    const first = await fetch(url);
    const firstBody = await first.text();
    const second = await fetch(url);
    const secondBody = await second.text();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(secondBody).toBe(firstBody);
    // Kept by the page memory (its ETag, not the route's), revalidated by the browser each time.
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('etag')).not.toBe(routeEtag(secondBody));
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
    const again = await fetch(url, { headers: { 'if-none-match': second.headers.get('etag')! } });
    expect(again.status).toBe(304);

    // The customer's own FIX price, asked with its token, after the guest's answer was kept.
    const token = await tokenFor(shop.engine, { customerId, perm: [], email: 'kunde@example.ch', isCompanyCustomer: false, hasQuickOrder: false });
    for (const headers of [{ authorization: `Bearer ${token}` }, { cookie: `session=${token}` }] as Record<string, string>[]) {
      const mine = await fetch(url, { headers });
      const mineBody = await mine.text();
      expect(mine.status).toBe(200);
      expect(mineBody).toMatch(/"11\.00"/);
      // Kept for this session (decision 1187): the second answer is the page memory's.
      const mineAgain = await fetch(url, { headers });
      expect(await mineAgain.text()).toBe(mineBody);
      expect(mineAgain.headers.get('etag')).toBe(mine.headers.get('etag'));
      expect(mineAgain.headers.get('etag')).not.toBe(routeEtag(mineBody));
      expect(mineAgain.headers.get('cache-control')).toBe('private, no-cache');
    }
    const guestAgain = await (await fetch(url)).text();
    expect(guestAgain).not.toMatch(/"11\.00"/);
    expect(guestAgain).toMatch(/"100\.00"/);

    // A change made by SQL is in the next answer (prices have their own cache, emptied by
    // /api/product/clear-price-cache or the price admin).
    await shop.db.orm.em.getConnection().execute(`update product set name = 'Holzkiste API geändert' where article_number = 'CACHE_KISTE_1'`);
    const changed = await (await fetch(url)).text();
    expect(changed).toContain('"name":"Holzkiste API geändert"');
    // The signed-in customer's GET reads the generations with its session check (decision 1080):
    // its next request sees a change made by SQL too.
    const asCustomer = { authorization: `Bearer ${token}` };
    expect(await (await fetch(url, { headers: asCustomer })).text()).toContain('"name":"Holzkiste API geändert"');
    await shop.db.orm.em.getConnection().execute(`update product set name = 'Holzkiste für Kunden geändert' where article_number = 'CACHE_KISTE_1'`);
    const changedForCustomer = await (await fetch(url, { headers: asCustomer })).text();
    expect(changedForCustomer).toContain('"name":"Holzkiste für Kunden geändert"');
    expect(changedForCustomer).toMatch(/"11\.00"/);

    // The cart price is a POST that only reads (readsOnly, decision 1080): the customer's next one
    // after an SQL change of its FIX price has the new price.
    const [row] = (await shop.db.orm.em.getConnection().execute(`select id from product where article_number = 'CACHE_KISTE_1'`)) as { id: number }[];
    const productId = Number(row!.id);
    const cartPrice = async () => {
      const answer = await fetch(`${shop.web.url}/api/product/order-price`, {
        method: 'POST',
        headers: { ...asCustomer, 'content-type': 'application/json' },
        body: JSON.stringify({ cartItems: [{ productId, quantity: 1, configuration: {} }] }),
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { cartPrice: { items: { pricePerOne: string }[] } }).cartPrice.items[0]!.pricePerOne;
    };
    expect(await cartPrice()).toBe('11.00');
    await shop.db.orm.em.getConnection().execute(`update fix_price_row set price = 12.50 where quantity = 1 and product_price_id in (select id from product_price where product_id = ${productId})`);
    await shop.db.orm.em.getConnection().execute(`delete from price_cache where product_id = ${productId}`);
    expect(await cartPrice()).toBe('12.50');
  });
});

describe("a signed-in caller's catalogue reads of the API from memory (decision 1187)", () => {
  it('R000-7.17 kept per session: another user of the customer and a guest get their own answer; after logout the token gets the guest answer', async () => {
    const url = `${shop.web.url}/api/product?articleNumber=CACHE_KISTE_1&withPrices=true&page=1`;
    await shop.db.orm.em.getConnection().execute(`delete from price_cache`);
    const payload = { customerId, perm: [], email: 'einkauf-session@example.ch', isCompanyCustomer: false, hasQuickOrder: false };
    const token = await tokenFor(shop.engine, payload);
    const other = await tokenFor(shop.engine, { ...payload, email: 'lager-session@example.ch' });
    const asMine = { authorization: `Bearer ${token}` };
    const mine = await (await fetch(url, { headers: asMine })).text();
    const mineAgain = await fetch(url, { headers: asMine });
    expect(await mineAgain.text()).toBe(mine);
    expect(mine).toMatch(/"12\.50"|"11\.00"/);
    const kept = mineAgain.headers.get('etag');
    expect(kept).toMatch(/^W\//);
    // Another user of the same customer: the same prices, its own entry (the key holds the credential).
    const otherAnswer = await fetch(url, { headers: { authorization: `Bearer ${other}` } });
    expect(await otherAnswer.text()).toBe(mine);
    // A guest never gets the customer's answer.
    expect(await (await fetch(url)).text()).toMatch(/"100\.00"/);

    // A forged token (the right user in a wrong signature) is no session: the guest's answer.
    const forged = await fetch(url, { headers: { authorization: `Bearer ${token.slice(0, -4)}AAAA` } });
    expect(forged.status).toBe(200);
    expect(await forged.text()).toMatch(/"100\.00"/);

    // Logout ends every session of the user: the kept answer is not served to its token again.
    await shop.engine.auth.sessions.revoke(token);
    const afterLogout = await fetch(url, { headers: asMine });
    expect(afterLogout.status).toBe(200);
    const afterLogoutBody = await afterLogout.text();
    expect(afterLogoutBody).toMatch(/"100\.00"/);
    expect(afterLogoutBody).not.toBe(mine);
  });
});
