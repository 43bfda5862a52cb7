import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { RequestContext } from '../context';
import type { RateLimits } from '../limits/rate-limits';
import type { PricingService } from '../pricing/pricing-service';
import type { RequestEvents } from '../requests/request-events';
import type { PlaceOrderInput } from '../requests/request-schema';
import { placeOrder, type OrderPlacementDeps } from './order-placement';
import { listOrders, orderById, type ListOrdersQuery } from './order-queries';
import { changeOrderState, type ChangeOrderStateInput } from './order-state';

/**
 * The order core (000 §3–§5, 001 §3, §7 Orders), bound once: placing an order
 * (order-placement.ts), reading orders (order-queries.ts) and changing an order's state
 * (order-state.ts). Layout: docs/architecture.md "Orders and quotes"; decisions docs/orders.md,
 * docs/decisions/600–603, 930.
 */

export interface OrderServiceOptions {
  em: () => EntityManager;
  pricing: Pick<PricingService, 'orderPrice'>;
  /**
   * Guest orders mail their PDF to any address: at most `perEmail` per hour to one invoice e-mail
   * and `perClient` per hour from one client address (decision 815). Without it, no limit.
   */
  guestLimits?: { limits: Pick<RateLimits, 'take'>; perEmail: number; perClient: number };
  now?: () => Date;
  /** Announces placed and changed orders (request events, docs/decisions/654-request-events.md). */
  events?: Pick<RequestEvents, 'emit'>;
  /** Writes a placed order's confirmation mail once, inside `em`'s transaction (orders/order-mails.ts); without it, no mail. */
  confirm?: (orderId: number, em: EntityManager) => Promise<unknown>;
  logger?: Pick<Logger, 'error'>;
}

export function createOrderService(options: OrderServiceOptions) {
  const deps: OrderPlacementDeps = { ...options, now: options.now ?? (() => new Date()) };
  return {
    placeOrder: (ctx: RequestContext, rawInput: PlaceOrderInput, context: { clientAddress?: string | undefined } = {}) => placeOrder(deps, ctx, rawInput, context),
    listOrders: (ctx: RequestContext, rawQuery: ListOrdersQuery = {}) => listOrders(deps, ctx, rawQuery),
    orderById: (orderId: number) => orderById(deps, orderId),
    changeOrderState: (ctx: RequestContext, id: number | string, rawInput: ChangeOrderStateInput) => changeOrderState(deps, ctx, id, rawInput),
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
