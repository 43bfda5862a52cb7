import { ForeignKeyConstraintViolationException, OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { completeConfigurationsOf } from '../catalog/configuration-check';
import { Product } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { PaymentTerm, Skonto } from '../customers/customer.entity';
import { EngineError, notFoundError } from '../errors';
import type { Mailer } from '../mail/mailer';
import { linkBaseFor, type LinkBaseDeps } from '../config/public-url';
import { PaymentStatus } from '../requests/enums';
import { Order, OrderPosition, type IOrder, type IOrderPosition } from '../requests/request.entity';
import { copiedPositionFields, copiedRequestFields, recomputeTotals, resolveAddress } from '../requests/request-builder';
import { idSchema } from '../validation/ids';
import {
  ORDER_IN_PROGRESS_MESSAGE,
  ORDER_NOT_CHANGEABLE_MESSAGE,
  ORDER_NOT_DELETABLE_MESSAGE,
  ORDER_STILL_USED_MESSAGE,
  POSITION_NOT_FOUND_MESSAGE,
  POSITION_NOT_REMOVABLE_MESSAGE,
  copyOrderInputSchema,
  deleteOrderInputSchema,
  updateOrderInputSchema,
  type CopyOrderInput,
  type DeleteOrderInput,
  type UpdateOrderInput,
} from './order-edit-schemas';
import { writeOrder } from './order-placement';
import { DELETABLE_STATES, FINAL_STATES, statusName } from './order-process';
import { ORDER_NO_RECIPIENT_MESSAGE, positionChanges, positionState, sendChangeMail, type PositionState } from './order-change-mail';
import { resolveLocale } from '../i18n/locales';
import type { OrderChangeRecord } from '../requests/request.entity';
import { ORDER_CHANGED_MESSAGE, ORDER_POPULATE, announceOrder, orderView, type OrderDeps, type OrderView } from './order-view';
import { requireGuard } from '../auth/permissions';

/**
 * Staff changing orders (001 §7 Orders): copy, update (fields or positions), delete.
 * Decisions: docs/orders.md, docs/decisions/651–653.
 */

/** What the order administration is given besides the database (bound once by createOrderAdminService). */
export interface OrderAdminDeps extends OrderDeps, LinkBaseDeps {
  mailer: Pick<Mailer, 'send'>;
  /** The order's FedEx tracking number, shown in the customer's mail (given by the engine; docs/shipments.md). */
  trackingNumberOf?: ((orderId: number) => Promise<string | null>) | undefined;
}

const notFound = () => notFoundError();

/** A position and every position under it (the order's positions as loaded). */
function subtreeOf(root: IOrderPosition, positions: readonly IOrderPosition[]): IOrderPosition[] {
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    const parent = tree[index] as IOrderPosition;
    tree.push(...positions.filter((position) => position.parent?.id === parent.id && position !== parent));
  }
  return tree;
}

/** An order with the relations every read loads; not_found when there is none. */
export async function loadOrder(em: EntityManager, id: number): Promise<IOrder> {
  const order = await em.findOne(Order, { id }, { populate: ORDER_POPULATE });
  if (!order) throw notFound();
  return order;
}

const readView = async (deps: OrderAdminDeps, id: number): Promise<OrderView> => orderView(await loadOrder(deps.em(), id), true);
const announce = (deps: OrderAdminDeps, order: IOrder, action: 'created' | 'updated' | 'deleted', change: string): void =>
  announceOrder(deps, { id: order.id, formattedId: order.formattedId, customerId: order.customer.id }, action, change);

/** Positions ordered so that every parent comes before its children. */
function parentsFirst(positions: readonly IOrderPosition[]): IOrderPosition[] {
  const ids = new Set(positions.map((position) => position.id));
  const ordered: IOrderPosition[] = [];
  const placed = new Set<number>();
  let pending = [...positions];
  while (pending.length > 0) {
    const next = pending.filter((position) => !position.parent || placed.has(position.parent.id) || !ids.has(position.parent.id));
    if (next.length === 0) break;
    for (const position of next) {
      ordered.push(position);
      placed.add(position.id);
    }
    pending = pending.filter((position) => !placed.has(position.id));
  }
  return ordered;
}

/**
 * POST /api/order/copy (ADMIN_QUOTE): a new PLACED order of the same customer with the source's
 * addresses, terms and positions (prices as stored; cancelled positions left out; delivered and
 * invoiced quantities, dates and files not copied). Totals recomputed. docs/decisions/651.
 */
