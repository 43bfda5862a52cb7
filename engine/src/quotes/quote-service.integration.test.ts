import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asCustomer, givenCatalog, givenCustomer, givenTruck, holdTurns, stillPending, useTestDatabase } from '../../test/world';
import { Permission } from '../auth/permissions';
import { createMailDesk } from '../mail/mail-desk';
import { createMailer } from '../mail/mailer';
import { SentMail } from '../mail/sent-mail.entity';
import { startTestSmtpServer } from '../mail/test-smtp-server';
import { Order, OrderPosition, Quote } from '../requests/request.entity';
import { createPricingService } from '../pricing/pricing-service';
import { QuotePinAttempt } from './quote-pin-attempt.entity';
import type { OrderFromQuoteInput, QuoteView } from './quote-schemas';
import { createQuoteService } from './quote-service';
import { publicUrlFor } from '../config/public-url';
import { type PlaceOrderInput } from '../requests/request-schema';

const em = useTestDatabase();
let clock = new Date();
const now = () => clock;
let service: ReturnType<typeof createQuoteService>;
const ids = { alice: 0, bob: 0, list: 0, insurance: 0, aliceHome: 0 };
const as = asCustomer;
const quoteAdmin = asAdmin(Permission.ADMIN_QUOTE);
const productAdmin = asAdmin(Permission.ADMIN_PRODUCT);
const PUBLIC_URL = 'https://shop.example';

const guestAddress = { name: 'Gast AG', street: 'Hauptstrasse 1', zipCode: '8001', city: 'Zürich', country: 'CH' };
let keyCounter = 0;
const nextKey = () => `quote-key-${Date.now()}-${++keyCounter}`;

function request(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    cartItems: [{ productId: ids.list, quantity: 10, configuration: {} }],
    invoiceAddress: guestAddress,
    deliveryAddress: guestAddress,
    invoiceEmail: 'gast@example.ch',
    deliveryMode: 'DELIVERY',
    requestedDeliveryDate: null,
    paymentMethodId: 2,
    orderReference: 'Anfrage-1',
    orderComment: 'Bitte mit Versicherung',
    idempotencyKey: nextKey(),
    contact: { firstName: 'Gerda', lastName: 'Gast' },
    ...overrides,
  };
}

function orderInput(quote: { uuid: string }, pin: string, overrides: Partial<OrderFromQuoteInput> = {}): OrderFromQuoteInput {
  return {
    uuid: quote.uuid,
    pin,
    invoiceAddress: guestAddress,
    deliveryAddress: guestAddress,
    invoiceEmail: 'gast@example.ch',
    deliveryMode: 'DELIVERY',
    requestedDeliveryDate: null,
    termsAccepted: true,
    idempotencyKey: nextKey(),
    ...overrides,
  };
}

/** A quote placed by a guest, with an insurance position and a cancelled one added by the admin, then mailed. */
async function preparedQuote(options: { requestType?: 'VERPACKUNG' | 'ARTWORK'; customerId?: number } = {}): Promise<{ quote: QuoteView; pin: string }> {
  const placed = await service.placeQuote(as(options.customerId), request(options.customerId ? { invoiceAddress: { id: ids.aliceHome }, deliveryAddress: { id: ids.aliceHome } } : {}));
  const updated = await service.updateQuote(quoteAdmin, placed.quote.id, {
    ...(options.requestType ? { customerRequestType: options.requestType } : {}),
    deliveryCost: '120.00',
    positions: [
      { productId: ids.insurance, quantity: 1, pricePerOne: '35.00' },
      { name: 'Sonderanfertigung (storniert)', quantity: 2, pricePerOne: '500.00', storno: true },
    ],
  });
  const sent = await service.notifyQuote(quoteAdmin, updated.id);
  return { quote: sent, pin: sent.pin as string };
}

