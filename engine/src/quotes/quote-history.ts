import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { toMoneyStringOrNull } from '../money/money';
import { historyFilter, HISTORY_PAGE_SIZE, orderHistoryQuerySchema, ownCustomer, pageOf, requestHistoryFields, type OrderHistoryQuery, type RequestHistoryFields } from '../orders/order-history-read';
import { Quote, type IQuote } from '../requests/request.entity';
import type { QuoteState } from './quote-schemas';
import { isReleased, quoteState, type QuoteDeps } from './quote-view';
import { quoteCheckoutPath, quoteValidUntilDate } from '../requests/quote-rules';

/**
 * The buyer's quotes, 'Offerten' (decision 1005): the customer's own quotes
 * newest first, paged and searched like the orders; one quote in detail — positions in words,
 * validity (created + validityDuration days), totals, delivery, state open/expired/ordered — with
 * its PDF and the way to order it (/checkout-quote/{uuid}). Another customer's quote reads as missing.
 */

export interface QuoteHistoryRow {
  id: number;
  formattedId: string;
  createdAt: string;
  orderReference: string | null;
  /** What the customer pays: the final price staff agreed, else the grand total. */
  grandTotal: string | null;
  state: QuoteState;
  /** Last day of validity (Zurich), null without one. */
  validUntilDate: string | null;
  /** Staff sent it with its PIN and it is still open: it can be ordered (decision 813). */
  orderable: boolean;
  checkoutPath: string;
  /** The order it became. */
  orderNumber: string | null;
}

export interface QuoteHistoryDetail extends QuoteHistoryRow, RequestHistoryFields {
  timeToDeliver: number;
  validityDuration: number;
  finalPrice: string | null;
}

const NOT_FOUND = 'Die Offerte wurde nicht gefunden.';

export function createQuoteHistory(deps: Pick<QuoteDeps, 'em' | 'now'>) {
  function toRow(quote: IQuote): QuoteHistoryRow {
    const state = quoteState(quote, deps.now());
    return {
      id: quote.id,
      formattedId: quote.formattedId,
      createdAt: new Date(quote.createdAt).toISOString(),
      orderReference: quote.orderReference ?? null,
      grandTotal: toMoneyStringOrNull(quote.finalPrice ?? quote.grandTotal ?? null),
      state,
      validUntilDate: quoteValidUntilDate(quote.createdAt, quote.validityDuration),
      orderable: state === 'OPEN' && isReleased(quote),
      checkoutPath: quoteCheckoutPath(quote.uuid),
      orderNumber: quote.order?.formattedId ?? null,
    };
  }

  async function loadOwnQuote(em: EntityManager, ctx: RequestContext, formattedId: string): Promise<IQuote> {
    const customerId = ownCustomer(ctx);
    const quote = await em.findOne(Quote, { formattedId, customer: customerId }, { populate: ['positions', 'positions.product', 'positions.parent', 'order'] });
    if (!quote) throw new EngineError('not_found', NOT_FOUND);
    return quote;
  }

  return {
    /** The customer's quotes ('Offerten'), newest first, one page; searchable like orders. */
    async listQuotes(ctx: RequestContext, rawQuery: OrderHistoryQuery = {}) {
      const customerId = ownCustomer(ctx);
      const query = orderHistoryQuerySchema.parse(rawQuery);
      const [quotes, total] = await deps.em().findAndCount(Quote, historyFilter(customerId, query) as FilterQuery<IQuote>, {
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: HISTORY_PAGE_SIZE,
        offset: (query.page - 1) * HISTORY_PAGE_SIZE,
        populate: ['order'],
      });
      return pageOf(quotes.map(toRow), total, query.page);
    },

    /** One of the customer's quotes in detail; not_found for another customer's. */
    async quoteDetail(ctx: RequestContext, formattedId: string): Promise<QuoteHistoryDetail> {
      const em = deps.em();
      const quote = await loadOwnQuote(em, ctx, formattedId);
      const { visible: _visible, ...fields } = await requestHistoryFields(em, ctx, quote);
      return {
        ...toRow(quote),
        ...fields,
        timeToDeliver: quote.timeToDeliver,
        validityDuration: quote.validityDuration,
        finalPrice: toMoneyStringOrNull(quote.finalPrice ?? null),
      };
    },

    /** The id of one of the customer's quotes (for its PDF); not_found for others'. */
    async ownQuoteId(ctx: RequestContext, formattedId: string): Promise<number> {
      return (await loadOwnQuote(deps.em(), ctx, formattedId)).id;
    },
  };
}
export type QuoteHistory = ReturnType<typeof createQuoteHistory>;
