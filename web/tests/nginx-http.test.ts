import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect as http2Connect, type ClientHttp2Session } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { Permission, silentLogger } from '@shop/engine';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../engine/src/auth/password';
import { Product } from '../../engine/src/catalog/product.entity';
import { ProductType } from '../../engine/src/catalog/product-type.entity';
import { Customer, User } from '../../engine/src/customers/customer.entity';
import { startTestSmtpServer } from '../../engine/src/mail/test-smtp-server';
import { Order } from '../../engine/src/requests/request.entity';
import { createTestOrder } from '../../engine/test/payment-harness';
import { projectRoot } from '../../engine/src/project-root';
import { startWebServer, type WebServer } from '../server';
import { freePort, sessionOf, startHttpShop, type HttpShop } from './http-shop';

/**
 * The shop behind Debian's nginx (decision 1160): TLS with a certificate made here by openssl (a
 * CA of the test's own), HTTP/2, and the shop on 127.0.0.1 behind it with TRUST_PROXY=127.0.0.1 —
 * nginx running as a non-daemon with its own prefix in a temp folder, from the documented site
 * configuration docs/deploy/nginx.conf (only its ports, name and paths replaced). Every call
 * below goes through nginx as a browser's would: https to `shop.example:<port>`.
 *
 * PUBLIC_URL stays unset here (ALLOWED_HOSTS names the host): then the payment return URLs and
 * mail links come from what nginx forwarded — the proof that https, host and port arrive. With
 * PUBLIC_URL set (production, docs/deploy.md) they are PUBLIC_URL whatever arrives.
 */

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const HOST = 'shop.example';
const json = { 'content-type': 'application/json' };

let dir: string;
let ca: Buffer;
let httpsPort: number;
let httpPort: number;
let nginx: ChildProcess | undefined;
let shop: HttpShop;
/** A second web server of the same engine: the upstream's other instance. */
let second: WebServer | undefined;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let origin: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/**
 * One HTTP/1.1 call through nginx over TLS, from a loopback address of the caller's choice (each
 * address is another client to nginx, which tells the shop its $remote_addr).
 */