beforeAll(async () => {
  const fork = em();
  givenTruck(fork);
  const { list } = givenCatalog(fork, { list: { articleNumber: 'QUOTE_LIST_1' } }).products;
  const { insurance } = givenCatalog(fork, { insurance: { name: 'Transportversicherung', articleNumber: 'QUOTE_INS_1', listPrice: '35.00' } }, { id: 1115, name: 'Versicherung' }).products;
  const { customer: alice, addresses: { aliceHome } } = givenCustomer(fork, {}, { aliceHome: { name: 'Alice AG', street: 'Weg 1', zipCode: '8001', city: 'Zürich' } });
  const { customer: bob } = givenCustomer(fork);
  await fork.flush();
  Object.assign(ids, { alice: alice.id, bob: bob.id, list: list.id, insurance: insurance.id, aliceHome: aliceHome.id });
  smtp = await startTestSmtpServer();
  mailer = createMailer({ em, smtpUrl: smtp.url, from: 'Holzwerk Shop <shop@holzwerk.example>' });
  service = createQuoteService({ em, pricing: createPricingService({ em }), mailer, publicUrl: PUBLIC_URL, shopEmail: 'offerten@holzwerk.example', now });
}, 120_000);

afterAll(async () => {
  mailer?.close();
  await smtp?.close();
});

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let mailer: ReturnType<typeof createMailer>;
const mailsTo = (to: string) => em().find(SentMail, { to }, { orderBy: { id: 'desc' } });

