import { connect } from 'node:net';
import { allPermissions, type SessionPayload } from '@shop/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenCustomer } from '../../../engine/test/world';
import routes from '../../app/routes';
import { AMBIGUOUS_PATH_MESSAGE } from '../../app/server/api-path.server';
import { INVALID_TEXT_MESSAGE } from '../../app/kit/invalid-text.server';
import { sessionOf } from '../http-shop';
import { useSecurityShop } from './harness';

/**
 * Bad input in the request target is a 400 or a 404, never a 500 or a database text on screen
 * (decision 1090): every page route of web/app/routes.ts with a path parameter, called with
 * values no parameter takes, as a guest, a customer and an admin; and request targets and Host
 * headers only a raw socket sends.
 */

const shop = useSecurityShop();
const ids = { customer: 0, admin: 0 };

/** What a page path parameter is called with: NUL, past PostgreSQL's integer, no number, negative, a lone surrogate. */
const BAD_VALUES = ['%00', '99999999999999999999', 'abc', '-1', '%ED%A0%80'] as const;
/** Values the request handler refuses itself, before any route (400). */
const REFUSED_BY_HANDLER = new Set<string>(['%00', '%ED%A0%80']);
/** What the database or a driver says, which must never reach a page. */
const DATABASE_TEXT = /invalid message format|invalid input syntax|out of range for type|DriverException|PostgreSQL|Unexpected Server Error/i;

interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every page route's full path (the /api routes are the API's matter: api/… ids). */
function pagePaths(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    if (entry.id?.startsWith('api ') || entry.path?.startsWith('api/')) return [];
    const path = entry.index ? parent : [parent, entry.path].filter(Boolean).join('/');
    return [...(entry.index ? [] : [`/${path}`]), ...pagePaths(entry.children ?? [], path)];
  });
}

const isParam = (segment: string) => segment.startsWith(':') || segment === '*';

/** The path with its parameter at `position` set to `value` and the others to '1'. */
function pathWith(path: string, position: number, value: string): string {
  let index = -1;
  return path
    .split('/')
    .map((segment) => (isParam(segment) ? (++index === position ? value : '1') : segment))
    .join('/');
}

const callers = (): [string, SessionPayload | undefined][] => [
  ['guest', undefined],
  ['customer', sessionOf(ids.customer, [], 'pfad-kunde@example.ch')],
  ['admin', sessionOf(ids.admin, [...allPermissions], 'pfad-admin@example.ch')],
];

beforeAll(async () => {
  const em = shop.em();
  const { customer } = givenCustomer(em);
  const { customer: admin } = givenCustomer(em);
  await em.flush();
  Object.assign(ids, { customer: customer.id, admin: admin.id });
});

