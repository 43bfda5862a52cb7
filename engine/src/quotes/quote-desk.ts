import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireGuard } from '../auth/permissions';
import { addDays, isIsoDate, type IsoDate } from '../calendar/iso-date';
import type { RequestContext } from '../context';
import { toMoneyStringOrNull, type MoneyString } from '../money/money';
import { likeTerm } from '../db/like';
import { requestRowHead } from '../orders/order-desk';
import { startOfZurichDay } from '../orders/order-view';
import { Quote, type IQuote } from '../requests/request.entity';
import { idSchema } from '../validation/ids';
import { choiceInput, integerInput } from '../validation/numbers';

/**
 * The back office's quotes grid (/admin/Quotes): requests awaiting an answer first,
 * filtered, sorted and paged in SQL from the URL's search params.
 */

/** Where a quote stands for the desk: a request to answer, sent to the customer, or ordered. */
export const QuoteDeskState = { REQUEST: 'request', SENT: 'sent', ORDERED: 'ordered' } as const;
export type QuoteDeskState = (typeof QuoteDeskState)[keyof typeof QuoteDeskState];

export const QUOTE_GRID_SORT_KEYS = ['createdAt', 'formattedId', 'grandTotal', 'name'] as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const quoteGridQuerySchema = z
  .object({
    page: z.preprocess(blankToUndefined, integerInput((n) => n.min(1).max(100_000)).default(1)),
    size: z.preprocess(blankToUndefined, choiceInput([25, 50, 100]).default(25)),
    /** Without a sort: requests awaiting an answer first, then newest first. */
    sort: z.preprocess(blankToUndefined, z.string().refine((value) => (QUOTE_GRID_SORT_KEYS as readonly string[]).includes(value.replace(/^-/, '')), { message: 'validation.choice' }).optional()),
    state: z.preprocess(blankToUndefined, z.enum([QuoteDeskState.REQUEST, QuoteDeskState.SENT, QuoteDeskState.ORDERED]).optional()),
    customer: z.preprocess(blankToUndefined, idSchema.optional()),
    from: z.preprocess(blankToUndefined, z.string().refine(isIsoDate, { message: 'validation.date' }).optional()),
    to: z.preprocess(blankToUndefined, z.string().refine(isIsoDate, { message: 'validation.date' }).optional()),
    q: z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : undefined), z.string().max(100).optional()),
  })
  .strip();
export type QuoteGridQuery = z.input<typeof quoteGridQuerySchema>;

export interface QuoteGridRow {
  id: number;
  formattedId: string;
  createdAt: string;
  customerId: number;
  customerKind: string;
  name: string | null;
  city: string | null;
  invoiceEmail: string | null;
  customerRequestType: string;
  state: QuoteDeskState;
  orderId: number | null;
  grandTotal: MoneyString | null;
  finalPrice: MoneyString | null;
  validityDuration: number;
}

export interface QuoteGridPage {
  rows: QuoteGridRow[];
  total: number;
  page: number;
  size: number;
  pages: number;
  sort: string | null;
}


export function quoteDeskStateOf(quote: Pick<IQuote, 'sentToCustomer'> & { order?: { id: number } | null | undefined }): QuoteDeskState {
  if (quote.order) return QuoteDeskState.ORDERED;
  return quote.sentToCustomer ? QuoteDeskState.SENT : QuoteDeskState.REQUEST;
}

export function createQuoteDesk(options: { em: () => EntityManager }) {
  return {
    async quoteGrid(ctx: RequestContext, rawQuery: QuoteGridQuery = {}): Promise<QuoteGridPage> {
      requireGuard(ctx, 'orderDesk');
      const query = quoteGridQuerySchema.parse(rawQuery);
      const where: FilterQuery<IQuote>[] = [];
      if (query.state === QuoteDeskState.REQUEST) where.push({ sentToCustomer: false, order: null });
      if (query.state === QuoteDeskState.SENT) where.push({ sentToCustomer: true, order: null });
      if (query.state === QuoteDeskState.ORDERED) where.push({ order: { $ne: null } });
      if (query.customer !== undefined) where.push({ customer: query.customer });
      if (query.from) where.push({ createdAt: { $gte: startOfZurichDay(query.from as IsoDate) } });
      if (query.to) where.push({ createdAt: { $lt: startOfZurichDay(addDays(query.to, 1)) } });
      if (query.q) {
        const term = likeTerm(query.q);
        where.push({ $or: [{ formattedId: { $ilike: term } }, { orderReference: { $ilike: term } }, { invoiceEmail: { $ilike: term } }, { invoiceAddress: { name: { $ilike: term } } }] } as FilterQuery<IQuote>);
      }
      const orderBy = query.sort
        ? (() => {
            const direction = query.sort.startsWith('-') ? 'desc nulls last' : 'asc nulls last';
            const key = query.sort.replace(/^-/, '');
            return [key === 'name' ? { invoiceAddress: { name: direction } } : { [key]: direction }, { id: 'desc' }];
          })()
        : [{ sentToCustomer: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }];
      const [quotes, total] = await options.em().findAndCount(Quote, where.length > 0 ? { $and: where } : {}, {
        orderBy: orderBy as never,
        limit: query.size,
        offset: (query.page - 1) * query.size,
        populate: ['customer'],
      });
      return {
        rows: quotes.map((quote) => ({
          ...requestRowHead(quote),
          invoiceEmail: quote.invoiceEmail ?? null,
          customerRequestType: quote.customerRequestType,
          state: quoteDeskStateOf(quote),
          orderId: quote.order?.id ?? null,
          finalPrice: toMoneyStringOrNull(quote.finalPrice ?? null),
          validityDuration: quote.validityDuration,
        })),
        total,
        page: query.page,
        size: query.size,
        pages: Math.max(1, Math.ceil(total / query.size)),
        sort: query.sort ?? null,
      };
    },
  };
}
export type QuoteDesk = ReturnType<typeof createQuoteDesk>;
