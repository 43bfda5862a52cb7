import { OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireGuard } from '../auth/permissions';
import { completeConfigurationsOf } from '../catalog/configuration-check';
import { Product } from '../catalog/product.entity';
import { linkBaseFor } from '../config/public-url';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { toDecimal, toMoneyString } from '../money/money';
import { loadQuoteDocumentData, renderOrderPdf } from '../documents/order-pdf';
import { mailSignature } from '../mail/signature';
import { ORDER_CHANGED_MESSAGE } from '../orders/order-view';
import { loadCompanyProfile } from '../settings/company-settings';
import { OrderPosition, Quote, type IQuote } from '../requests/request.entity';
import { copiedRequestFields, nextRequestId, recomputeTotals } from '../requests/request-builder';
import { generatePin, isDefaultPin } from './pin';
import { QUOTE_DEFAULTS, quoteCheckoutPath, quoteValidUntilDate } from '../requests/quote-rules';
import { QUOTE_ALREADY_ORDERED_MESSAGE, QUOTE_FINAL_PRICE_BELOW_FREIGHT_MESSAGE, copyQuoteInputSchema, formatQuoteId, updateQuoteInputSchema, type CopyQuoteInput, type QuoteView, type UpdateQuoteInput, type UpdateQuotePosition } from './quote-schemas';
import { NOT_FOUND, announce, copyPositions, formatSwissDate, loadQuote, mailText, quoteView, type QuoteDeps } from './quote-view';
import { idSchema } from '../validation/ids';

/** Staff maintaining quotes (001 §7 Quotes, ADMIN_QUOTE): prices and texts, delete, copy, and mailing the quote with its link and PIN. */

/**
 * PUT /api/quote/{id} (R001-7.076, ADMIN_QUOTE): validity, time to deliver, prices, delivery
 * cost, discount, texts and positions (change, add, cancel, delete); totals recomputed. An
 * ordered quote is not changed any more (conflict); a stale version → conflict.
 */
export async function updateQuote(deps: QuoteDeps, ctx: RequestContext, id: number | string, rawInput: UpdateQuoteInput): Promise<QuoteView> {
  requireGuard(ctx, 'orderDesk');
  const quoteId = idSchema.parse(id);
  const input = updateQuoteInputSchema.parse(rawInput);
  try {
    await deps.em().transactional(async (em) => {
      const quote = await loadQuote(em, { id: quoteId });
      if (!quote) throw new EngineError('not_found', NOT_FOUND);
      if (input.version !== undefined && input.version !== quote.version) throw new EngineError('conflict', ORDER_CHANGED_MESSAGE);
      if (quote.order) throw new EngineError('conflict', QUOTE_ALREADY_ORDERED_MESSAGE);
      if (input.validityDuration !== undefined) quote.validityDuration = input.validityDuration;
      if (input.timeToDeliver !== undefined) quote.timeToDeliver = input.timeToDeliver;
      if (input.deliveryCost !== undefined) quote.deliveryCost = input.deliveryCost === null ? null : toMoneyString(input.deliveryCost);
      if (input.discount !== undefined) quote.discount = input.discount.toFixed(4);
      if (input.finalPrice !== undefined) quote.finalPrice = input.finalPrice === null ? null : toMoneyString(input.finalPrice);
      if (input.comment !== undefined) quote.comment = input.comment;
      if (input.orderReference !== undefined) quote.orderReference = input.orderReference;
      if (input.invoiceEmail !== undefined) quote.invoiceEmail = input.invoiceEmail;
      if (input.customerRequestType !== undefined) quote.customerRequestType = input.customerRequestType;
      if (input.pin !== undefined) quote.pin = input.pin;
      let sortOrder = Math.max(0, ...quote.positions.getItems().map((position) => position.sortOrder)) + 1;
      const configurations = await positionConfigurations(em, ctx, quote, input.positions ?? []);
      for (const [index, change] of (input.positions ?? []).entries()) {
        if (change.id !== undefined) {
          const position = quote.positions.getItems().find((candidate) => candidate.id === change.id);
          if (!position) throw new EngineError('not_found', NOT_FOUND);
          if (change.delete) {
            quote.positions.remove(position);
            em.remove(position);
            continue;
          }
          if (change.name !== undefined) position.name = change.name;
          if (change.quantity !== undefined) position.quantity = change.quantity;
          if (change.pricePerOne !== undefined) position.pricePerOne = change.pricePerOne === null ? null : toMoneyString(change.pricePerOne);
          if (change.storno !== undefined) position.storno = change.storno;
          if (change.detail !== undefined) position.detail = change.detail;
          if (change.configuration !== undefined) position.configuration = configurations[index] ?? change.configuration;
          continue;
        }
        const product = change.productId ? await em.findOne(Product, { id: change.productId }) : null;
        if (change.productId && !product) throw new EngineError('not_found', NOT_FOUND);
        const name = change.name ?? product?.name;
        if (!name) throw new EngineError('invalid', [{ message: 'validation.required', field: 'positions.name' }]);
        const position = em.create(OrderPosition, {
          quote,
          type: 'PRODUCT',
          product: product ?? null,
          name,
          configuration: configurations[index] ?? change.configuration ?? {},
          quantity: change.quantity ?? 1,
          pricePerOne: change.pricePerOne === undefined || change.pricePerOne === null ? null : toMoneyString(change.pricePerOne),
          storno: change.storno ?? false,
          detail: change.detail ?? null,
          sortOrder: sortOrder++,
        });
        quote.positions.add(position);
      }
      recomputeTotals(quote, quote.positions.getItems());
      // The agreed price is what the order charges (decision 818): it must at least cover the freight, or the goods would cost less than nothing.
      if (quote.finalPrice !== null && quote.finalPrice !== undefined && quote.deliveryCost !== null && quote.deliveryCost !== undefined && toDecimal(quote.finalPrice).lessThan(quote.deliveryCost)) {
        throw new EngineError('invalid', [{ message: QUOTE_FINAL_PRICE_BELOW_FREIGHT_MESSAGE, field: 'finalPrice' }]);
      }
      await em.flush();
    });
  } catch (error) {
    if (error instanceof OptimisticLockError) throw new EngineError('conflict', ORDER_CHANGED_MESSAGE, { cause: error });
    throw error;
  }
  const updated = (await loadQuote(deps.em(), { id: quoteId })) as IQuote;
  announce(deps, 'quote', 'updated', { id: updated.id, formattedId: updated.formattedId, customerId: updated.customer.id }, input.positions ? 'positions' : 'fields');
  return quoteView(deps, updated, true, true);
}