describe('decision 1090: page path parameters never answer 500', () => {
  it('the route table has the parameter routes this test walks', () => {
    const withParams = pagePaths(routes as RouteEntry[]).filter((path) => path.split('/').some(isParam));
    expect(withParams).toEqual(expect.arrayContaining(['/products/:articleNumber', '/admin/order/:id', '/admin/Imports/:id/file', '/user/profile/bestellungen/:orderNumber/pdf', '/admin/customer/:id/media/:name']));
    expect(withParams.length).toBeGreaterThan(30);
  });

  it('every page route with a path parameter × %00, 99999999999999999999, abc, -1, a lone surrogate × guest, customer, admin: no answer ≥ 500, ids are 404 to an admin', async () => {
    const failures: string[] = [];
    const paths = pagePaths(routes as RouteEntry[]).filter((path) => path.split('/').some(isParam));
    for (const [caller, payload] of callers()) {
      const headers = { ...(await shop.headersOf(payload)), origin: shop.web.url };
      for (const path of paths) {
        const params = path.split('/').filter(isParam);
        for (const [position, param] of params.entries()) {
          for (const value of BAD_VALUES) {
            const concrete = pathWith(path, position, value);
            const answers = [
              ['GET', concrete, await fetch(shop.web.url + concrete, { headers, redirect: 'manual' })],
              ['GET', `${concrete}.data`, await fetch(`${shop.web.url}${concrete}.data`, { headers, redirect: 'manual' })],
              ['POST', concrete, await fetch(shop.web.url + concrete, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: 'intent=x', redirect: 'manual' })],
            ] as const;
            for (const [method, target, response] of answers) {
              const text = await response.text();
              const key = `${caller} ${method} ${target}`;
              if (response.status >= 500) failures.push(`${key}: ${response.status}`);
              else if (DATABASE_TEXT.test(text)) failures.push(`${key}: shows ${DATABASE_TEXT.exec(text)![0]}`);
            }
            // An admin reaches every admin loader: what is not an id is the 404 page, refused text a 400.
            const [, , page] = answers[0];
            if (caller === 'admin' && param === ':id') {
              const wanted = REFUSED_BY_HANDLER.has(value) ? 400 : 404;
              if (page.status !== wanted) failures.push(`${caller} GET ${concrete}: ${page.status}, wanted ${wanted}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);

  it('the probe: /products/%00, /products/a%00b.data and the customer’s order and quote pages with %00 answer 400 pages, not the database', async () => {
    const customer = await shop.headersOf(sessionOf(ids.customer, [], 'pfad-kunde@example.ch'));
    for (const path of ['/products/%00', '/products/a%00b.data', '/user/profile/bestellungen/%00', '/user/profile/bestellungen/%00/pdf', '/user/profile/offerten/%00', '/user/profile/offerten/%00/pdf']) {
      const response = await fetch(shop.web.url + path, { headers: customer });
      const html = await response.text();
      expect(response.status, path).toBe(400);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(html, path).toContain('Diese Adresse ist ungültig.');
      expect(html, path).not.toMatch(DATABASE_TEXT);
    }
  });

  it('the probe: as admin, /admin/order/99999999999999999999 and /admin/Imports/abc/file are 404', async () => {
    const admin = await shop.headersOf(sessionOf(ids.admin, [...allPermissions], 'pfad-admin@example.ch'));
    // The screens show the 404 page; the downloads (PDF, Stückliste, import file) answer 404 with their error data.
    const pages = ['/admin/order/99999999999999999999', '/admin/quote/99999999999999999999', '/admin/customer/99999999999999999999/media', '/admin/product/99999999999999999999/price2', '/admin/order/1e3', '/admin/order/%2B1'];
    const downloads = ['/admin/order/2147483648/stueckliste', '/admin/quote/99999999999999999999/pdf', '/admin/Imports/abc/file', '/admin/dev/attachment/abc'];
    for (const path of [...pages, ...downloads]) {
      const response = await fetch(shop.web.url + path, { headers: admin, redirect: 'manual' });
      const text = await response.text();
      expect(response.status, path).toBe(404);
      if (pages.includes(path)) expect(text, path).toContain('Diese Seite wurde nicht gefunden');
      expect(text, path).not.toMatch(DATABASE_TEXT);
    }
  });

  it('a text parameter with a control character is the 404 page (the router decodes %0A)', async () => {
    const customer = await shop.headersOf(sessionOf(ids.customer, [], 'pfad-kunde@example.ch'));
    for (const path of ['/products/A%0AB', '/user/profile/bestellungen/B%7F1', '/checkout/bezahlen/x%1By']) {
      const response = await fetch(shop.web.url + path, { headers: customer, redirect: 'manual' });
      expect(response.status, path).toBe(404);
    }
  });
});

describe('decision 1090: the 400 page and body of a refused request', () => {
  it('a page is refused in the visitor’s language (language cookie, else Accept-Language), with the shop’s way home', async () => {
    const cases: [Record<string, string>, string, string, string][] = [
      [{}, 'de-CH', 'Diese Adresse ist ungültig.', 'Zur Startseite'],
      [{ 'accept-language': 'fr-CH,fr;q=0.9' }, 'fr-FR', 'Cette adresse n\'est pas valable.', 'Vers la page d\'accueil'],
      [{ cookie: 'lang=en-US', 'accept-language': 'fr-CH' }, 'en-US', 'This address is not valid.', 'To the home page'],
    ];
    for (const [headers, lang, message, home] of cases) {
      const response = await fetch(`${shop.web.url}/products/%ED%A0%80`, { headers });
      const html = await response.text();
      expect(response.status).toBe(400);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1 class="error-page__message">${message}</h1>`);
      expect(html).toContain(`<a href="/">${home}</a>`);
      // A page of its own: no script may run on it.
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(html).not.toContain('<script');
    }
  });

  it('NUL or an undecodable escape in the query of a page is refused as text; on /api with the error body', async () => {
    const page = await fetch(`${shop.web.url}/suche?q=%00`, { headers: { cookie: 'lang=en-US' } });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('The input contains characters that are not allowed.');
    for (const query of ['q=%00', 'q=%ED%A0%80', 'q=%E4', '%00=1']) {
      const api = await fetch(`${shop.web.url}/api/category-product?${query}`);
      expect(api.status, query).toBe(400);
      expect(await api.json(), query).toEqual({ errors: [{ message: INVALID_TEXT_MESSAGE }] });
    }
    // Encoded in UTF-8, an umlaut and an emoji are text like any other.
    expect((await fetch(`${shop.web.url}/suche?q=K%C3%A4se%F0%9F%98%80`)).status).toBe(200);
  });

  it('a NUL in a page form is refused with the page in the visitor’s language, not JSON', async () => {
    const response = await fetch(`${shop.web.url}/kontakt`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop.web.url, 'accept-language': 'de-CH' },
      body: 'name=a%00b',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain(INVALID_TEXT_MESSAGE);
  });

  it('an /api path that does not decode answers the error body', async () => {
    const response = await fetch(`${shop.web.url}/api/product/%ED%A0%80`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ message: AMBIGUOUS_PATH_MESSAGE }] });
  });
});

