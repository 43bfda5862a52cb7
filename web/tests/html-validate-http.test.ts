import { anonymousContext, type SessionPayload } from '@shop/engine';
import { HtmlValidate, type Message } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDataset, demoLogins } from '../../fixtures/demo/index';
import { adminScreens } from '../app/admin/screens.server';
import { useHttpShop } from './http-shop';

/**
 * Decision 1098: the server HTML of every page type — as a guest, a signed-in person and an admin —
 * checked by html-validate's standard rules (html-validate:standard, no rule switched off), on the
 * demo catalogue. A page's HTML is what a browser, a screen reader and a crawler read before any
 * script runs, so its errors are mended in the components, never only after hydration.
 */

const shop = useHttpShop();
const ADMIN = { email: 'a11y-admin@holzwerk.example', password: 'A11y-Admin-2026!' };
const tokens = { person: '', admin: '' };
const ids = { person: 0, order: '', quote: '', orderId: 0, quoteId: 0, productId: 0 };
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

async function login(credentials: { email: string; password: string }): Promise<{ token: string; payload: SessionPayload }> {
  const response = await fetch(`${shop.web.url}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json', origin: shop.web.url }, body: JSON.stringify(credentials) });
  expect(response.status, `login ${credentials.email}`).toBe(200);
  return (await response.json()) as { token: string; payload: SessionPayload };
}

beforeAll(async () => {
  await shop.engine.fixtures.seed(demoDataset, { admin: { ...ADMIN } });
  const person = await login(demoLogins.person);
  tokens.person = person.token;
  tokens.admin = (await login(ADMIN)).token;
  ids.person = person.payload.customerId!;
  const { items } = await shop.engine.catalog.products.listProducts(anonymousContext(), {});
  const fixed = items.find((item) => item.price !== null && !item.canBeConfigured)!;
  ids.productId = fixed.id;
  const address = { name: 'Anna Muster', street: 'Bahnhofstrasse 3', zipCode: '4600', city: 'Olten', country: 'CH' };
  const submission = (key: string) => ({
    cartItems: [{ productId: fixed.id, quantity: 2, configuration: {} }],
    invoiceAddress: address,
    deliveryAddress: address,
    invoiceEmail: demoLogins.person.email,
    deliveryMode: 'DELIVERY' as const,
    requestedDeliveryDate: null,
    paymentMethodId: 2,
    termsAccepted: true,
    idempotencyKey: `${key}-${Date.now()}`,
  });
  const ctx = anonymousContext({ customerId: ids.person });
  const { order } = await shop.engine.orders.placeOrder(ctx, submission('a11y-order'));
  const { quote } = await shop.engine.quotes.placeQuote(ctx, submission('a11y-quote'));
  Object.assign(ids, { order: order.formattedId, orderId: order.id, quote: quote.formattedId, quoteId: quote.id });
}, 300_000);

/** Who asks for a page: nobody, the demo person, the seeded admin. */
type Caller = 'guest' | 'person' | 'admin';

/** Every page type of web/app/routes.ts the shopper and the back office see, with the caller that reaches it. */
function pagesToCheck(): [Caller, string][] {
  const admin: [Caller, string][] = adminScreens.map((screen) => {
    const id = /\/(order|quote)\//.test(screen.path) ? (screen.path.includes('/quote/') ? ids.quoteId : ids.orderId) : screen.path.includes('/customer/') ? ids.person : ids.productId;
    return ['admin', screen.path.replace(':id', String(id))];
  });
  return [
    ['guest', '/'],
    ['guest', '/-verpackung'],
    ['guest', '/-moebel'],
    ['guest', '/produkte/kisten'],
    ['guest', '/produkte/tische'],
    ['guest', '/products/KISTE_0001'],
    ['guest', '/products/PAL_0001'],
    ['guest', '/products/MOEB_0002'],
    ['guest', '/suche?q=kiste'],
    ['guest', '/checkout'],
    ['guest', '/checkout/signin'],
    ['guest', '/checkout/invoice'],
    ['guest', '/checkout/delivery-address'],
    ['guest', '/checkout/payment'],
    ['guest', '/checkout/summary'],
    ['guest', '/checkout-quote'],
    ['guest', '/user/login'],
    ['guest', '/user/register'],
    ['guest', '/user/request-password-reset'],
    ['guest', '/agb'],
    ['guest', '/kontakt'],
    ['guest', '/labels'],
    ['guest', '/-verpackung/galerie'],
    ['guest', '/-verpackung/dienstleistungen'],
    ['guest', '/gibt-es-nicht'],
    ['person', '/user/profile/bestellungen'],
    ['person', `/user/profile/bestellungen/${ids.order}`],
    ['person', '/user/profile/offerten'],
    ['person', `/user/profile/offerten/${ids.quote}`],
    ['person', '/user/profile/konto'],
    ['person', '/user/profile/zugangsdaten'],
    ['person', '/user/profile/adressen'],
    ['person', '/favoriten/meine-produkte'],
    ['person', '/favoriten/zuletzt-bestellt'],
    ['person', '/checkout/invoice'],
    ['person', '/checkout/delivery-address'],
    ['person', '/checkout/payment'],
    ['person', '/checkout/summary'],
    ...admin,
  ];
}

const format = (path: string, message: Message) => `${path} ${message.line}:${message.column} ${message.ruleId}: ${message.message} [${message.selector ?? ''}]`;

describe('decision 1098: the server HTML of every page type passes html-validate:standard', () => {
  it('R000-1.01 landing (both shop modes), category, products, cart, checkout steps, login, register, account, quotes and every admin screen: 0 errors', async () => {
    const errors: string[] = [];
    const seen = new Set<string>();
    for (const [caller, path] of pagesToCheck()) {
      const token = caller === 'guest' ? '' : tokens[caller];
      const response = await fetch(shop.web.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      // A step that sends the caller elsewhere (an empty cart's checkout) is checked where it lands, once.
      const key = `${caller} ${new URL(response.url).pathname}`;
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(response.status, path).toBe(path === '/gibt-es-nicht' ? 404 : 200);
      if (seen.has(key)) continue;
      seen.add(key);
      const report = await validator.validateString(await response.text(), path);
      for (const result of report.results) for (const message of result.messages) errors.push(format(`${caller} ${path}`, message));
    }
    expect(seen.size).toBeGreaterThan(40);
    expect(errors).toEqual([]);
  }, 300_000);
});