export async function copyOrder(deps: OrderAdminDeps, ctx: RequestContext, rawInput: CopyOrderInput): Promise<OrderView> {
  requireGuard(ctx, 'orderDesk');
  const input = copyOrderInputSchema.parse(rawInput);
  const newId = await deps.em().transactional(async (em) => {
    const source = await loadOrder(em, input.id);
    const createdAt = deps.now();
    const order = await writeOrder(em, { ...copiedRequestFields(source), confirmedDeliveryDate: null, createdAt }, (written) => {
      // Cancelled positions, and everything under them, stay behind.
      const copies = new Map<number, IOrderPosition>();
      const skipped = new Set<number>();
      for (const position of parentsFirst(source.positions.getItems())) {
        if (position.storno || (position.parent && skipped.has(position.parent.id))) {
          skipped.add(position.id);
          continue;
        }
        const copy = em.create(OrderPosition, {
          order: written,
          parent: position.parent ? (copies.get(position.parent.id) ?? null) : null,
          ...copiedPositionFields(position),
          configuration: { ...position.configuration },
          quantityDelivered: null,
          quantityInvoiced: null,
          storno: false,
        });
        copies.set(position.id, copy);
      }
      recomputeTotals(written, [...copies.values()]);
    });
    return order.id;
  });
  const view = await readView(deps, newId);
  announceOrder(deps, view, 'created', 'copied');
  return view;
}

/**
 * PUT /api/order/{id} (ADMIN_QUOTE): changes order fields (fieldsUpdate) and/or positions
 * (positionUpdate: newPositions, updatePositions), then recomputes the totals. Refused for
 * INVOICED and CANCELED orders; a stale version → conflict (ORDER_CHANGED_MESSAGE).
 */