function call(method: string, path: string, options: { headers?: Record<string, string>; body?: Buffer | string; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port: httpsPort,
        servername: HOST,
        ca,
        method,
        path,
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
        headers: { host: `${HOST}:${httpsPort}`, ...(body ? { 'content-length': String(body.length) } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: all, text: all.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A multipart body as a browser sends it (FormData serialised by the platform). */
async function multipart(fields: Record<string, string>, files: [string, Buffer][]): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, bytes] of files) form.append('files', new Blob([new Uint8Array(bytes)]), name);
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/** docs/deploy/nginx.conf with this test's ports, name and files; every replaced text must be there. */
function siteConfiguration(firstPort: number, secondPort: number): string {
  let site = readFileSync(join(projectRoot, 'docs/deploy/nginx.conf'), 'utf8');
  const replace = (from: string | RegExp, to: string) => {
    const before = site;
    site = site.replace(from, to);
    if (site === before) throw new Error(`docs/deploy/nginx.conf no longer contains ${String(from)}: update web/tests/nginx-http.test.ts`);
  };
  replace(/server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${firstPort} `);
  replace(/server 127\.0\.0\.1:3002 /, `server 127.0.0.1:${secondPort} `);
  replace(/listen 80;\n\s*listen \[::\]:80;/, `listen 127.0.0.1:${httpPort};`);
  replace(/listen 443 ssl http2 default_server;\n\s*listen \[::\]:443 ssl http2 default_server;/, `listen 127.0.0.1:${httpsPort} ssl http2 default_server;`);
  replace(/listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`);
  replace(/shop\.example\.ch;/g, `${HOST};`);
  replace('/etc/letsencrypt/live/shop.example.ch/fullchain.pem', join(dir, 'shop.pem'));
  replace('/etc/letsencrypt/live/shop.example.ch/privkey.pem', join(dir, 'shop.key'));
  replace('root /var/www/letsencrypt;', `root ${join(dir, 'acme')};`);
  return site;
}

/** The main configuration around the site: everything nginx writes stays in the temp folder. */
function mainConfiguration(): string {
  const temp = (name: string) => join(dir, 'temp', name);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(temp(name), { recursive: true });
  return [
    // Workers of a root master would run as nobody, who cannot write the temp folder.
    ...(process.getuid?.() === 0 ? ['user root root;'] : []),
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  access_log ${join(dir, 'access.log')};`,
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  include ${join(dir, 'site.conf')};`,
    '}',
    '',
  ].join('\n');
}

/** A CA of this test's own and the certificate of shop.example it signs (EC P-256: fast). */
function makeCertificates(): void {
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl('req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Shop nginx test CA', '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign');
  openssl('req', ...ec, '-keyout', 'shop.key', '-out', 'shop.csr', '-subj', `/CN=${HOST}`);
  writeFileSync(join(dir, 'shop.ext'), `subjectAltName=DNS:${HOST}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n`);
  openssl('x509', '-req', '-in', 'shop.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'shop.pem', '-days', '2', '-extfile', 'shop.ext');
  ca = readFileSync(join(dir, 'ca.pem'));
}

async function startNginx(): Promise<void> {
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: 'pipe' });
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  nginx = child;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx stopped (${child.exitCode}): ${stderr}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = tlsConnect({ host: '127.0.0.1', port: httpsPort, servername: HOST, ca }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on ${httpsPort}: ${stderr}`);
}

beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run installs it)`);
  dir = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
  smtp = await startTestSmtpServer();
  shop = await startHttpShop({ TRUST_PROXY: '127.0.0.1', ALLOWED_HOSTS: HOST, SMTP_URL: smtp.url }, { ownPort: true });
  [httpsPort, httpPort] = [await freePort(), await freePort()];
  origin = `https://${HOST}:${httpsPort}`;
  makeCertificates();
  second = await startWebServer({ engine: shop.engine, host: '127.0.0.1', port: 0, logger: silentLogger, buildDirectory: inject('webBuild'), pageCache: false });
  writeFileSync(join(dir, 'site.conf'), siteConfiguration(Number(new URL(shop.web.url).port), Number(new URL(second.url).port)));
  writeFileSync(join(dir, 'nginx.conf'), mainConfiguration());
  await startNginx();

  const em = shop.em();
  em.create(User, { customer: em.create(Customer, {}), email: 'nginx@example.ch', passwordHash: await hashPassword('Nginx-Passwort-1'), permissions: [] });
  // A feed of some hundred kilobytes: more than one TCP window and one nginx buffer.
  const type = em.create(ProductType, { name: 'Kiste' });
  for (let i = 1; i <= 1500; i++) {
    em.create(Product, { name: `Kiste ${i} aus Fichte, sägeroh, mit Deckel`, articleNumber: `NGINX_${String(i).padStart(4, '0')}`, productType: type, published: true, listPrice: `${40 + (i % 60)}.50` });
  }
  await em.flush();
}, 180_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const stopped = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await stopped;
  }
  await second?.close();
  await shop?.close();
  await smtp?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the shop behind nginx with TLS (docs/deploy/nginx.conf, decision 1160)', () => {
  it('pages over https: the canonical link names the public https address; plain http is redirected', async () => {
    // The start page leads to the landing page of the shop mode, on the public address.
    const start = await call('GET', '/');
    expect(start.status).toBe(302);
    const landing = new URL(String(start.headers.location), origin);
    expect(landing.origin).toBe(origin);
    const page = await call('GET', landing.pathname);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(`href="${origin}${landing.pathname}"`);
    // nginx hands the shop's request id through (one id in both logs).
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(readFileSync(join(dir, 'access.log'), 'utf8')).toContain(`"GET ${landing.pathname} HTTP/1.1" 200`);
    const plain = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port: httpPort, path: '/produkte?x=1', headers: { host: HOST } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
        .on('error', reject)
        .end();
    });
    expect(plain).toEqual({ status: 301, location: `https://${HOST}/produkte?x=1` });
    // certbot's challenge is answered on plain http.
    mkdirSync(join(dir, 'acme/.well-known/acme-challenge'), { recursive: true });
    writeFileSync(join(dir, 'acme/.well-known/acme-challenge/probe'), 'challenge-answer');
    const challenge = await fetch(`http://127.0.0.1:${httpPort}/.well-known/acme-challenge/probe`);
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toBe('challenge-answer');
  });

  it('HTTP/2 through ALPN: a page and an /api write over one h2 connection', async () => {
    const session: ClientHttp2Session = http2Connect(origin, {
      createConnection: () => tlsConnect({ host: '127.0.0.1', port: httpsPort, servername: HOST, ca, ALPNProtocols: ['h2'] }),
    });
    try {
      const h2 = (headers: Record<string, string>, body?: string) =>
        new Promise<{ status: number; text: string; headers: Record<string, unknown> }>((resolve, reject) => {
          const stream = session.request(headers);
          let status = 0;
          let responseHeaders: Record<string, unknown> = {};
          let text = '';
          stream.on('response', (received) => {
            status = Number(received[':status']);
            responseHeaders = received;
          });
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => (text += chunk));
          stream.on('end', () => resolve({ status, text, headers: responseHeaders }));
          stream.on('error', reject);
          stream.end(body);
        });
      const start = await h2({ ':method': 'GET', ':path': '/' });
      expect(start.status).toBe(302);
      const landing = new URL(String(start.headers.location), origin);
      const page = await h2({ ':method': 'GET', ':path': landing.pathname });
      expect(page.status).toBe(200);
      expect(page.text).toContain(`href="${origin}${landing.pathname}"`);
      expect((session.socket as unknown as { alpnProtocol?: string }).alpnProtocol).toBe('h2');
      const login = await h2({ ':method': 'POST', ':path': '/api/auth', 'content-type': 'application/json', origin }, JSON.stringify({ email: 'nginx@example.ch', password: 'Nginx-Passwort-1' }));
      expect(login.status, login.text).toBe(200);
      expect(String(login.headers['set-cookie'])).toMatch(/session=ey[^;]+;.*Secure/);
    } finally {
      session.close();
    }
    expect(readFileSync(join(dir, 'access.log'), 'utf8')).toContain('"POST /api/auth HTTP/2.0" 200');
  });

  it('another name than the shop’s gets no certificate; /metrics is not served to the public', async () => {
    const refused = await new Promise<string>((resolve) => {
      const socket = tlsConnect({ host: '127.0.0.1', port: httpsPort, servername: 'other.example', ca, rejectUnauthorized: false }, () => resolve('handshake'));
      socket.on('error', (error) => resolve(error.message));
    });
    expect(refused).toMatch(/alert|unrecognized name/i);
    expect((await call('GET', '/metrics')).status).toBe(404);
  });

  it('/api writes: a login over https sets the Secure session cookie; a foreign origin is still refused', async () => {
    const login = await call('POST', '/api/auth', { headers: { ...json, origin }, body: JSON.stringify({ email: 'nginx@example.ch', password: 'Nginx-Passwort-1' }) });
    expect(login.status, login.text).toBe(200);
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/^session=ey[^;]+;.*Secure/);
    expect(cookie).toMatch(/HttpOnly/i);
    const foreign = await call('POST', '/api/auth', { headers: { ...json, origin: 'https://evil.example' }, body: '{}' });
    expect(foreign.status).toBe(403);
  });

  it('rate limits count the client nginx saw (X-Forwarded-For from $remote_addr): one client limited, another not, a forged header changes nothing', async () => {
    const em = shop.em();
    em.create(User, { customer: em.create(Customer, {}), email: 'limit@example.ch', passwordHash: await hashPassword('Limit-Passwort-1'), permissions: [] });
    await em.flush();
    // Each wrong attempt claims another client address in its own X-Forwarded-For: nginx replaces it.
    const login = (from: string, password: string, i = 0) =>
      call('POST', '/api/auth', { from, headers: { ...json, origin, 'x-forwarded-for': `198.51.100.${i + 1}` }, body: JSON.stringify({ email: 'limit@example.ch', password }) });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login('127.0.0.2', `falsch-${i}`, i)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await login('127.0.0.2', 'Limit-Passwort-1', 9);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((JSON.parse(refused.text) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/^Zu viele Anmeldeversuche/);
    const other = await login('127.0.0.3', 'Limit-Passwort-1');
    expect(other.status, other.text).toBe(200);
    expect(String(other.headers['set-cookie'])).toMatch(/Secure/);
  });

  it('R000-3.48 payment return URLs lead back to the public https address: pay link → provider page → completed', async () => {
    const orderId = await createTestOrder(() => shop.em(), { paymentMethodId: 100 });
    const token = shop.engine.payments.payAgainToken(orderId);
    const pay = await call('POST', `/checkout/bezahlen/${token}`, { headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body: '' });
    expect(pay.status, pay.text).toBe(302);
    const providerPage = String(pay.headers.location);
    // The simulator runs inside the shop: its page is on the host of the return URL.
    expect(providerPage.startsWith(`${origin}/dev/postfinance/pay/`)).toBe(true);
    const path = new URL(providerPage).pathname;
    const page = await call('GET', path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('>Bezahlen</button>');
    const paid = await call('POST', path, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay' });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`${origin}/checkout/completed?order=${orderId}`);
    expect((await shop.em().findOneOrFail(Order, { id: orderId })).paymentStatusId).toBe(1);
  });

  it('R000-7.07 a password-reset mail links to the public https address, and the link opens through nginx', async () => {
    const before = smtp.mails.length;
    const asked = await call('PUT', '/api/registration/request-password-reset', { headers: { ...json, origin }, body: JSON.stringify({ email: 'nginx@example.ch' }) });
    expect(asked.status, asked.text).toBe(200);
    const mail = (await smtp.waitFor(before + 1)).at(-1)!;
    const escaped = origin.replace(/[.]/g, '\\.');
    const link = new RegExp(`${escaped}(/user/reset-password\\?token=[\\w-]+)`).exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    const page = await call('GET', link![1]!);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Neues Passwort</h1>');
  });

  it('R000-7.31 R000-7.32 streamed downloads: the merchant feed and the price CSV arrive whole, as the shop sends them', async () => {
    const feed = await call('GET', '/api/product/all-published-prices?shop=1');
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(feed.headers['content-disposition']).toMatch(/^attachment; filename="merchant-feed-shop1-/);
    expect(feed.body.length).toBeGreaterThan(100_000);
    const direct = await fetch(`${shop.web.url}/api/product/all-published-prices?shop=1`);
    expect(feed.text).toBe(await direct.text());
    expect(feed.text.split('\n').filter((line) => line.includes('NGINX_')).length).toBe(1500);

    const staff = await shop.bearer(sessionOf(1, [Permission.ADMIN_PRODUCT], 'preise@example.ch'));
    const prices = await call('GET', '/api/product/all-prices-csv', { headers: staff });
    expect(prices.status).toBe(200);
    expect(prices.headers['content-disposition']).toMatch(/filename="prices-.*\.csv"/);
    expect(prices.text).toContain('NGINX_1500,');
    expect(prices.text.split('\n').filter((line) => /(^|,)NGINX_\d{4},/.test(line)).length).toBe(1500);
  });

  it('R000-7.35 uploads within their limits pass, larger ones get the shop’s own 413 (or nginx’s beyond every route’s limit)', async () => {
    const staff = await shop.bearer(sessionOf(1, [Permission.ADMIN_PRODUCT], 'bilder@example.ch'));
    // A 6 MB picture: over nginx's default 1 MB, within the 10 MB a file may have.
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(6 * 1024 * 1024)]);
    const upload = await multipart({ directory: '' }, [['gross.png', png]]);
    const uploaded = await call('POST', '/api/file', { headers: { ...staff, 'content-type': upload.contentType, origin }, body: upload.body });
    expect(uploaded.status, uploaded.text).toBe(200);
    expect((JSON.parse(uploaded.text) as { items: { path: string }[] }).items.map((item) => item.path)).toEqual(['gross.png']);
    const served = await call('GET', '/api/media/gross.png');
    expect(served.status).toBe(200);
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha(served.body)).toBe(sha(png));

    // Over the JSON limit of /api (256 KB): the shop's own answer, not nginx's.
    const tooLarge = await call('POST', '/api/auth', { headers: { ...json, origin }, body: JSON.stringify({ email: 'x@example.ch', password: 'p'.repeat(300 * 1024) }) });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.text)).toEqual({ errors: [{ message: 'Die Anfrage ist zu gross (höchstens {maxKilobytes} KB).', params: { maxKilobytes: 256 } }] });
    // Beyond client_max_body_size (51 MB) nginx answers by the declared length, before any byte.
    const beyond = await new Promise<number>((resolve, reject) => {
      const req = httpsRequest(
        { host: '127.0.0.1', port: httpsPort, servername: HOST, ca, method: 'POST', path: '/api/file', agent: false, headers: { host: `${HOST}:${httpsPort}`, ...staff, 'content-type': upload.contentType, 'content-length': String(60 * 1024 * 1024) } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(beyond).toBe(413);
  });

  it('an instance that stops (SIGTERM in production: no new connections) is passed over: every request is answered by the other', async () => {
    await second!.close();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call('GET', '/api/product/all-published-prices?shop=1')).status);
    const login = await call('POST', '/api/auth', { from: '127.0.0.4', headers: { ...json, origin }, body: JSON.stringify({ email: 'nginx@example.ch', password: 'Nginx-Passwort-1' }) });
    statuses.push(login.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(readFileSync(join(dir, 'error.log'), 'utf8')).toMatch(/connect\(\) failed \(111: Connection refused\) while connecting to upstream/);
  });
});
