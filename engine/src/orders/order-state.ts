import { OptimisticLockError } from '@mikro-orm/core';
import { z } from 'zod';
import { requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError, notFoundError } from '../errors';
import { OrderStatus } from '../requests/enums';
import { Order, type IOrder } from '../requests/request.entity';
import { canChangeOrderState, statusName } from './order-process';
import { ORDER_CHANGED_MESSAGE, announceOrder, loadOrder, orderView, type OrderDeps, type OrderView } from './order-view';
import { choiceInput, integerInput } from '../validation/numbers';
import { idSchema } from '../validation/ids';

/**
 * The one call that takes a step of the order's state; which step may follow which is the order
 * process's (./order-process.ts). The states derived from quantities and payments (completion indicators, position status)
 * are pure functions in ./status.ts, shared with the browser.
 */

export const STATE_TRANSITION_MESSAGE = 'Der Bestellstatus kann nicht von {from} zu {to} wechseln.';

/** Body of PUT /api/order/:id/state; version (optional) is the one the caller last read. */
export const changeOrderStateInputSchema = z
  .object({
    orderStatusId: choiceInput(Object.values(OrderStatus)),
    version: integerInput((n) => n.positive()).optional(),
  })
  .strip();
export type ChangeOrderStateInput = z.input<typeof changeOrderStateInputSchema>;

/**
 * PUT /api/order/:id/state (order administration, ADMIN_QUOTE): one allowed step of the
 * order's state (docs/orders.md); others are refused. A stale version → conflict.
 */
export async function changeOrderState(deps: OrderDeps, ctx: RequestContext, id: number | string, rawInput: ChangeOrderStateInput): Promise<OrderView> {
  requireGuard(ctx, 'orderDesk');
  const orderId = idSchema.parse(id);
  const input = changeOrderStateInputSchema.parse(rawInput);
  try {
    await deps.em().transactional(async (trx) => {
      const order = await trx.findOne(Order, { id: orderId });
      if (!order) throw notFoundError();
      if (input.version !== undefined && input.version !== order.version) throw new EngineError('conflict', ORDER_CHANGED_MESSAGE);
      if (!canChangeOrderState(order.orderStatusId, input.orderStatusId)) {
        throw new EngineError('invalid', [
          { message: STATE_TRANSITION_MESSAGE, params: { from: statusName(order.orderStatusId), to: statusName(input.orderStatusId) }, field: 'orderStatusId' },
        ]);
      }
      order.orderStatusId = input.orderStatusId;
      await trx.flush();
    });
  } catch (error) {
    if (error instanceof OptimisticLockError) throw new EngineError('conflict', ORDER_CHANGED_MESSAGE, { cause: error });
    throw error;
  }
  const changed = (await loadOrder(deps.em(), { id: orderId })) as IOrder;
  announceOrder(deps, { id: changed.id, formattedId: changed.formattedId, customerId: changed.customer.id }, 'updated', 'state');
  return orderView(changed, true);
}
