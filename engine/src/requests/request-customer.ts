import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../context';
import { notFoundError } from '../errors';
import type { MoneyString } from '../money/money';
import type { PricingService } from '../pricing/pricing-service';
import { Order, Quote } from './request.entity';

/**
 * The one rule of the back office's product-select modal (R001-2.30), shared by the quote page and
 * the order page (decision 1145): a product is priced for the request's own customer — a guest's
 * request as a guest, never as the staff member's own customer — by the engine, never by the browser.
 */

/** A quote or an order whose customer prices the product-select modal. */
export type RequestTarget = { quoteId: number; orderId?: undefined } | { orderId: number; quoteId?: undefined };

export interface RequestCustomer {
  id: number;
  guest: boolean;
}

/** The customer of a quote or an order; not_found when there is none. */
export async function requestCustomerOf(em: EntityManager, target: RequestTarget): Promise<RequestCustomer> {
  const request = target.orderId !== undefined ? await em.findOne(Order, { id: target.orderId }, { populate: ['customer'] }) : await em.findOne(Quote, { id: target.quoteId }, { populate: ['customer'] });
  if (!request) throw notFoundError();
  return { id: request.customer.id, guest: request.customer.kind === 'GUEST' };
}

/** One line priced for the request's customer: the price per piece (null: on request) and the configuration as the price call completed it (decision 1088). */
export async function priceForRequestCustomer(
  pricing: Pick<PricingService, 'orderPrice'>,
  ctx: RequestContext,
  customer: RequestCustomer,
  item: { productId: number; quantity: number; configuration: Record<string, string> },
): Promise<{ pricePerOne: MoneyString | null; configuration: Record<string, string> }> {
  const priced = await pricing.orderPrice(customer.guest ? { ...ctx, customerId: undefined } : ctx, {
    ...(customer.guest ? {} : { customerId: customer.id }),
    cartItems: [item],
  });
  const line = priced.cartPrice.items[0];
  return { pricePerOne: line?.available ? line.pricePerOne : null, configuration: line?.configuration ?? item.configuration };
}