export async function updateOrder(deps: OrderAdminDeps, ctx: RequestContext, id: number | string, rawInput: UpdateOrderInput): Promise<OrderView> {
  requireGuard(ctx, 'orderDesk');
  const orderId = idSchema.parse(id);
  const input = updateOrderInputSchema.parse(rawInput);
  const changes: string[] = [];
  try {
    await deps.em().transactional(async (em) => {
      const order = await loadOrder(em, orderId);
      if (input.version !== undefined && input.version !== order.version) throw new EngineError('conflict', ORDER_CHANGED_MESSAGE);
      if (FINAL_STATES.includes(order.orderStatusId)) {
        throw new EngineError('invalid', [{ message: ORDER_NOT_CHANGEABLE_MESSAGE, params: { status: statusName(order.orderStatusId) } }]);
      }
      const fields = input.fieldsUpdate;
      if (fields) {
        changes.push('fields');
        const { deliveryAddress, invoiceAddress, paymentTermId, skontoId, requestedDeliveryDate, confirmedDeliveryDate, ...plain } = fields;
        for (const [key, value] of Object.entries(plain)) {
          if (value !== undefined) (order as unknown as Record<string, unknown>)[key] = value;
        }
        // Admins record what was agreed: any real date (delivery-date mode ADMIN, decision 101).
        if (requestedDeliveryDate !== undefined) order.requestedDeliveryDate = requestedDeliveryDate as never;
        if (confirmedDeliveryDate !== undefined) order.confirmedDeliveryDate = confirmedDeliveryDate as never;
        if (deliveryAddress !== undefined) order.deliveryAddress = (await resolveAddress(em, order.customer.id, deliveryAddress)).snapshot;
        if (invoiceAddress !== undefined) order.invoiceAddress = (await resolveAddress(em, order.customer.id, invoiceAddress)).snapshot;
        if (paymentTermId !== undefined) {
          if (paymentTermId !== null && !(await em.findOne(PaymentTerm, { id: paymentTermId }))) throw notFound();
          order.paymentTerm = paymentTermId === null ? null : em.getReference(PaymentTerm, paymentTermId);
        }
        if (skontoId !== undefined) {
          if (skontoId !== null && !(await em.findOne(Skonto, { id: skontoId }))) throw notFound();
          order.skonto = skontoId === null ? null : em.getReference(Skonto, skontoId);
        }
      }
      let positions = [...order.positions.getItems()];
      const locale = resolveLocale(order.locale);
      const before = new Map(positions.map((position) => [position.id, positionState(position, locale)]));
      const grandTotalBefore = order.grandTotal === null || order.grandTotal === undefined ? null : String(order.grandTotal);
      const removed: PositionState[] = [];
      const update = input.positionUpdate;
      if (update && (update.newPositions.length > 0 || update.updatePositions.length > 0 || update.removePositions.length > 0)) {
        changes.push('positions');
        const byId = new Map(positions.map((position) => [position.id, position]));
        for (const change of update.updatePositions) {
          if (!byId.has(change.id)) throw new EngineError('not_found', [{ message: POSITION_NOT_FOUND_MESSAGE, params: { id: change.id }, field: 'updatePositions' }]);
        }
        // Removing takes the position and everything under it; delivered or invoiced goods stay (storno instead).
        const removing = new Set<number>();
        for (const removeId of update.removePositions) {
          const position = byId.get(removeId);
          if (!position) throw new EngineError('not_found', [{ message: POSITION_NOT_FOUND_MESSAGE, params: { id: removeId }, field: 'removePositions' }]);
          const tree = subtreeOf(position, positions);
          const started = tree.find((node) => (node.quantityDelivered ?? 0) > 0 || (node.quantityInvoiced ?? 0) > 0);
          if (started) throw new EngineError('invalid', [{ message: POSITION_NOT_REMOVABLE_MESSAGE, params: { name: position.name }, field: 'removePositions' }]);
          for (const node of tree) removing.add(node.id);
        }
        for (const removeId of removing) {
          const position = byId.get(removeId) as IOrderPosition;
          // Only the top of a removed tree is listed for the customer.
          if (!position.parent || !removing.has(position.parent.id)) removed.push(before.get(removeId) as PositionState);
          order.positions.remove(position);
          em.remove(position);
          byId.delete(removeId);
        }
        positions = positions.filter((position) => !removing.has(position.id));
        const configured = await positionConfigurations(em, ctx, update, byId);
        for (const [index, change] of update.updatePositions.entries()) {
          const position = byId.get(change.id);
          // A position removed in the same call (or under a removed one) is gone: nothing to change.
          if (!position) continue;
          const { id: _id, ...values } = change;
          for (const [key, value] of Object.entries(values)) {
            if (value !== undefined) (position as unknown as Record<string, unknown>)[key] = value;
          }
          const configuration = configured.updated[index];
          if (configuration) position.configuration = configuration;
        }
        const productIds = [...new Set(update.newPositions.map((position) => position.productId).filter((value): value is number => typeof value === 'number'))];
        const products = new Map((productIds.length > 0 ? await em.find(Product, { id: { $in: productIds } }) : []).map((product) => [product.id, product]));
        const byKey = new Map<string, IOrderPosition>();
        const nextSort = Math.max(-1, ...positions.map((position) => position.sortOrder)) + 1;
        update.newPositions.forEach((raw, index) => {
          const product = raw.productId ? products.get(raw.productId) : undefined;
          if (raw.productId && !product) throw notFoundError(`newPositions.${index}.productId`);
          let parent: IOrderPosition | null = null;
          if (raw.parentKey !== undefined) parent = byKey.get(raw.parentKey) ?? null;
          else if (raw.parentId) parent = byId.get(raw.parentId) ?? null;
          if ((raw.parentKey !== undefined || raw.parentId) && !parent) {
            throw new EngineError('not_found', [{ message: POSITION_NOT_FOUND_MESSAGE, params: { id: raw.parentKey ?? raw.parentId ?? '' }, field: `newPositions.${index}.parentId` }]);
          }
          const created = em.create(OrderPosition, {
            order,
            parent,
            type: raw.type,
            product: product ?? null,
            name: raw.name ?? product?.name ?? '',
            configuration: configured.added[index] ?? raw.configuration,
            quantity: raw.quantity,
            pricePerOne: raw.pricePerOne ?? null,
            detail: raw.detail ?? null,
            childrenVisible: raw.childrenVisible,
            storno: raw.storno,
            externalCustomerNo: raw.externalCustomerNo ?? null,
            customerRef: raw.customerRef ?? null,
            newProductImage: raw.newProductImage ?? null,
            alternateProductImage: raw.alternateProductImage ?? null,
            key: raw.key ?? null,
            sortOrder: raw.sortOrder ?? nextSort + index,
          });
          if (raw.key) byKey.set(raw.key, created);
          positions.push(created);
        });
      }
      recomputeTotals(order, positions);
      // What the customer is told, or what is kept until told (decision 1146). A paid order keeps its payment status (decision 1147).
      const told = positionChanges(before, positions, removed, locale);
      const record: OrderChangeRecord[] = told.length > 0 ? [{ at: deps.now().toISOString(), positions: told, grandTotal: { from: grandTotalBefore, to: order.grandTotal === null || order.grandTotal === undefined ? null : String(order.grandTotal) } }] : [];
      const pending = [...(order.untoldChanges ?? []), ...record];
      if (input.notifyCustomer && pending.length > 0) {
        const to = await sendChangeMail(deps.mailer, em, order, pending, linkBaseFor(deps, ctx));
        if (!to) throw new EngineError('invalid', [{ message: ORDER_NO_RECIPIENT_MESSAGE, params: { order: order.formattedId }, field: 'notifyCustomer' }]);
        order.untoldChanges = null;
      } else if (record.length > 0) {
        order.untoldChanges = pending;
      }
      // Always a new version, also when only a position changed.
      order.updatedAt = deps.now();
      await em.flush();
    });
  } catch (error) {
    if (error instanceof OptimisticLockError) throw new EngineError('conflict', ORDER_CHANGED_MESSAGE, { cause: error });
    throw error;
  }
  const view = await readView(deps, orderId);
  announceOrder(deps, view, 'updated', changes.join(','));
  return view;
}

