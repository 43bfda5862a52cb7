import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { evaluateGuard, GUARDS, NOT_LOGGED_IN_MESSAGE } from '../auth/permissions';
import { isSelectableDeliveryDate } from '../calendar/delivery-date';
import { addDays, isoDateInZurich } from '../calendar/iso-date';
import { effectiveCustomerId } from '../catalog/product-service';
import { positionNameText } from '../catalog/catalogue-translations';
import { resolveLocale } from '../i18n/locales';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { mailWithCause } from '../mail/mailer';
import { mailSignature } from '../mail/signature';
import { loadCompanyProfile } from '../settings/company-settings';
import { DELIVERY_DATE_NOT_SELECTABLE_MESSAGE, IDEMPOTENCY_CONFLICT_MESSAGE, PRICE_UNAVAILABLE_MESSAGE, addressKey, itemKey } from '../orders/order-placement';
import { startOfZurichDay } from '../orders/order-view';
import { Quote, type IQuote } from '../requests/request.entity';
import { priceRequest, resolveRequest, shopModeOf, startRequest, storedConfigurations, writeCartPositions } from '../requests/request-builder';
import { QUOTE_DEFAULTS } from '../requests/quote-rules';
import {
  QUOTE_REQUESTED_MESSAGE,
  formatQuoteId,
  listQuotesQuerySchema,
  placeQuoteInputSchema,
  type ListQuotesQuery,
  type PlacedQuote,
  type PlaceQuoteInput,
  type QuoteView,
} from './quote-schemas';
import { announce, isUniqueViolation, loadQuote, mailText, quoteView, type QuoteDeps } from './quote-view';

/** The shopper's side of a quote (000 §7, R000-7.26; 001 §7 Quotes): asking for one, and reading one's quotes. */

/**
 * The existing quote under a request's idempotency key: the same request → it, another →
 * conflict. The request's fingerprint is made only then (configurations completed, decision 1088).
 */
async function existingQuoteForKey(deps: QuoteDeps, key: string, fingerprint: () => Promise<string>): Promise<IQuote | null> {
  const existing = await loadQuote(deps.em(), { idempotencyKey: key });
  if (!existing) return null;
  if (quoteFingerprint(existing) !== (await fingerprint())) throw new EngineError('conflict', IDEMPOTENCY_CONFLICT_MESSAGE);
  return existing;
}

function quoteFingerprint(quote: IQuote): string {
  return fingerprintOf({
    customerId: quote.customer.kind === 'GUEST' ? null : quote.customer.id,
    items: quote.positions.getItems().map((position) => itemKey(position.product?.id, position.quantity, position.configuration)),
    deliveryType: quote.deliveryType ?? 0,
    invoiceEmail: quote.invoiceEmail ?? '',
    invoiceAddress: addressKey(quote.invoiceAddress),
    deliveryAddress: addressKey(quote.deliveryAddress),
  });
}

function fingerprintOf(value: { customerId: number | null; items: string[]; deliveryType: number; invoiceEmail: string; invoiceAddress: string; deliveryAddress: string }): string {
  return JSON.stringify({ ...value, invoiceEmail: value.invoiceEmail.toLowerCase(), items: [...value.items].sort() });
}

/**
 * POST /api/quote (R000-7.26): the checkout requested as a quote. Priced on the server like an
 * order; one transaction writes the quote (defaults: validity 30 days, time to deliver 3, PIN
 * '0000', CHF), its positions and, for a guest, a GUEST customer. A mail announces the request
 * to the shop. The same idempotency key answers with the same quote (`created: false`).
 */