/** One request written as it stands on a socket; the status line, the headers and the body of the answer. */
function rawRequest(lines: string[]): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(shop.web.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const split = answer.indexOf('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0), headers: answer.slice(0, split), body: answer.slice(split + 4) });
    });
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

describe('decision 1090: request targets and Host headers (raw socket)', () => {
  const host = () => new URL(shop.web.url).host;

  it('an absolute-form target naming our Host is served by its path, the /api guard included (RFC 9112 §3.2.2)', async () => {
    const guarded = await rawRequest([`GET http://${host()}/api/product/summary HTTP/1.1`, `Host: ${host()}`, 'Connection: close']);
    expect(guarded.status).toBe(401);
    const page = await rawRequest([`GET http://${host()}/agb HTTP/1.1`, `Host: ${host()}`, 'Connection: close']);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<!DOCTYPE html>');
  });

  it('an absolute-form target naming another host than the Host header is refused', async () => {
    const answer = await rawRequest(['GET http://shop.example.org/api/product/summary HTTP/1.1', `Host: ${host()}`, 'Connection: close']);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ message: AMBIGUOUS_PATH_MESSAGE }] });
  });

  it('Host host:99999, Host [::1, no Host (HTTP/1.1 and 1.0) and two Host headers answer 400 — a page, or the error body on /api', async () => {
    const cases: [string, string[]][] = [
      ['port past 65535', ['GET / HTTP/1.1', 'Host: 127.0.0.1:99999', 'Connection: close']],
      ['unclosed IPv6 literal', ['GET / HTTP/1.1', 'Host: [::1', 'Connection: close']],
      ['no Host', ['GET / HTTP/1.1', 'Connection: close']],
      ['no Host, HTTP/1.0', ['GET / HTTP/1.0']],
      ['two Host headers', ['GET / HTTP/1.1', `Host: ${host()}`, 'Host: shop.example.org', 'Connection: close']],
      ['a user in the Host', ['GET / HTTP/1.1', `Host: user@${host()}`, 'Connection: close']],
    ];
    for (const [name, lines] of cases) {
      const page = await rawRequest(lines);
      expect(page.status, name).toBe(400);
      expect(page.body, name).toContain('Diese Adresse ist ungültig.');
      const api = await rawRequest([lines[0]!.replace('GET / ', 'GET /api/categories '), ...lines.slice(1)]);
      expect(api.status, name).toBe(400);
      expect(JSON.parse(api.body), name).toEqual({ errors: [{ message: AMBIGUOUS_PATH_MESSAGE }] });
    }
  });

  it('OPTIONS * answers 204 with the methods the shop speaks; another method with * is refused', async () => {
    const options = await rawRequest(['OPTIONS * HTTP/1.1', `Host: ${host()}`, 'Connection: close']);
    expect(options.status).toBe(204);
    expect(options.headers).toMatch(/\r\nAllow: GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS\r\n/i);
    const get = await rawRequest(['GET * HTTP/1.1', `Host: ${host()}`, 'Connection: close']);
    expect(get.status).toBe(400);
  });

  it('a target in neither form is refused', async () => {
    const answer = await rawRequest(['GET products/x HTTP/1.1', `Host: ${host()}`, 'Connection: close']);
    expect(answer.status).toBe(400);
  });
});