/**
 * The configurations the position changes bring, by change index: a product's completed by the one
 * rule (decision 1088) — a changed configuration of a product's position, a new position of a
 * product (none sent: the product's defaults) — or `invalid` at `positions.<index>.configuration.<name>`,
 * before anything is written. A position without a product keeps what it is given.
 */
async function positionConfigurations(
  em: EntityManager,
  ctx: RequestContext,
  quote: IQuote,
  changes: readonly UpdateQuotePosition[],
): Promise<(Record<string, string> | undefined)[]> {
  const lines = changes.flatMap((change, index) => {
    const productId = change.id === undefined ? change.productId : change.configuration === undefined || change.delete ? undefined : quote.positions.getItems().find((position) => position.id === change.id)?.product?.id;
    return productId ? [{ index, productId, configuration: change.configuration ?? {} }] : [];
  });
  const completed = await completeConfigurationsOf(em, lines, { locale: ctx.locale, field: (line, name) => `positions.${lines[line]!.index}.configuration${name ? `.${name}` : ''}` });
  const result: (Record<string, string> | undefined)[] = changes.map(() => undefined);
  lines.forEach((line, position) => (result[line.index] = completed[position]));
  return result;
}

/** DELETE /api/quote/{id} (R001-7.077, ADMIN_QUOTE): the quote and its positions; an order made from it stays. */
export async function deleteQuote(deps: QuoteDeps, ctx: RequestContext, id: number | string): Promise<{ id: number }> {
  requireGuard(ctx, 'orderDesk');
  const quoteId = idSchema.parse(id);
  const em = deps.em();
  const deleted = await em.transactional(async (trx) => {
    const quote = await trx.findOne(Quote, { id: quoteId });
    if (!quote) throw new EngineError('not_found', NOT_FOUND);
    await trx.nativeDelete(OrderPosition, { quote: quoteId, parent: { $ne: null } });
    await trx.nativeDelete(OrderPosition, { quote: quoteId });
    await trx.nativeDelete(Quote, { id: quoteId });
    return { id: quote.id, formattedId: quote.formattedId, customerId: quote.customer.id };
  });
  announce(deps, 'quote', 'deleted', deleted, 'deleted');
  return { id: quoteId };
}

/**
 * POST /api/quote/copy (R001-7.080, ADMIN_QUOTE): a new quote with the fields and positions of
 * `id`: new number, uuid and creation date (so a new validity), the default PIN, not yet sent,
 * not ordered.
 */
