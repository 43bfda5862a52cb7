import { z } from 'zod';
import { requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { sumMoney, toDecimal, toMoneyString, type MoneyString } from '../money/money';
import { PaymentTransaction } from '../payments/payment-transaction.entity';
import { PAID_STATES } from '../payments/provider';
import type { PricingService } from '../pricing/pricing-service';
import { priceForRequestCustomer, requestCustomerOf } from '../requests/request-customer';
import { idSchema } from '../validation/ids';
import { integerInput } from '../validation/numbers';
import { configurationSchema } from '../validation/schemas';
import { loadOrder, updateOrder, type OrderAdminDeps } from './order-edit';
import type { OrderView } from './order-view';
import type { OrderChangeRecord } from '../requests/request.entity';

/**
 * A product added to an order from the order page's product-select modal (decision 1145): priced
 * for the order's customer by the same rule as the quote page's (requests/request-customer.ts),
 * then one position update of the order, version checked. And what a paid online payment says
 * beside the changed total (decision 1147).
 */

export const addOrderProductInputSchema = z
  .object({
    orderId: idSchema,
    version: integerInput((n) => n.positive()),
    productId: idSchema,
    quantity: integerInput((n) => n.min(1).max(1_000_000)),
    configuration: configurationSchema,
    notifyCustomer: z.preprocess((value) => (value === 'on' || value === 'true' ? true : value === '' || value === 'false' ? false : value), z.boolean()).default(false),
  })
  .strip();
export type AddOrderProductInput = z.input<typeof addOrderProductInputSchema>;

/** Adds a product at the order customer's price (null: on request) for this quantity and configuration. ADMIN_QUOTE (GUARDS.orderDesk). */
export async function addOrderProduct(deps: OrderAdminDeps & { pricing?: Pick<PricingService, 'orderPrice'> | undefined }, ctx: RequestContext, rawInput: AddOrderProductInput): Promise<OrderView> {
  requireGuard(ctx, 'orderDesk');
  const input = addOrderProductInputSchema.parse(rawInput);
  if (!deps.pricing) throw new EngineError('unavailable', 'Die Preisberechnung ist nicht verfügbar.');
  const customer = await requestCustomerOf(deps.em(), { orderId: input.orderId });
  const line = await priceForRequestCustomer(deps.pricing, ctx, customer, { productId: input.productId, quantity: input.quantity, configuration: input.configuration });
  return updateOrder(deps, ctx, input.orderId, {
    version: input.version,
    notifyCustomer: input.notifyCustomer,
    positionUpdate: { newPositions: [{ productId: input.productId, quantity: input.quantity, configuration: line.configuration, pricePerOne: line.pricePerOne }] },
  });
}

/** What was paid online for an order beside its total now (decision 1147); difference > 0: to collect, < 0: to refund. */
export interface OrderPaymentBalance {
  /** Sum of the order's completed online payments; null when none was paid online. */
  paidOnline: MoneyString | null;
  grandTotal: MoneyString | null;
  /** grandTotal − paidOnline; null without an online payment or without a total. */
  difference: MoneyString | null;
  /** Position changes not told to the customer yet, oldest first (decision 1146); staff only, never in the customer's views. */
  untoldChanges: OrderChangeRecord[];
}

/** The order page's edit state: online payment against the total, untold changes. ADMIN_QUOTE. */
export async function orderPaymentBalance(deps: OrderAdminDeps, ctx: RequestContext, id: number | string): Promise<OrderPaymentBalance> {
  requireGuard(ctx, 'orderDesk');
  const orderId = idSchema.parse(id);
  const em = deps.em();
  const order = await loadOrder(em, orderId);
  const paid = await em.find(PaymentTransaction, { orderId, state: { $in: [...PAID_STATES] } });
  const grandTotal = order.grandTotal === null || order.grandTotal === undefined ? null : toMoneyString(order.grandTotal);
  const untoldChanges = order.untoldChanges ?? [];
  if (paid.length === 0) return { paidOnline: null, grandTotal, difference: null, untoldChanges };
  const paidOnline = toMoneyString(sumMoney(paid.map((transaction) => transaction.amount)));
  return { paidOnline, grandTotal, difference: grandTotal === null ? null : toMoneyString(toDecimal(grandTotal).minus(paidOnline)), untoldChanges };
}