export async function placeQuote(deps: QuoteDeps, ctx: RequestContext, rawInput: PlaceQuoteInput): Promise<PlacedQuote> {
  const input = placeQuoteInputSchema.parse(rawInput);
  if (input.requestedDeliveryDate !== null && !isSelectableDeliveryDate(input.requestedDeliveryDate, { shopMode: shopModeOf(ctx), today: isoDateInZurich(deps.now()) })) {
    throw new EngineError('invalid', [{ message: DELIVERY_DATE_NOT_SELECTABLE_MESSAGE, params: { date: input.requestedDeliveryDate }, field: 'requestedDeliveryDate' }]);
  }
  const readEm = deps.em();
  const draft = await resolveRequest(readEm, ctx, input);
  const fingerprint = async (): Promise<string> => {
    const configurations = await storedConfigurations(readEm, ctx, input.cartItems);
    return fingerprintOf({
      customerId: ctx.customerId ?? null,
      items: input.cartItems.map((item, index) => itemKey(item.productId, item.quantity, configurations[index] ?? item.configuration)),
      deliveryType: draft.deliveryType,
      invoiceEmail: input.invoiceEmail,
      invoiceAddress: addressKey(draft.invoice.snapshot),
      deliveryAddress: addressKey(draft.delivery.snapshot),
    });
  };
  const admin = evaluateGuard(GUARDS.orderDesk, ctx) === 'ok';
  const answer = (quote: IQuote, created: boolean): PlacedQuote => ({ message: QUOTE_REQUESTED_MESSAGE, quote: quoteView(deps, quote, true, admin), created });
  const earlier = await existingQuoteForKey(deps, input.idempotencyKey, fingerprint);
  if (earlier) return answer(earlier, false);

  const request = await priceRequest(readEm, ctx, deps.pricing, draft, PRICE_UNAVAILABLE_MESSAGE);
  let quoteId: number;
  try {
    quoteId = await deps.em().transactional(async (em) => {
      const createdAt = deps.now();
      const { fields, products } = await startRequest(em, ctx, request, 'quote', createdAt);
      const quote = em.create(Quote, {
        ...fields,
        formattedId: formatQuoteId(fields.id, createdAt),
        timeToDeliver: QUOTE_DEFAULTS.timeToDeliver,
        validityDuration: QUOTE_DEFAULTS.validityDuration,
        pin: QUOTE_DEFAULTS.pin,
        currencyCode: QUOTE_DEFAULTS.currencyCode,
        sentToCustomer: false,
      });
      writeCartPositions(em, { quote }, request, products);
      await em.flush();
      // Its mails with it (decision 870); one that cannot be written never undoes the request.
      await mailWithCause(em, deps.logger, { quoteId: quote.id }, (inner) => writeRequestMails(deps, inner, quote.id));
      return quote.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await existingQuoteForKey(deps, input.idempotencyKey, fingerprint);
      if (winner) return answer(winner, false);
    }
    throw error;
  }
  const placed = (await loadQuote(deps.em(), { id: quoteId })) as IQuote;
  announce(deps, 'quote', 'created', { id: placed.id, formattedId: placed.formattedId, customerId: placed.customer.id }, 'placed');
  return answer(placed, true);
}

/** The shop's notice of a new quote request and the requester's receipt, in the request's transaction. */
async function writeRequestMails(deps: Pick<QuoteDeps, 'mailer' | 'shopEmail'>, em: EntityManager, quoteId: number): Promise<void> {
  const placed = (await loadQuote(em, { id: quoteId })) as IQuote;
  await deps.mailer.send(
    {
      to: deps.shopEmail,
      subject: `Offertanfrage ${placed.formattedId}`,
      text: [
        `Neue Offertanfrage ${placed.formattedId} von ${placed.invoiceEmail ?? ''}.`,
        '',
        ...placed.positions.getItems().map((position) => `- ${position.quantity} × ${position.name} à CHF ${position.pricePerOne ?? '–'}`),
        '',
        `Total CHF ${placed.total ?? '–'}, Lieferkosten CHF ${placed.deliveryCost ?? '–'}, Gesamtbetrag CHF ${placed.grandTotal ?? '–'}`,
        `Kommentar: ${placed.comment ?? '–'}`,
      ].join('\n'),
      topic: 'quote',
    },
    { em },
  );
  // The requester's receipt, in the quote's language: what was asked, and that the quote with its PIN follows.
  if (!placed.invoiceEmail) return;
  const params = { number: placed.formattedId };
  await deps.mailer.send(
    {
      to: placed.invoiceEmail,
      subject: mailText(placed.locale, 'receipt.subject', params, 'quote'),
      text: [
        mailText(placed.locale, 'greeting', params),
        '',
        mailText(placed.locale, 'receipt.body', params, 'quote'),
        '',
        mailText(placed.locale, 'receipt.items', params, 'quote'),
        ...placed.positions.getItems().map((position) => `- ${position.quantity} × ${positionNameText(position.name, position.product, resolveLocale(placed.locale))}`),
        '',
        mailSignature(await loadCompanyProfile(em), placed.locale),
      ].join('\n'),
      topic: 'quote',
    },
    { em },
  );
}

/**
 * GET /api/quote (R001-7.075): a customer's own quotes (another customerId → forbidden);
 * quote administrators (ADMIN_QUOTE) any customer's, by ids and a date window. Newest first.
 */
export async function listQuotes(deps: QuoteDeps, ctx: RequestContext, rawQuery: ListQuotesQuery = {}): Promise<QuoteView[]> {
  const query = listQuotesQuerySchema.parse(rawQuery);
  const admin = evaluateGuard(GUARDS.orderDesk, ctx) === 'ok';
  if (ctx.customerId === undefined && !admin) throw new EngineError('unauthenticated', NOT_LOGGED_IN_MESSAGE);
  const customerId = admin ? query.customerId : effectiveCustomerId({ ...ctx, permissions: [] }, query.customerId);
  const where: FilterQuery<IQuote>[] = [];
  if (customerId !== undefined) where.push({ customer: customerId });
  if (query.id !== undefined) where.push({ id: query.id });
  if (query.ids !== undefined) where.push({ id: { $in: query.ids } });
  if (query.fromDate) where.push({ createdAt: { $gte: startOfZurichDay(query.fromDate) } });
  if (query.toDate) where.push({ createdAt: { $lt: startOfZurichDay(addDays(query.toDate, 1)) } });
  const quotes = await deps.em().find(Quote, where.length > 0 ? { $and: where } : {}, {
    populate: ['positions', 'positions.product', 'positions.parent', 'customer', 'order'],
    orderBy: { createdAt: 'desc', id: 'desc' },
  });
  return quotes.map((quote) => quoteView(deps, quote, query.returnAdditionalInformation || query.id !== undefined, admin));
}
