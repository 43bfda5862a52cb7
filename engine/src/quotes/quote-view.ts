import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { IsoDate } from '../calendar/iso-date';
import type { RequestContext } from '../context';
import { isLocale } from '../i18n/locales';
import { NOT_FOUND_MESSAGE } from '../errors';
import { translateMessage } from '../i18n/translate';
import type { Mailer } from '../mail/mailer';
import { toMoneyStringOrNull } from '../money/money';
import { orderView } from '../orders/order-view';
import type { PricingService } from '../pricing/pricing-service';
import { OrderPosition, Quote, type AddressSnapshot, type IOrder, type IOrderPosition, type IQuote } from '../requests/request.entity';
import { copiedPositionFields } from '../requests/request-builder';
import type { RequestEvents } from '../requests/request-events';
import { loadCompanyProfile } from '../settings/company-settings';
import { pickupSiteOf } from '../shipping/delivery';
import { isDefaultPin, type QuotePinLimits } from './pin';
import { isQuoteValid, quoteCheckoutPath, quoteValidUntil, quoteValidUntilDate } from '../requests/quote-rules';
import type { QuoteState, QuoteView } from './quote-schemas';

/** What every quote use case is given and reads (bound once by createQuoteService). */

export interface QuoteDeps {
  em: () => EntityManager;
  pricing: Pick<PricingService, 'orderPrice'>;
  mailer: Pick<Mailer, 'send'>;
  /** The shop's public address, for the quote link in mails. */
  publicUrl: string;
  /** The base of links for a request (decision 1151): engine.ts passes publicUrlFor. */
  publicUrlFor?: (ctx: Pick<RequestContext, 'origin'>) => string;
  /** Where quote requests are announced. */
  shopEmail: string;
  limits: QuotePinLimits;
  logger?: Pick<Logger, 'error'> | undefined;
  /** Announces quotes (and orders made from quotes) after their transaction committed. */
  events?: Pick<RequestEvents, 'emit'> | undefined;
  /** Writes the confirmation of an order made from a quote inside `em`'s transaction (orders/order-mails.ts, once per order). */
  confirm?: ((orderId: number, em: EntityManager) => Promise<unknown>) | undefined;
  now: () => Date;
}

export const NOT_FOUND = NOT_FOUND_MESSAGE;
export const isUniqueViolation = (error: unknown) => error instanceof UniqueConstraintViolationException || (error as { code?: unknown }).code === '23505';

/** Staff sent it, so it carries a PIN of its own: only then can the quote checkout open it (the default '0000' never does). */
export const isReleased = (quote: IQuote): boolean => quote.sentToCustomer && !isDefaultPin(quote.pin);

export function quoteState(quote: IQuote, now: Date): QuoteState {
  if (quote.order) return 'ORDERED';
  return isQuoteValid(quote.createdAt, quote.validityDuration, now) ? 'OPEN' : 'EXPIRED';
}

export function announce(
  deps: Pick<QuoteDeps, 'events'>,
  kind: 'order' | 'quote',
  action: 'created' | 'updated' | 'deleted',
  entity: { id: number; formattedId: string; customerId: number },
  change: string,
): void {
  void deps.events?.emit({ kind, action, id: entity.id, formattedId: entity.formattedId, customerId: entity.customerId, change });
}

export async function loadQuote(em: EntityManager, where: FilterQuery<IQuote>): Promise<IQuote | null> {
  return em.findOne(Quote, where, { populate: ['positions', 'positions.product', 'positions.product.productType', 'positions.parent', 'customer', 'customer.paymentTerm', 'order'] });
}

export function quoteView(deps: Pick<QuoteDeps, 'now'>, quote: IQuote, detailed: boolean, admin: boolean): QuoteView {
  // The order view of the shared fields, without the order-only completion indicators.
  const { indicators: _indicators, ...base } = orderView(quote as unknown as IOrder, detailed);
  const validUntil = quoteValidUntil(quote.createdAt, quote.validityDuration);
  return {
    ...base,
    timeToDeliver: quote.timeToDeliver,
    validityDuration: quote.validityDuration,
    validUntil: validUntil.toISOString(),
    validUntilDate: quoteValidUntilDate(quote.createdAt, quote.validityDuration),
    state: quoteState(quote, deps.now()),
    uuid: quote.uuid,
    sentToCustomer: quote.sentToCustomer,
    currencyCode: quote.currencyCode,
    finalPrice: toMoneyStringOrNull(quote.finalPrice ?? null),
    orderId: quote.order?.id ?? null,
    checkoutPath: quoteCheckoutPath(quote.uuid),
    orderable: isReleased(quote) && quoteState(quote, deps.now()) === 'OPEN',
    ...(admin ? { pin: quote.pin } : {}),
  };
}

/** The pickup place: the company site of the one company profile (like the main checkout, decision 810). */
export async function pickupSite(deps: Pick<QuoteDeps, 'em'>): Promise<AddressSnapshot> {
  return pickupSiteOf(await loadCompanyProfile(deps.em()));
}

/** Mail texts in the quote's language (catalogue keys quote.mail.*). */
export function mailText(locale: string, key: string, params: Record<string, string | number>, group: 'quote.mail' | 'quote' = 'quote.mail'): string {
  return translateMessage(`${group}.${key}`, params, isLocale(locale) ? locale : 'de-CH');
}

/** Copies positions (a tree) onto an order or a quote, parents before children. */
export function copyPositions(em: EntityManager, positions: readonly IOrderPosition[], owner: { order: IOrder } | { quote: IQuote }): void {
  const copies = new Map<number, IOrderPosition>();
  const ids = new Set(positions.map((position) => position.id));
  const pending = [...positions];
  while (pending.length > 0) {
    const index = pending.findIndex((position) => !position.parent || !ids.has(position.parent.id) || copies.has(position.parent.id));
    const [position] = pending.splice(index === -1 ? 0 : index, 1) as [IOrderPosition];
    const parent = position.parent && ids.has(position.parent.id) ? (copies.get(position.parent.id) ?? null) : null;
    copies.set(
      position.id,
      em.create(OrderPosition, {
        ...('order' in owner ? { order: owner.order } : { quote: owner.quote }),
        parent,
        ...copiedPositionFields(position),
      }),
    );
  }
}

/** 2026-06-13 → 13.06.2026 (de-CH date format, 000 §9). */
export function formatSwissDate(date: IsoDate): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}
