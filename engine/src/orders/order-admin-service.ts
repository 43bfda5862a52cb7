import type { EntityManager } from '@mikro-orm/postgresql';
import type { LinkBaseDeps } from '../config/public-url';
import type { RequestContext } from '../context';
import type { Mailer } from '../mail/mailer';
import type { RequestEvents } from '../requests/request-events';
import { copyOrder, deleteOrder, updateOrder, type OrderAdminDeps } from './order-edit';
import type { CopyOrderInput, DeleteOrderInput, UpdateOrderInput } from './order-edit-schemas';
import { listCarriers, notifyCarrier, notifyCustomer, type CarrierNotificationInput, type OrderNotificationInput } from './order-notifications';
import { addOrderProduct, orderPaymentBalance, type AddOrderProductInput } from './order-products';
import type { PricingService } from '../pricing/pricing-service';
import { deliveryInformation, type DeliveryInformationQuery } from './order-queries';

/**
 * The rest of the order calls of 001 §7, bound once: copy, update, delete
 * (order-edit.ts), delivery information (order-queries.ts), the customer's and the carrier's
 * notification mails and the carrier list (order-notifications.ts). Decisions: docs/orders.md,
 * docs/decisions/650–657.
 */

export interface OrderAdminServiceOptions {
  em: () => EntityManager;
  mailer: Pick<Mailer, 'send'>;
  /** The shop's public address, for the link in the customer's mail. */
  publicUrl: string;
  /** The base of links for a request (decision 1151): engine.ts passes publicUrlFor. */
  publicUrlFor?: (ctx: Pick<RequestContext, 'origin'>) => string;
  events?: Pick<RequestEvents, 'emit'>;
  now?: () => Date;
  /** The order's FedEx tracking number, shown in the customer's mail (given by the engine; docs/shipments.md). */
  trackingNumberOf?: (orderId: number) => Promise<string | null>;
  /** Prices a product added from the order page's product-select modal (decision 1145). */
  pricing?: Pick<PricingService, 'orderPrice'>;
}

export function createOrderAdminService(options: OrderAdminServiceOptions) {
  const deps: OrderAdminDeps & LinkBaseDeps & { pricing?: Pick<PricingService, 'orderPrice'> | undefined } = { ...options, now: options.now ?? (() => new Date()) };
  return {
    copyOrder: (ctx: RequestContext, rawInput: CopyOrderInput) => copyOrder(deps, ctx, rawInput),
    updateOrder: (ctx: RequestContext, id: number | string, rawInput: UpdateOrderInput) => updateOrder(deps, ctx, id, rawInput),
    deleteOrder: (ctx: RequestContext, id: number | string, rawInput: DeleteOrderInput = {}) => deleteOrder(deps, ctx, id, rawInput),
    deliveryInformation: (ctx: RequestContext, rawQuery: DeliveryInformationQuery = {}) => deliveryInformation(deps, ctx, rawQuery),
    notifyCustomer: (ctx: RequestContext, id: number | string, rawInput: OrderNotificationInput = {}) => notifyCustomer(deps, ctx, id, rawInput),
    notifyCarrier: (ctx: RequestContext, id: number | string, rawInput: CarrierNotificationInput = {}) => notifyCarrier(deps, ctx, id, rawInput),
    listCarriers: (ctx: RequestContext) => listCarriers(deps, ctx),
    /** A product from the product-select modal, priced for the order's customer (decision 1145). */
    addProduct: (ctx: RequestContext, rawInput: AddOrderProductInput) => addOrderProduct(deps, ctx, rawInput),
    /** What a paid online payment says beside the changed total (decision 1147) and the changes not told yet (decision 1146). */
    paymentBalance: (ctx: RequestContext, id: number | string) => orderPaymentBalance(deps, ctx, id),
  };
}
export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