/**
 * The configurations a position update brings, completed by the one rule (decision 1088): a
 * changed configuration of a product's position (`updated`, by index of updatePositions) and every
 * new position of a product (`added`, by index of newPositions; none sent: the product's
 * defaults); refused with `invalid` at `updatePositions.<i>.configuration.<name>` or
 * `newPositions.<i>.configuration.<name>` before anything is written. Positions without a product
 * keep what they are given.
 */
async function positionConfigurations(
  em: EntityManager,
  ctx: RequestContext,
  update: { newPositions: readonly { productId?: number | null | undefined; configuration: Record<string, string> }[]; updatePositions: readonly { id: number; configuration?: Record<string, string> | undefined }[] },
  byId: ReadonlyMap<number, IOrderPosition>,
): Promise<{ updated: (Record<string, string> | undefined)[]; added: (Record<string, string> | undefined)[] }> {
  const lines = [
    ...update.updatePositions.flatMap((change, index) => {
      const productId = change.configuration === undefined ? undefined : byId.get(change.id)?.product?.id;
      return productId ? [{ list: 'updatePositions' as const, index, productId, configuration: change.configuration ?? {} }] : [];
    }),
    ...update.newPositions.flatMap((raw, index) => (raw.productId ? [{ list: 'newPositions' as const, index, productId: raw.productId, configuration: raw.configuration }] : [])),
  ];
  const completed = await completeConfigurationsOf(em, lines, {
    locale: ctx.locale,
    field: (line, name) => `${lines[line]!.list}.${lines[line]!.index}.configuration${name ? `.${name}` : ''}`,
  });
  const result = { updated: update.updatePositions.map((): Record<string, string> | undefined => undefined), added: update.newPositions.map((): Record<string, string> | undefined => undefined) };
  lines.forEach((line, position) => ((line.list === 'updatePositions' ? result.updated : result.added)[line.index] = completed[position]));
  return result;
}

/**
 * DELETE /api/order/{id} (ADMIN_QUOTE): removes an order for good (with its positions), only
 * while PLACED or CANCELED, unpaid and with nothing delivered or invoiced. docs/decisions/653.
 */
export async function deleteOrder(deps: OrderAdminDeps, ctx: RequestContext, id: number | string, rawInput: DeleteOrderInput = {}): Promise<{ deleted: true; id: number }> {
  requireGuard(ctx, 'orderDesk');
  const orderId = idSchema.parse(id);
  const input = deleteOrderInputSchema.parse(rawInput);
  let deleted: IOrder | undefined;
  try {
    await deps.em().transactional(async (em) => {
      const order = await loadOrder(em, orderId);
      if (input.version !== undefined && input.version !== order.version) throw new EngineError('conflict', ORDER_CHANGED_MESSAGE);
      if (!DELETABLE_STATES.includes(order.orderStatusId)) {
        throw new EngineError('invalid', [{ message: ORDER_NOT_DELETABLE_MESSAGE, params: { status: statusName(order.orderStatusId) } }]);
      }
      const started = order.positions.getItems().some((position) => (position.quantityDelivered ?? 0) > 0 || (position.quantityInvoiced ?? 0) > 0);
      if (order.paymentStatusId === PaymentStatus.PAID || started) throw new EngineError('invalid', ORDER_IN_PROGRESS_MESSAGE);
      // One statement with the version read: a change in between deletes nothing → conflict.
      const count = await em.nativeDelete(Order, { id: orderId, version: order.version });
      if (count === 0) throw new EngineError('conflict', ORDER_CHANGED_MESSAGE);
      deleted = order;
    });
  } catch (error) {
    if (error instanceof ForeignKeyConstraintViolationException) throw new EngineError('conflict', ORDER_STILL_USED_MESSAGE, { cause: error });
    throw error;
  }
  if (deleted) announce(deps, deleted, 'deleted', 'deleted');
  return { deleted: true, id: orderId };
}
