import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { RequestContext } from '../context';
import { CONTACT_SHOP_EMAIL } from '../customers/contact-service';
import type { Mailer } from '../mail/mailer';
import type { PricingService } from '../pricing/pricing-service';
import type { RequestEvents } from '../requests/request-events';
import { QUOTE_PIN_LIMITS, type QuotePinLimits } from './pin';
import { copyQuote, deleteQuote, notifyQuote, updateQuote } from './quote-admin';
import { getQuoteForCheckout, openQuoteForCheckout, orderFromQuote, purgePinAttempts } from './quote-checkout';
import { listQuotes, placeQuote } from './quote-request';
import type { CopyQuoteInput, ListQuotesQuery, PlaceQuoteInput, QuoteForCheckoutQuery, UpdateQuoteInput } from './quote-schemas';
import type { QuoteDeps } from './quote-view';

/**
 * Quotes (Offerten; 000 §2–§4, §7; 001 §3, §7 Quotes), bound once: a checkout requested as a
 * quote (quote-request.ts), the back office's maintenance and notification (quote-admin.ts), and
 * the PIN-protected quote checkout that turns a quote into an order (quote-checkout.ts).
 * Layout: docs/architecture.md "Orders and quotes"; design notes docs/quotes.md; decisions
 * docs/decisions/640–646, 930.
 */

export interface QuoteServiceOptions {
  em: () => EntityManager;
  pricing: Pick<PricingService, 'orderPrice'>;
  mailer: Pick<Mailer, 'send'>;
  /** The shop's public address, for the quote link in mails. */
  publicUrl: string;
  /** The base of links for a request (decision 1151): engine.ts passes publicUrlFor. */
  publicUrlFor?: (ctx: Pick<RequestContext, 'origin'>) => string;
  /** Where quote requests are announced. */
  shopEmail?: string;
  limits?: QuotePinLimits;
  logger?: Pick<Logger, 'error'>;
  /** Announces quotes (and orders made from quotes) after their transaction committed. */
  events?: Pick<RequestEvents, 'emit'>;
  /** Writes the confirmation of an order made from a quote inside `em`'s transaction, once (orders/order-mails.ts); without it, no mail. */
  confirm?: (orderId: number, em: EntityManager) => Promise<unknown>;
  now?: () => Date;
}

type ClientContext = { clientAddress?: string | undefined };

export function createQuoteService(options: QuoteServiceOptions) {
  const deps: QuoteDeps = {
    ...options,
    shopEmail: options.shopEmail ?? CONTACT_SHOP_EMAIL,
    limits: options.limits ?? QUOTE_PIN_LIMITS,
    now: options.now ?? (() => new Date()),
  };
  return {
    placeQuote: (ctx: RequestContext, rawInput: PlaceQuoteInput) => placeQuote(deps, ctx, rawInput),
    listQuotes: (ctx: RequestContext, rawQuery: ListQuotesQuery = {}) => listQuotes(deps, ctx, rawQuery),
    updateQuote: (ctx: RequestContext, id: number | string, rawInput: UpdateQuoteInput) => updateQuote(deps, ctx, id, rawInput),
    deleteQuote: (ctx: RequestContext, id: number | string) => deleteQuote(deps, ctx, id),
    copyQuote: (ctx: RequestContext, rawInput: CopyQuoteInput) => copyQuote(deps, ctx, rawInput),
    notifyQuote: (ctx: RequestContext, id: number | string) => notifyQuote(deps, ctx, id),
    getQuoteForCheckout: (rawQuery: QuoteForCheckoutQuery, context: ClientContext = {}) => getQuoteForCheckout(deps, rawQuery, context),
    openQuoteForCheckout: (rawQuery: QuoteForCheckoutQuery, context: ClientContext = {}) => openQuoteForCheckout(deps, rawQuery, context),
    orderFromQuote: (ctx: RequestContext, rawInput: unknown, context: ClientContext = {}) => orderFromQuote(deps, ctx, rawInput, context),
    purgePinAttempts: () => purgePinAttempts(deps),
  };
}
export type QuoteService = ReturnType<typeof createQuoteService>;