export async function copyQuote(deps: QuoteDeps, ctx: RequestContext, rawInput: CopyQuoteInput): Promise<QuoteView> {
  requireGuard(ctx, 'orderDesk');
  const input = copyQuoteInputSchema.parse(rawInput);
  const copyId = await deps.em().transactional(async (em) => {
    const source = await loadQuote(em, { id: input.id });
    if (!source) throw new EngineError('not_found', NOT_FOUND);
    const id = await nextRequestId(em, 'quote');
    const createdAt = deps.now();
    const copy = em.create(Quote, {
      ...copiedRequestFields(source),
      id,
      formattedId: formatQuoteId(id, createdAt),
      hasVat: source.hasVat,
      vatRate: source.vatRate,
      total: source.total ?? null,
      vatAmount: source.vatAmount ?? null,
      grandTotal: source.grandTotal ?? null,
      timeToDeliver: source.timeToDeliver,
      validityDuration: source.validityDuration,
      pin: QUOTE_DEFAULTS.pin,
      thumbnailFilePath: source.thumbnailFilePath ?? null,
      sentToCustomer: false,
      currencyCode: source.currencyCode,
      finalPrice: source.finalPrice ?? null,
      createdAt,
      updatedAt: createdAt,
    });
    copyPositions(em, source.positions.getItems(), { quote: copy });
    await em.flush();
    return copy.id;
  });
  const copied = (await loadQuote(deps.em(), { id: copyId })) as IQuote;
  announce(deps, 'quote', 'created', { id: copied.id, formattedId: copied.formattedId, customerId: copied.customer.id }, 'copied');
  return quoteView(deps, copied, true, true);
}

/**
 * PUT /api/quote/{id}/notification (R001-7.079, ADMIN_QUOTE): mails the quote to the customer
 * (its invoice e-mail) in the quote's language with the link `${PUBLIC_URL}/checkout-quote/{uuid}`
 * and the PIN; a quote still on the default PIN '0000' first gets a random one. Sets
 * sentToCustomer, all in one transaction with the mail (decision 870): a refusing mail server
 * leaves the mail in the outbox for the worker's retries.
 */
export async function notifyQuote(deps: QuoteDeps, ctx: RequestContext, id: number | string): Promise<QuoteView> {
  requireGuard(ctx, 'orderDesk');
  const quoteId = idSchema.parse(id);
  // The PIN, the mail and "sent to the customer" in one transaction (decision 870).
  await deps.em().transactional(async (em) => {
    const quote = await loadQuote(em, { id: quoteId });
    if (!quote) throw new EngineError('not_found', NOT_FOUND);
    if (!quote.invoiceEmail) throw new EngineError('invalid', [{ message: 'validation.required', field: 'invoiceEmail' }]);
    if (isDefaultPin(quote.pin)) quote.pin = generatePin();
    const link = `${linkBaseFor(deps, ctx)}${quoteCheckoutPath(quote.uuid)}`;
    const validUntil = quoteValidUntilDate(quote.createdAt, quote.validityDuration);
    const params = { number: quote.formattedId, link, pin: quote.pin, validUntil: validUntil ? formatSwissDate(validUntil) : '–', total: quote.grandTotal ?? '–' };
    quote.sentToCustomer = true;
    await em.flush();
    // The quote PDF the customer could download goes with the mail, as the order confirmation's does.
    const company = await loadCompanyProfile(em);
    const pdf = await renderOrderPdf(await loadQuoteDocumentData(em, quote.id), company);
    await deps.mailer.send(
      {
        to: quote.invoiceEmail,
        subject: mailText(quote.locale, 'subject', params),
        text: [
          mailText(quote.locale, 'greeting', params),
          '',
          mailText(quote.locale, 'body', params),
          '',
          link,
          mailText(quote.locale, 'pin', params),
          '',
          mailText(quote.locale, 'validity', params),
          mailText(quote.locale, 'attached', params),
          '',
          mailSignature(company, quote.locale),
        ].join('\n'),
        attachments: [{ filename: mailText(quote.locale, 'attachment', params), content: pdf, contentType: 'application/pdf' }],
        topic: 'quote',
        // Link and PIN order the quote: the stored copy keeps markers; resend mails the quote again (decision 1087).
        secrets: { links: [link], codes: [quote.pin], cause: { kind: 'quote-notification', quoteId: quote.id }, locale: quote.locale },
      },
      { em },
    );
  });
  return quoteView(deps, (await loadQuote(deps.em(), { id: quoteId })) as IQuote, true, true);
}