describe('placeQuote (POST /api/quote)', () => {
  it('R000-1.18 R001-1.11 R000-7.26 R001-7.074 R000-3.29 R001-3.39 R000-3.30 R000-3.31 R000-3.32 R000-3.33 a guest requests a quote: priced on the server, quote defaults, a mail to the shop', async () => {
    clock = new Date();
    const answer = await service.placeQuote(as(), request({ cartItems: [{ productId: ids.list, quantity: 10, configuration: {}, pricePerOne: '0.01' } as never] }));
    expect(answer.created).toBe(true);
    expect(answer.message).toBe('Offertanfrage abgeschickt');
    const quote = answer.quote;
    expect(quote).toMatchObject({ timeToDeliver: 3, validityDuration: 30, currencyCode: 'CHF', sentToCustomer: false, state: 'OPEN', orderId: null, finalPrice: null });
    // Internal file paths stay in the database (decision 1172).
    expect(quote).not.toHaveProperty('thumbnailFilePath');
    expect(quote).not.toHaveProperty('localFilePath');
    expect(quote.formattedId).toMatch(/^O-\d{4}-\d{6}$/);
    expect(quote.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(quote.checkoutPath).toBe(`/checkout-quote/${quote.uuid}`);
    expect(quote.pin).toBeUndefined();
    expect(quote.positions).toEqual([expect.objectContaining({ productId: ids.list, quantity: 10, pricePerOne: '100.00' })]);
    expect(quote.total).toBe('1000.00');
    const stored = await em().findOneOrFail(Quote, { id: quote.id });
    expect(stored.pin).toBe('0000');
    const [mail] = await mailsTo('offerten@holzwerk.example');
    expect(mail?.subject).toBe(`Offertanfrage ${quote.formattedId}`);
    expect(mail?.text).toContain('10 × Europalette');
  });

  it('the same key answers the same quote; the key with another request is a conflict', async () => {
    const input = request();
    const first = await service.placeQuote(as(), input);
    const again = await service.placeQuote(as(), input);
    expect(again).toMatchObject({ created: false, quote: { id: first.quote.id } });
    await expect(service.placeQuote(as(), { ...input, cartItems: [{ productId: ids.list, quantity: 11, configuration: {} }] })).rejects.toMatchObject({ kind: 'conflict' });
    const concurrent = request();
    const answers = await Promise.all(Array.from({ length: 8 }, () => service.placeQuote(as(), concurrent)));
    expect(new Set(answers.map((answer) => answer.quote.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
  });
});

describe('listQuotes (GET /api/quote)', () => {
  it("R001-7.075 a customer sees only own quotes; customer A cannot read customer B's quotes", async () => {
    const alices = await service.placeQuote(as(ids.alice), request({ invoiceAddress: { id: ids.aliceHome }, deliveryAddress: { id: ids.aliceHome } }));
    const bobs = await service.placeQuote(as(ids.bob), request());
    const aliceList = await service.listQuotes(as(ids.alice), {});
    expect(aliceList.map((quote) => quote.id)).toContain(alices.quote.id);
    expect(aliceList.map((quote) => quote.id)).not.toContain(bobs.quote.id);
    expect(aliceList.every((quote) => quote.customerId === ids.alice && quote.pin === undefined)).toBe(true);
    await expect(service.listQuotes(as(ids.alice), { customerId: ids.bob })).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await service.listQuotes(as(ids.alice), { id: bobs.quote.id })).toEqual([]);
    await expect(service.listQuotes(as(), {})).rejects.toMatchObject({ kind: 'unauthenticated' });
    // Another admin permission is not quote administration.
    await expect(service.listQuotes(as(ids.alice, [Permission.ADMIN_PRODUCT]), { customerId: ids.bob })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(service.listQuotes(productAdmin, {})).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it('R001-7.075 quote administrators list by customer, ids and date window', async () => {
    const bobs = await service.listQuotes(quoteAdmin, { customerId: ids.bob });
    expect(bobs.length).toBeGreaterThan(0);
    expect(bobs.every((quote) => quote.customerId === ids.bob && typeof quote.pin === 'string')).toBe(true);
    const [a, b] = await service.listQuotes(quoteAdmin, {});
    const byIds = await service.listQuotes(quoteAdmin, { ids: `${a!.id},${b!.id}` });
    expect(byIds.map((quote) => quote.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(await service.listQuotes(quoteAdmin, { fromDate: '2000-01-01', toDate: '2000-01-31' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await service.listQuotes(quoteAdmin, { fromDate: '2000-01-01', toDate: '2100-01-01' })).length).toBeGreaterThanOrEqual(2);
    expect(today).toMatch(/^\d{4}/);
  });
});

describe('quote administration (ADMIN_QUOTE)', () => {
  it('R001-7.076 PUT /quote/{id} changes validity, time to deliver, prices and positions; totals follow', async () => {
    const placed = await service.placeQuote(as(), request());
    const position = placed.quote.positions![0]!;
    await expect(service.updateQuote(as(ids.alice), placed.quote.id, { validityDuration: 5 })).rejects.toMatchObject({ kind: 'forbidden' });
    const updated = await service.updateQuote(quoteAdmin, placed.quote.id, {
      validityDuration: 60,
      timeToDeliver: 10,
      deliveryCost: '80.00',
      finalPrice: '999.00',
      positions: [{ id: position.id, pricePerOne: '90.00' }, { name: 'Montage', quantity: 1, pricePerOne: '150.00' }],
    });
    expect(updated).toMatchObject({ validityDuration: 60, timeToDeliver: 10, deliveryCost: '80.00', finalPrice: '999.00', total: '1050.00' });
    // VAT 8.1 % of 1050 + 80 = 91.53.
    expect(updated).toMatchObject({ vatAmount: '91.53', grandTotal: '1221.53' });
    expect(updated.positions).toHaveLength(2);
    const stale = await service.updateQuote(quoteAdmin, placed.quote.id, { positions: [{ id: updated.positions![1]!.id, delete: true }] });
    expect(stale.positions).toHaveLength(1);
    await expect(service.updateQuote(quoteAdmin, placed.quote.id, { version: updated.version, comment: 'alt' })).rejects.toMatchObject({ kind: 'conflict' });
    await expect(service.updateQuote(quoteAdmin, 99_999_999, { comment: 'x' })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('R001-7.080 POST /quote/copy makes a new quote with new number, uuid, default PIN, not sent', async () => {
    const { quote } = await preparedQuote();
    const copy = await service.copyQuote(quoteAdmin, { id: quote.id });
    expect(copy.id).not.toBe(quote.id);
    expect(copy.uuid).not.toBe(quote.uuid);
    expect(copy.formattedId).not.toBe(quote.formattedId);
    expect(copy).toMatchObject({ pin: '0000', sentToCustomer: false, orderId: null, total: quote.total, deliveryCost: '120.00', customerId: quote.customerId });
    expect(copy.positions!.map((position) => [position.name, position.quantity, position.pricePerOne, position.storno])).toEqual(
      quote.positions!.map((position) => [position.name, position.quantity, position.pricePerOne, position.storno]),
    );
    await expect(service.copyQuote(as(ids.alice), { id: quote.id })).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('R001-7.080 decision 1091 an id that is no positive integer (true, "1e3", 1.5, -1) copies nothing — true was quote 1', async () => {
    await preparedQuote();
    expect(await em().count(Quote, { id: 1 })).toBe(1);
    const before = { quotes: await em().count(Quote), positions: await em().count(OrderPosition) };
    for (const id of [true, '1e3', 1.5, -1, '', [1]]) {
      await expect(service.copyQuote(quoteAdmin, { id } as never), JSON.stringify(id)).rejects.toMatchObject({ name: 'ZodError' });
    }
    expect({ quotes: await em().count(Quote), positions: await em().count(OrderPosition) }).toEqual(before);
  });

  it('R001-7.077 DELETE /quote/{id} removes the quote and its positions', async () => {
    const { quote } = await preparedQuote();
    await expect(service.deleteQuote(as(ids.bob), quote.id)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(service.deleteQuote(quoteAdmin, quote.id)).resolves.toEqual({ id: quote.id });
    expect(await em().count(Quote, { id: quote.id })).toBe(0);
    expect(await em().count(OrderPosition, { quote: quote.id })).toBe(0);
    await expect(service.deleteQuote(quoteAdmin, quote.id)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('R001-7.079 PUT /quote/{id}/notification mails link and a new random PIN in the quote’s language and marks it sent', async () => {
    const placed = await service.placeQuote(as(undefined, [], 'fr-FR'), request({ invoiceEmail: 'client@example.fr' }));
    await expect(service.notifyQuote(as(ids.alice), placed.quote.id)).rejects.toMatchObject({ kind: 'forbidden' });
    const sent = await service.notifyQuote(quoteAdmin, placed.quote.id);
    expect(sent.sentToCustomer).toBe(true);
    expect(sent.pin).toMatch(/^\d{6}$/);
    expect(sent.pin).not.toBe('0000');
    // The delivered mail carries link and PIN; the stored copy only markers in its language (decision 1087).
    const delivered = (await smtp.waitForMailsTo('client@example.fr')).at(-1);
    expect(delivered?.text).toContain(`${PUBLIC_URL}/checkout-quote/${placed.quote.uuid}`);
    expect(delivered?.text).toContain(`Votre code PIN\u00a0: ${sent.pin}`);
    const [mail] = await mailsTo('client@example.fr');
    expect(mail?.subject).toBe(`Votre devis ${placed.quote.formattedId}`);
    expect(mail?.text).not.toContain(placed.quote.uuid);
    expect(mail?.text).not.toContain(sent.pin);
    expect(mail?.text).toContain('Votre code PIN : [confidentiel – seulement dans l’e-mail envoyé]');
    expect(mail?.text).toContain('[lien personnel – seulement dans l’e-mail envoyé]');
    expect(mail).toMatchObject({ topic: 'quote', cause: { kind: 'quote-notification', quoteId: placed.quote.id }, deliveryText: null });
    // Sending again keeps the PIN it already has.
    const again = await service.notifyQuote(quoteAdmin, placed.quote.id);
    expect(again.pin).toBe(sent.pin);
    // "Erneut senden" in /admin/dev mails the quote again through notifyQuote, never the stored copy (decision 1087).
    const desk = createMailDesk({ em, mailer, resenders: { 'quote-notification': (ctx, cause) => service.notifyQuote(ctx, cause.quoteId) } });
    const resent = await desk.resend(quoteAdmin, mail!.id);
    expect(resent).toMatchObject({ topic: 'quote', personal: true });
    expect((await smtp.waitForMailsTo('client@example.fr', 3)).at(-1)?.text).toContain(`Votre code PIN\u00a0: ${sent.pin}`);
    await expect(desk.resend(asAdmin(Permission.ADMIN_CUSTOMER), mail!.id)).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('the quote mail’s link follows the one public-address rule (decision 1151)', () => {
  it('links to the host staff work on while PUBLIC_URL is unset, never to a forged one', async () => {
    const settings = { PUBLIC_URL: 'http://127.0.0.1:3000', PUBLIC_URL_CONFIGURED: false, HOST: '127.0.0.1' };
    const local = createQuoteService({ em, pricing: createPricingService({ em }), mailer, publicUrl: settings.PUBLIC_URL, publicUrlFor: (ctx) => publicUrlFor(settings, ctx), now });
    const placed = await local.placeQuote(as(undefined), request({ invoiceEmail: 'origin-check@example.ch' }));
    await local.notifyQuote({ ...quoteAdmin, origin: 'http://localhost:5173' }, placed.quote.id);
    expect((await smtp.waitForMailsTo('origin-check@example.ch')).at(-1)?.text).toContain(`http://localhost:5173/checkout-quote/${placed.quote.uuid}`);
    await local.notifyQuote({ ...quoteAdmin, origin: 'http://evil.example' }, placed.quote.id);
    expect((await smtp.waitForMailsTo('origin-check@example.ch', 2)).at(-1)?.text).toContain(`http://127.0.0.1:3000/checkout-quote/${placed.quote.uuid}`);
  });
});

describe('getQuoteForCheckout (GET /api/quote/for-checkout)', () => {
  it('R000-7.27 R001-7.078 the right uuid and PIN give the quote per the cart rules (cancelled left out, insurance removable, others fixed, prepayment default)', async () => {
    clock = new Date();
    const { quote, pin } = await preparedQuote();
    const view = await service.getQuoteForCheckout({ uuid: quote.uuid, pin }, { clientAddress: '10.0.0.1' });
    expect(view).not.toBeNull();
    expect(view!.positions.map((position) => [position.name, position.removable])).toEqual([
      ['Europalette', false],
      ['Transportversicherung', true],
    ]);
    expect(view).toMatchObject({ uuid: quote.uuid, formattedId: quote.formattedId, defaultPaymentMethodId: 2, deliveryCost: '120.00' });
    expect(view!.paymentMethods).toContain(1);
    expect(JSON.stringify(view)).not.toContain(pin);
  });

  it('R001-4.17 the customer opening the quote sees a group without its sub-positions while staff keep them hidden; shown once the toggle is on', async () => {
    clock = new Date();
    const { quote, pin } = await preparedQuote();
    const fork = em();
    const owner = await fork.findOneOrFail(Quote, quote.id);
    const group = fork.create(OrderPosition, { quote: owner, type: 'COMPOSITE', name: 'Kiste komplett', quantity: 1, pricePerOne: '300.00', childrenVisible: false, sortOrder: 10 });
    fork.create(OrderPosition, { quote: owner, parent: group, name: 'Seitenwand', quantity: 4, pricePerOne: null, sortOrder: 11 });
    await fork.flush();
    const names = async () => (await service.getQuoteForCheckout({ uuid: quote.uuid, pin }, { clientAddress: '10.0.0.7' }))!.positions.map((position) => position.name);
    expect(await names()).toEqual(['Europalette', 'Transportversicherung', 'Kiste komplett']);
    group.childrenVisible = true;
    await fork.flush();
    expect(await names()).toEqual(['Europalette', 'Transportversicherung', 'Kiste komplett', 'Seitenwand']);
  });

  it('R000-7.28 R001-5.26 answers nothing on any failure: unknown uuid, wrong PIN, garbage, expired, already ordered', async () => {
    clock = new Date();
    const { quote, pin } = await preparedQuote();
    expect(await service.getQuoteForCheckout({ uuid: quote.uuid, pin: '0000' }, { clientAddress: '10.0.1.1' })).toBeNull();
    expect(await service.getQuoteForCheckout({ uuid: crypto.randomUUID(), pin }, { clientAddress: '10.0.1.2' })).toBeNull();
    expect(await service.getQuoteForCheckout({ uuid: 'not-a-uuid', pin }, { clientAddress: '10.0.1.3' })).toBeNull();
    expect(await service.getQuoteForCheckout({ uuid: quote.uuid } as never)).toBeNull();
    // Expired: 31 days later.
    clock = new Date(Date.now() + 31 * 86_400_000);
    expect(await service.getQuoteForCheckout({ uuid: quote.uuid, pin }, { clientAddress: '10.0.1.4' })).toBeNull();
    await expect(service.openQuoteForCheckout({ uuid: quote.uuid, pin }, { clientAddress: '10.0.1.4' })).resolves.toMatchObject({ kind: 'expired' });
    clock = new Date();
    await service.orderFromQuote(as(), orderInput(quote, pin));
    expect(await service.getQuoteForCheckout({ uuid: quote.uuid, pin }, { clientAddress: '10.0.1.5' })).toBeNull();
  });

  it('R000-7.28 limits PIN attempts per uuid: after 5 failures even the right PIN answers nothing, until the window passes', async () => {
    clock = new Date();
    const { quote, pin } = await preparedQuote();
    for (let i = 0; i < 5; i++) {
      expect(await service.getQuoteForCheckout({ uuid: quote.uuid, pin: `99999${i}` }, { clientAddress: `10.1.0.${i}` })).toBeNull();
    }
    expect(await service.getQuoteForCheckout({ uuid: quote.uuid, pin }, { clientAddress: '10.1.1.1' })).toBeNull();
    await expect(service.orderFromQuote(as(), orderInput(quote, pin), { clientAddress: '10.1.1.1' })).rejects.toMatchObject({ kind: 'not_found' });
    clock = new Date(Date.now() + 16 * 60_000);
    expect(await service.getQuoteForCheckout({ uuid: quote.uuid, pin }, { clientAddress: '10.1.1.1' })).not.toBeNull();
    clock = new Date();
  });

  it('R000-7.28 a PIN check waits while another instance counts the same quote, then counts its failures (decision 1083)', async () => {
    clock = new Date();
    const { quote, pin } = await preparedQuote();
    const other = await holdTurns(em, [['quote-pin', quote.uuid]], (tx) => {
      for (let n = 0; n < 5; n += 1) tx.create(QuotePinAttempt, { uuid: quote.uuid, address: `10.4.0.${n}`, succeeded: false, createdAt: new Date() });
    });
    const check = service.getQuoteForCheckout({ uuid: quote.uuid, pin }, { clientAddress: '10.4.1.1' });
    expect(await stillPending(check)).toBe(true);
    await other.release();
    expect(await check).toBeNull();
  });

  it('R000-7.28 limits PIN attempts per client address across quotes (20 failures)', async () => {
    clock = new Date();
    const { quote, pin } = await preparedQuote();
    for (let i = 0; i < 20; i++) {
      expect(await service.getQuoteForCheckout({ uuid: crypto.randomUUID(), pin: '1234' }, { clientAddress: '10.2.0.1' })).toBeNull();
    }
    expect(await service.getQuoteForCheckout({ uuid: quote.uuid, pin }, { clientAddress: '10.2.0.1' })).toBeNull();
    expect(await service.getQuoteForCheckout({ uuid: quote.uuid, pin }, { clientAddress: '10.2.0.2' })).not.toBeNull();
    // Parallel guesses cannot all pass: each check counts under the quote's turn (decision 1083).
    const { quote: other, pin: otherPin } = await preparedQuote();
    await Promise.all(Array.from({ length: 12 }, (_, i) => service.getQuoteForCheckout({ uuid: other.uuid, pin: `00000${i}` }, { clientAddress: `10.3.0.${i}` })));
    expect(await service.getQuoteForCheckout({ uuid: other.uuid, pin: otherPin }, { clientAddress: '10.3.1.1' })).toBeNull();
    expect(await em().count(QuotePinAttempt, { uuid: other.uuid, succeeded: true })).toBe(0);
    clock = new Date(Date.now() + 2 * 86_400_000);
    expect(await service.purgePinAttempts()).toBeGreaterThan(0);
    clock = new Date();
  });
});

describe('orderFromQuote (POST /api/order/from-quote)', () => {
  it('R000-1.19 R001-1.12 R000-7.25 R001-7.065 R000-4.37 R000-4.39 R000-4.42 the quote becomes an order: cancelled items left out, fixed items with the quote’s prices, prepayment by default, linked to the quote', async () => {
    clock = new Date();
    const { quote, pin } = await preparedQuote();
    const answer = await service.orderFromQuote(as(), orderInput(quote, pin, { deliveryAddress: { ...guestAddress, name: 'Lager Gast AG' } }));
    expect(answer).toMatchObject({ message: 'Bestellung abgeschickt', created: true });
    const order = answer.order;
    expect(order).toMatchObject({ paymentMethodId: 2, orderStatusId: 1, paymentStatusId: 2, customerId: quote.customerId, deliveryCost: '120.00' });
    expect(order.positions!.map((position) => [position.name, position.quantity, position.pricePerOne])).toEqual([
      ['Europalette', 10, '100.00'],
      ['Transportversicherung', 1, '35.00'],
    ]);
    // 1035.00 + 120.00 delivery, VAT 8.1 % = 93.56.
    expect(order).toMatchObject({ total: '1035.00', vatAmount: '93.56', grandTotal: '1248.56' });
    expect(order.deliveryAddress).toMatchObject({ name: 'Lager Gast AG' });
    const stored = await em().findOneOrFail(Quote, { id: quote.id });
    expect(stored.order?.id).toBe(order.id);
    const [listed] = await service.listQuotes(quoteAdmin, { id: quote.id });
    expect(listed).toMatchObject({ state: 'ORDERED', orderId: order.id });
  });

  it('R000-4.38 R000-4.40 R000-4.41 only the insurance item can be removed (recorded as removed); a fixed item cannot; quantities are the quote’s', async () => {
    clock = new Date();
    const { quote, pin } = await preparedQuote();
    const fixed = quote.positions!.find((position) => position.name === 'Europalette')!;
    const insurance = quote.positions!.find((position) => position.name === 'Transportversicherung')!;
    await expect(service.orderFromQuote(as(), orderInput(quote, pin, { removedPositionIds: [fixed.id] }))).rejects.toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ message: 'Die Position {position} der Offerte kann nicht entfernt werden.', params: { position: 'Europalette' } })],
    });
    const answer = await service.orderFromQuote(as(), orderInput(quote, pin, { removedPositionIds: [insurance.id], cartItems: [{ productId: ids.list, quantity: 99 }] } as never));
    expect(answer.order.positions!.map((position) => [position.name, position.quantity])).toEqual([['Europalette', 10]]);
    expect(answer.order.total).toBe('1000.00');
  });

  it('R000-4.43 invoice payment is refused for an artwork request, allowed otherwise', async () => {
    clock = new Date();
    const artwork = await preparedQuote({ requestType: 'ARTWORK' });
    const view = await service.getQuoteForCheckout({ uuid: artwork.quote.uuid, pin: artwork.pin }, { clientAddress: '10.4.0.1' });
    expect(view!.paymentMethods).not.toContain(1);
    await expect(service.orderFromQuote(as(), orderInput(artwork.quote, artwork.pin, { paymentMethodId: 1 }))).rejects.toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ field: 'paymentMethodId' })],
    });
    const packaging = await preparedQuote();
    await expect(service.orderFromQuote(as(), orderInput(packaging.quote, packaging.pin, { paymentMethodId: 1 }))).resolves.toMatchObject({ order: { paymentMethodId: 1 } });
  });

  it('refuses an expired quote (validity end passed), a wrong PIN and missing terms; writes nothing', async () => {
    clock = new Date();
    const { quote, pin } = await preparedQuote();
    const before = await em().count(Order, {});
    await expect(service.orderFromQuote(as(), orderInput(quote, '000000'))).rejects.toMatchObject({ kind: 'not_found' });
    await expect(service.orderFromQuote(as(), orderInput(quote, pin, { termsAccepted: false }))).rejects.toMatchObject({
      errors: [expect.objectContaining({ message: 'Die Allgemeinen Geschäftsbedinungen wurden nicht akzeptiert.' })],
    });
    clock = new Date(Date.now() + 31 * 86_400_000);
    await expect(service.orderFromQuote(as(), orderInput(quote, pin))).rejects.toMatchObject({ kind: 'invalid', message: 'Diese Offerte ist abgelaufen und kann nicht mehr bestellt werden.' });
    clock = new Date();
    expect(await em().count(Order, {})).toBe(before);
  });

  it('is idempotent: a retry answers the same order; another submission of an ordered quote is refused; concurrent submissions make one order', async () => {
    clock = new Date();
    const { quote, pin } = await preparedQuote();
    const input = orderInput(quote, pin);
    const first = await service.orderFromQuote(as(), input);
    const retry = await service.orderFromQuote(as(), input);
    expect(retry).toMatchObject({ created: false, order: { id: first.order.id } });
    await expect(service.orderFromQuote(as(), orderInput(quote, pin))).rejects.toMatchObject({ kind: 'conflict', errors: [expect.objectContaining({ message: 'Diese Offerte wurde bereits bestellt (Bestellung {orderNumber}).', params: { orderNumber: expect.stringMatching(/^B-/) } })] });

    const racing = await preparedQuote();
    const sameKey = orderInput(racing.quote, racing.pin);
    // A double (triple) click: in-flight checks count against the PIN limit, so more parallel ones would be limited.
    const answers = await Promise.all(Array.from({ length: 3 }, () => service.orderFromQuote(as(), sameKey)));
    expect(new Set(answers.map((answer) => answer.order.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);

    const contested = await preparedQuote();
    const outcomes = await Promise.allSettled(Array.from({ length: 3 }, () => service.orderFromQuote(as(), orderInput(contested.quote, contested.pin))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await em().count(Order, { idempotencyKey: { $like: 'quote-key-%' }, customer: contested.quote.customerId })).toBe(1);
  });

  it('a registered customer orders own quote with a saved address; saved addresses of others are refused', async () => {
    clock = new Date();
    const { quote, pin } = await preparedQuote({ customerId: ids.alice });
    await expect(service.orderFromQuote(as(ids.bob), orderInput(quote, pin, { invoiceAddress: { id: ids.aliceHome } }))).rejects.toMatchObject({ kind: 'not_found' });
    const answer = await service.orderFromQuote(as(ids.alice), orderInput(quote, pin, { invoiceAddress: { id: ids.aliceHome }, deliveryAddress: { id: ids.aliceHome } }));
    expect(answer.order).toMatchObject({ customerId: ids.alice, invoiceAddress: expect.objectContaining({ id: ids.aliceHome }) });
  });
});
