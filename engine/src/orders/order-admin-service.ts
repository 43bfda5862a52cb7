import { ForeignKeyConstraintViolationException, OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requirePermission } from '../auth/permissions';
import { LEAD_TIME_DAYS, earliestDeliveryDate, type LeadTimeShopMode } from '../calendar/delivery-date';
import { loadLeadTimes } from '../settings/lead-times';
import { addDays, formatDateCh, isIsoDate, isoDateInZurich, type IsoDate } from '../calendar/iso-date';
import { createWorkCalendar } from '../calendar/working-days';
import { Product } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { ContactPerson, PaymentTerm, Skonto, User } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { resolveLocale, type Locale } from '../i18n/locales';
import { translateMessage } from '../i18n/translate';
import type { Mailer } from '../mail/mailer';
import { isDecimalString } from '../money/money';
import { Setting } from '../settings/setting.entity';
import { DEFAULT_TRUCK_ID } from '../shipping/shipping-service';
import { Truck } from '../shipping/truck.entity';
import { CustomerRequestType, DeliveryType, OrderStatus, PaymentMethod, PaymentStatus, PositionType } from '../requests/enums';
import {
  ORDER_ADMIN_PERMISSION,
  ORDER_CHANGED_MESSAGE,
  ORDER_POPULATE,
  formatOrderId,
  orderView,
  statusName,
  dateString,
  type OrderView,
} from './order-service';
import { Order, OrderPosition, type AddressSnapshot, type IOrder, type IOrderPosition } from '../requests/request.entity';
import { loadCompanyClosures } from '../settings/company-settings';
import { copiedPositionFields, copiedRequestFields, nextRequestId, recomputeTotals, resolveAddress } from '../requests/request-builder';
import type { RequestEvents } from '../requests/request-events';
import { positionStatus } from './status';
import { orderAddressSchema } from '../requests/request-schema';
import { configurationSchema } from '../validation/schemas';

/**
 * The rest of the order calls of 001 §7 (issue 8): copy, update (fields or positions), delete,
 * delivery information, the customer's and the carrier's notification mails and the carrier
 * list. Decisions: docs/orders.md, docs/decisions/650–657.
 */

export const ORDER_NOT_CHANGEABLE_MESSAGE = 'Die Bestellung im Status {status} kann nicht mehr geändert werden.';
export const ORDER_NOT_DELETABLE_MESSAGE = 'Die Bestellung im Status {status} kann nicht gelöscht werden.';
export const ORDER_IN_PROGRESS_MESSAGE = 'Die Bestellung ist bereits bezahlt, geliefert oder verrechnet und kann nicht gelöscht werden.';
export const ORDER_STILL_USED_MESSAGE = 'Objekt wird noch verwendet und konnte daher nicht gelöscht werden.';
export const ORDER_NO_RECIPIENT_MESSAGE = 'Für die Bestellung {order} ist keine E-Mail-Adresse hinterlegt.';
export const CARRIER_NO_EMAIL_MESSAGE = 'Für den Transporteur {carrier} ist keine E-Mail-Adresse hinterlegt.';
export const CARRIER_NONE_MESSAGE = 'Die Bestellung {order} wird abgeholt; es gibt keinen Transporteur zu benachrichtigen.';
export const POSITION_NOT_FOUND_MESSAGE = 'Die Position {id} gehört nicht zu dieser Bestellung.';
/** Success text of the notification calls (001 §8 success toast). */
export const EXECUTED_MESSAGE = 'Ausgeführt';

/** Settings key of the carriers' notification addresses: `{ TRUCK?: email, FEDEX?: email }`. */
export const CARRIER_CONTACTS_SETTING_KEY = 'carrier.contacts';
/** Settings key of the company's contact data (its e-mail is the own trucks' dispatch address by default). */
export const COMPANY_CONTACT_SETTING_KEY = 'company.contact';

/** States in which an order is final: no more changes (docs/decisions/652-order-update.md). */
const FINAL_STATES: readonly number[] = [OrderStatus.INVOICED, OrderStatus.CANCELED];
/** States in which an order may be deleted (docs/decisions/653-order-delete.md). */
export const DELETABLE_STATES: readonly number[] = [OrderStatus.PLACED, OrderStatus.CANCELED];

const idSchema = z.coerce.number().int().positive();
const nullableId = z.preprocess((value) => (value === '' ? null : value), z.coerce.number().int().positive().nullable());
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
const isoDateOrNull = z
  .string()
  .nullish()
  .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim()))
  .refine((value) => value === null || isIsoDate(value), { message: 'validation.date' });
const moneyOrNull = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim()))
  .refine((value) => value === null || isDecimalString(value), { message: 'validation.currency' });
const fractionSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => isDecimalString(value) && Number(value) >= 0 && Number(value) <= 1, { message: 'validation.double' });
const enumValue = (values: readonly number[]) => z.coerce.number().int().refine((value) => values.includes(value), { message: 'validation.choice' });

/** Body of POST /api/order/copy: the order to copy. */
export const copyOrderInputSchema = z.object({ id: idSchema }).strip();
export type CopyOrderInput = z.input<typeof copyOrderInputSchema>;

/** The order fields PUT /api/order/{id} may change (status: the state call; totals: computed). */
export const orderFieldsUpdateSchema = z
  .object({
    requestedDeliveryDate: isoDateOrNull.optional(),
    confirmedDeliveryDate: isoDateOrNull.optional(),
    paymentStatusId: enumValue(Object.values(PaymentStatus)).optional(),
    paymentMethodId: z.preprocess((value) => (value === '' ? null : value), enumValue(Object.values(PaymentMethod)).nullable()).optional(),
    paymentTermId: nullableId.optional(),
    skontoId: nullableId.optional(),
    orderPerson: text(300).optional(),
    externalCustomerNo: text(100).optional(),
    orderReference: text(300).optional(),
    comment: text(5000).optional(),
    invoiceEmail: z.preprocess((value) => (value === '' ? null : value), z.email().trim().max(320).nullable()).optional(),
    discount: fractionSchema.optional(),
    deliveryAddress: orderAddressSchema.optional(),
    invoiceAddress: orderAddressSchema.optional(),
    deliveryCost: moneyOrNull.optional(),
    orderDetailId: nullableId.optional(),
    customerRequestType: z.enum([CustomerRequestType.VERPACKUNG, CustomerRequestType.MOEBEL, CustomerRequestType.ARTWORK]).optional(),
    deliveryType: enumValue(Object.values(DeliveryType)).optional(),
  })
  .strip();

/** A position to add: under an existing position (parentId) or under a new one of the same call (parentKey = its key). */
export const newOrderPositionSchema = z
  .object({
    type: z.enum([PositionType.PRODUCT, PositionType.COMPOSITE]).default(PositionType.PRODUCT),
    productId: nullableId.optional(),
    name: z.string().trim().min(1).max(300).optional(),
    configuration: configurationSchema,
    quantity: z.coerce.number().int().min(1).max(1_000_000),
    pricePerOne: moneyOrNull.optional(),
    detail: text(10_000).optional(),
    childrenVisible: z.boolean().default(true),
    storno: z.boolean().default(false),
    externalCustomerNo: text(100).optional(),
    customerRef: text(300).optional(),
    newProductImage: text(500).optional(),
    alternateProductImage: text(500).optional(),
    key: text(100).optional(),
    parentId: nullableId.optional(),
    parentKey: z.string().trim().min(1).max(100).optional(),
    sortOrder: z.coerce.number().int().optional(),
  })
  .strip()
  .refine((position) => position.productId || position.name, { message: 'validation.required', path: ['name'] });

/** Changes to an existing position of the order (by id); only the fields sent change. */
export const updateOrderPositionSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1).max(300).optional(),
    configuration: configurationSchema.optional(),
    quantity: z.coerce.number().int().min(1).max(1_000_000).optional(),
    quantityDelivered: z.preprocess((value) => (value === '' ? null : value), z.coerce.number().int().min(0).max(1_000_000).nullable()).optional(),
    quantityInvoiced: z.preprocess((value) => (value === '' ? null : value), z.coerce.number().int().min(0).max(1_000_000).nullable()).optional(),
    pricePerOne: moneyOrNull.optional(),
    detail: text(10_000).optional(),
    childrenVisible: z.boolean().optional(),
    storno: z.boolean().optional(),
    externalCustomerNo: text(100).optional(),
    customerRef: text(300).optional(),
    newProductImage: text(500).optional(),
    alternateProductImage: text(500).optional(),
    key: text(100).optional(),
    sortOrder: z.coerce.number().int().optional(),
  })
  .strip();

/** Body of PUT /api/order/{id} (001 §7): fieldsUpdate, or positionUpdate with newPositions and updatePositions (or both). */
export const updateOrderInputSchema = z
  .object({
    /** The version the caller last read; another one → conflict. */
    version: z.coerce.number().int().positive().optional(),
    fieldsUpdate: orderFieldsUpdateSchema.optional(),
    positionUpdate: z
      .object({
        newPositions: z.array(newOrderPositionSchema).max(500).default([]),
        updatePositions: z.array(updateOrderPositionSchema).max(2000).default([]),
      })
      .strip()
      .optional(),
  })
  .strip()
  .refine((input) => input.fieldsUpdate !== undefined || input.positionUpdate !== undefined, { message: 'validation.required', path: ['fieldsUpdate'] });
export type UpdateOrderInput = z.input<typeof updateOrderInputSchema>;

/** Body of DELETE /api/order/{id} (optional). */
export const deleteOrderInputSchema = z.object({ version: z.coerce.number().int().positive().optional() }).strip();
export type DeleteOrderInput = z.input<typeof deleteOrderInputSchema>;

/** Query of GET /api/order/delivery-information. */
export const deliveryInformationQuerySchema = z
  .object({
    shopMode: z.enum(['verpackung', 'moebel']).optional(),
    /** How many days ahead the closed days are listed (default 90). */
    days: z.coerce.number().int().min(1).max(366).default(90),
  })
  .strip();
export type DeliveryInformationQuery = z.input<typeof deliveryInformationQuerySchema>;

/** Body of PUT /api/order/{id}/notification: an optional other recipient and a note for the mail. */
export const orderNotificationInputSchema = z
  .object({
    email: z.preprocess((value) => (value === '' ? undefined : value), z.email().trim().max(320).optional()),
    message: text(5000).optional(),
  })
  .strip();
export type OrderNotificationInput = z.input<typeof orderNotificationInputSchema>;

/** Body of PUT /api/order/{id}/notification-carrier. */
export const carrierNotificationInputSchema = z
  .object({
    /** A carrier of GET /api/order/carriers; default: the one of the order's delivery type. */
    carrierId: z.string().trim().max(50).optional(),
    pickupDate: isoDateOrNull.optional(),
    message: text(5000).optional(),
  })
  .strip();
export type CarrierNotificationInput = z.input<typeof carrierNotificationInputSchema>;

export const CarrierKind = { TRUCK: 'TRUCK', FEDEX: 'FEDEX' } as const;
export type CarrierKind = (typeof CarrierKind)[keyof typeof CarrierKind];

/** A carrier an order can travel with: an own truck or FedEx (docs/decisions/657-carriers.md). */
export interface CarrierView {
  /** 'TRUCK-<truck id>' or 'FEDEX'. */
  id: string;
  kind: CarrierKind;
  name: string;
  /** The order's deliveryType this carrier serves (TRUCK 2, FEDEX 4). */
  deliveryType: number;
  truckId: number | null;
  /** Where the carrier notification goes; null when none is set. */
  email: string | null;
}

export interface DeliveryInformation {
  shopMode: LeadTimeShopMode;
  today: IsoDate;
  leadTimeDays: { minimum: number; default: number };
  earliestDeliveryDate: IsoDate;
  /** Holidays and company closures from today on (weekends are never selectable and not listed). */
  closedDates: { date: IsoDate; reason: 'holiday' | 'closure'; name: string | null }[];
}

export interface NotificationResult {
  message: string;
  to: string;
  subject: string;
}

export interface OrderAdminServiceOptions {
  em: () => EntityManager;
  mailer: Pick<Mailer, 'send'>;
  /** The shop's public address, for the link in the customer's mail. */
  publicUrl: string;
  events?: Pick<RequestEvents, 'emit'>;
  now?: () => Date;
  /** The order's FedEx tracking number, shown in the customer's mail (given by the engine; docs/shipments.md). */
  trackingNumberOf?: (orderId: number) => Promise<string | null>;
}

const requireOrderAdmin = (ctx: RequestContext): void => requirePermission(ctx, ORDER_ADMIN_PERMISSION);

const notFound = () => new EngineError('not_found', 'Der Eintrag wurde nicht gefunden.');

const carrierContactsSchema = z.object({ TRUCK: z.email().optional(), FEDEX: z.email().optional() }).partial();

/** The carriers' notification addresses: the setting, the own trucks falling back to the company's e-mail. */
async function loadCarrierContacts(em: EntityManager): Promise<Record<CarrierKind, string | null>> {
  const [contacts, company] = await Promise.all([
    em.findOne(Setting, { key: CARRIER_CONTACTS_SETTING_KEY }),
    em.findOne(Setting, { key: COMPANY_CONTACT_SETTING_KEY }),
  ]);
  const parsed = carrierContactsSchema.safeParse(contacts?.value ?? {});
  const companyEmail = z.object({ email: z.email() }).safeParse(company?.value);
  return {
    TRUCK: (parsed.success ? parsed.data.TRUCK : undefined) ?? (companyEmail.success ? companyEmail.data.email : null),
    FEDEX: (parsed.success ? parsed.data.FEDEX : undefined) ?? null,
  };
}

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

const mailTexts = {
  de: {
    subject: (order: string, status: string) => `Ihre Bestellung ${order}: ${status}`,
    greeting: 'Guten Tag',
    state: (order: string, date: string, status: string) => `Der Stand Ihrer Bestellung ${order} vom ${date}: ${status}.`,
    confirmed: 'Bestätigtes Lieferdatum',
    requested: 'Gewünschtes Lieferdatum',
    positions: 'Positionen',
    overview: 'Ihre Bestellungen im Überblick',
    tracking: 'Sendungsnummer FedEx',
    closing: 'Freundliche Grüsse\nHolzwerk',
  },
  fr: {
    subject: (order: string, status: string) => `Votre commande ${order} : ${status}`,
    greeting: 'Bonjour',
    state: (order: string, date: string, status: string) => `État de votre commande ${order} du ${date} : ${status}.`,
    confirmed: 'Date de livraison confirmée',
    requested: 'Date de livraison souhaitée',
    positions: 'Positions',
    overview: 'Vos commandes',
    tracking: 'Numéro de suivi FedEx',
    closing: 'Meilleures salutations\nHolzwerk',
  },
  en: {
    subject: (order: string, status: string) => `Your order ${order}: ${status}`,
    greeting: 'Hello',
    state: (order: string, date: string, status: string) => `The status of your order ${order} of ${date}: ${status}.`,
    confirmed: 'Confirmed delivery date',
    requested: 'Requested delivery date',
    positions: 'Positions',
    overview: 'Your orders',
    tracking: 'FedEx tracking number',
    closing: 'Kind regards\nHolzwerk',
  },
} as const;

const addressLines = (address: AddressSnapshot | null | undefined): string[] =>
  address
    ? [address.name, address.addition, address.street, address.additionalAddress, `${address.country}-${address.zipCode} ${address.city}`].filter(
        (line): line is string => typeof line === 'string' && line.trim() !== '',
      )
    : [];

export function createOrderAdminService(options: OrderAdminServiceOptions) {
  const now = options.now ?? (() => new Date());

  async function loadOrder(em: EntityManager, id: number): Promise<IOrder> {
    const order = await em.findOne(Order, { id }, { populate: ORDER_POPULATE });
    if (!order) throw notFound();
    return order;
  }
  const readView = async (id: number): Promise<OrderView> => orderView(await loadOrder(options.em(), id), true);
  const announce = (order: IOrder, action: 'created' | 'updated' | 'deleted', change: string): void => {
    void options.events?.emit({ kind: 'order', action, id: order.id, formattedId: order.formattedId, customerId: order.customer.id, change });
  };

  return {
    /**
     * POST /api/order/copy (ADMIN_QUOTE): a new PLACED order of the same customer with the source's
     * addresses, terms and positions (prices as stored; cancelled positions left out; delivered and
     * invoiced quantities, dates and files not copied). Totals recomputed. docs/decisions/651.
     */
    async copyOrder(ctx: RequestContext, rawInput: CopyOrderInput): Promise<OrderView> {
      requireOrderAdmin(ctx);
      const input = copyOrderInputSchema.parse(rawInput);
      const newId = await options.em().transactional(async (em) => {
        const source = await loadOrder(em, input.id);
        const id = await nextRequestId(em, 'shop_order');
        const createdAt = now();
        const order = em.create(Order, {
          ...copiedRequestFields(source),
          id,
          formattedId: formatOrderId(id, createdAt),
          confirmedDeliveryDate: null,
          createdAt,
          updatedAt: createdAt,
        });
        // Cancelled positions, and everything under them, stay behind.
        const copies = new Map<number, IOrderPosition>();
        const skipped = new Set<number>();
        for (const position of parentsFirst(source.positions.getItems())) {
          if (position.storno || (position.parent && skipped.has(position.parent.id))) {
            skipped.add(position.id);
            continue;
          }
          const copy = em.create(OrderPosition, {
            order,
            parent: position.parent ? (copies.get(position.parent.id) ?? null) : null,
            ...copiedPositionFields(position),
            configuration: { ...position.configuration },
            quantityDelivered: null,
            quantityInvoiced: null,
            storno: false,
          });
          copies.set(position.id, copy);
        }
        recomputeTotals(order, [...copies.values()]);
        await em.flush();
        return order.id;
      });
      const view = await readView(newId);
      void options.events?.emit({ kind: 'order', action: 'created', id: view.id, formattedId: view.formattedId, customerId: view.customerId, change: 'copied' });
      return view;
    },

    /**
     * PUT /api/order/{id} (ADMIN_QUOTE): changes order fields (fieldsUpdate) and/or positions
     * (positionUpdate: newPositions, updatePositions), then recomputes the totals. Refused for
     * INVOICED and CANCELED orders; a stale version → conflict (ORDER_CHANGED_MESSAGE).
     */
    async updateOrder(ctx: RequestContext, id: number | string, rawInput: UpdateOrderInput): Promise<OrderView> {
      requireOrderAdmin(ctx);
      const orderId = idSchema.parse(id);
      const input = updateOrderInputSchema.parse(rawInput);
      const changes: string[] = [];
      try {
        await options.em().transactional(async (em) => {
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
          const positions = [...order.positions.getItems()];
          const update = input.positionUpdate;
          if (update && (update.newPositions.length > 0 || update.updatePositions.length > 0)) {
            changes.push('positions');
            const byId = new Map(positions.map((position) => [position.id, position]));
            for (const change of update.updatePositions) {
              const position = byId.get(change.id);
              if (!position) throw new EngineError('not_found', [{ message: POSITION_NOT_FOUND_MESSAGE, params: { id: change.id }, field: 'updatePositions' }]);
              const { id: _id, ...values } = change;
              for (const [key, value] of Object.entries(values)) {
                if (value !== undefined) (position as unknown as Record<string, unknown>)[key] = value;
              }
            }
            const productIds = [...new Set(update.newPositions.map((position) => position.productId).filter((value): value is number => typeof value === 'number'))];
            const products = new Map((productIds.length > 0 ? await em.find(Product, { id: { $in: productIds } }) : []).map((product) => [product.id, product]));
            const byKey = new Map<string, IOrderPosition>();
            const nextSort = Math.max(-1, ...positions.map((position) => position.sortOrder)) + 1;
            update.newPositions.forEach((raw, index) => {
              const product = raw.productId ? products.get(raw.productId) : undefined;
              if (raw.productId && !product) throw new EngineError('not_found', [{ message: 'Der Eintrag wurde nicht gefunden.', field: `newPositions.${index}.productId` }]);
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
                configuration: raw.configuration,
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
          // Always a new version, also when only a position changed.
          order.updatedAt = now();
          await em.flush();
        });
      } catch (error) {
        if (error instanceof OptimisticLockError) throw new EngineError('conflict', ORDER_CHANGED_MESSAGE, { cause: error });
        throw error;
      }
      const view = await readView(orderId);
      void options.events?.emit({ kind: 'order', action: 'updated', id: view.id, formattedId: view.formattedId, customerId: view.customerId, change: changes.join(',') });
      return view;
    },

    /**
     * DELETE /api/order/{id} (ADMIN_QUOTE): removes an order for good (with its positions), only
     * while PLACED or CANCELED, unpaid and with nothing delivered or invoiced. docs/decisions/653.
     */
    async deleteOrder(ctx: RequestContext, id: number | string, rawInput: DeleteOrderInput = {}): Promise<{ deleted: true; id: number }> {
      requireOrderAdmin(ctx);
      const orderId = idSchema.parse(id);
      const input = deleteOrderInputSchema.parse(rawInput);
      let deleted: IOrder | undefined;
      try {
        await options.em().transactional(async (em) => {
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
      if (deleted) announce(deleted, 'deleted', 'deleted');
      return { deleted: true, id: orderId };
    },

    /**
     * GET /api/order/delivery-information (public; the checkout's date picker): the lead time
     * of the shop mode, the earliest selectable delivery date and the holidays and company
     * closures ahead. docs/decisions/655-delivery-information.md.
     */
    async deliveryInformation(ctx: RequestContext, rawQuery: DeliveryInformationQuery = {}): Promise<DeliveryInformation> {
      const query = deliveryInformationQuerySchema.parse(rawQuery);
      const shopMode: LeadTimeShopMode = query.shopMode ?? (ctx.shopMode === 'moebel' ? 'moebel' : 'verpackung');
      const closures = await loadCompanyClosures(options.em());
      const calendar = createWorkCalendar(closures);
      const leadTime = (await loadLeadTimes(options.em()))[shopMode];
      const today = isoDateInZurich(now());
      const closedDates: DeliveryInformation['closedDates'] = [];
      for (let offset = 0; offset < query.days; offset++) {
        const date = addDays(today, offset);
        const reason = calendar.closedReason(date);
        if (reason?.kind === 'holiday') closedDates.push({ date, reason: 'holiday', name: reason.holiday.name });
        if (reason?.kind === 'closure') closedDates.push({ date, reason: 'closure', name: null });
      }
      return {
        shopMode,
        today,
        // The default is the lead time of /admin/Settings (decision 784).
        leadTimeDays: { minimum: LEAD_TIME_DAYS[shopMode].minimum, default: leadTime },
        earliestDeliveryDate: earliestDeliveryDate({ shopMode, today, calendar, leadTime }) as IsoDate,
        closedDates,
      };
    },

    /**
     * PUT /api/order/{id}/notification (ADMIN_QUOTE): mails the customer the order's state,
     * delivery date and positions in the order's locale (to the invoice e-mail, else the
     * customer's contact person or login; or to `email`). docs/decisions/656-order-notifications.md.
     */
    async notifyCustomer(ctx: RequestContext, id: number | string, rawInput: OrderNotificationInput = {}): Promise<NotificationResult> {
      requireOrderAdmin(ctx);
      const orderId = idSchema.parse(id);
      const input = orderNotificationInputSchema.parse(rawInput);
      const em = options.em();
      const order = await loadOrder(em, orderId);
      let to = input.email ?? order.invoiceEmail ?? null;
      if (!to) {
        const contact = await em.findOne(ContactPerson, { customer: order.customer.id, email: { $ne: null } }, { orderBy: { id: 'asc' } });
        const user = contact ? null : await em.findOne(User, { customer: order.customer.id }, { orderBy: { id: 'asc' } });
        to = contact?.email ?? user?.email ?? null;
      }
      if (!to) throw new EngineError('invalid', [{ message: ORDER_NO_RECIPIENT_MESSAGE, params: { order: order.formattedId } }]);
      const locale: Locale = resolveLocale(order.locale);
      const texts = mailTexts[locale === 'fr-FR' ? 'fr' : locale === 'en-US' ? 'en' : 'de'];
      const status = translateMessage(`orderStatus.${statusName(order.orderStatusId)}`, undefined, locale);
      const confirmed = dateString(order.confirmedDeliveryDate);
      const requested = dateString(order.requestedDeliveryDate);
      const tracking = (await options.trackingNumberOf?.(order.id)) ?? null;
      const lines = [
        texts.greeting,
        '',
        texts.state(order.formattedId, formatDateCh(isoDateInZurich(order.createdAt)), status),
        ...(confirmed ? [`${texts.confirmed}: ${formatDateCh(confirmed)}`] : requested ? [`${texts.requested}: ${formatDateCh(requested)}`] : []),
        ...(tracking ? [`${texts.tracking}: ${tracking} (https://www.fedex.com/fedextrack/?trknbr=${tracking})`] : []),
        ...(input.message ? ['', input.message] : []),
        '',
        `${texts.positions}:`,
        ...order.positions
          .getItems()
          .filter((position) => !position.parent && !position.storno)
          .map((position) => {
            const state = positionStatus(position);
            return `- ${position.quantity} × ${position.name}${state ? ` (${translateMessage(`positionStatus.${state}`, undefined, locale)})` : ''}`;
          }),
        '',
        `${texts.overview}: ${new URL('/user/profile/bestellungen', options.publicUrl).toString()}`,
        '',
        texts.closing,
      ];
      const subject = texts.subject(order.formattedId, status);
      await options.mailer.send({ to, subject, text: lines.join('\n') });
      return { message: EXECUTED_MESSAGE, to, subject };
    },

    /**
     * PUT /api/order/{id}/notification-carrier (ADMIN_QUOTE): a pickup notice in German to the
     * carrier (own trucks: dispatch; FedEx: its pickup address from the settings) with the date,
     * the delivery address and the positions. The FedEx API itself is a later issue.
     * docs/decisions/656-order-notifications.md.
     */
    async notifyCarrier(ctx: RequestContext, id: number | string, rawInput: CarrierNotificationInput = {}): Promise<NotificationResult & { carrierId: string }> {
      requireOrderAdmin(ctx);
      const orderId = idSchema.parse(id);
      const input = carrierNotificationInputSchema.parse(rawInput);
      const em = options.em();
      const order = await loadOrder(em, orderId);
      const carriers = await listCarriersWith(em);
      const wanted =
        input.carrierId ??
        (order.deliveryType === DeliveryType.FEDEX ? CarrierKind.FEDEX : order.deliveryType === DeliveryType.PICKUP ? undefined : `TRUCK-${DEFAULT_TRUCK_ID}`);
      if (wanted === undefined) throw new EngineError('invalid', [{ message: CARRIER_NONE_MESSAGE, params: { order: order.formattedId } }]);
      const carrier = carriers.find((candidate) => candidate.id === wanted) ?? (wanted.startsWith('TRUCK-') ? carriers.find((candidate) => candidate.kind === CarrierKind.TRUCK) : undefined);
      if (!carrier) throw new EngineError('not_found', [{ message: 'Der Eintrag wurde nicht gefunden.', field: 'carrierId' }]);
      if (!carrier.email) throw new EngineError('invalid', [{ message: CARRIER_NO_EMAIL_MESSAGE, params: { carrier: carrier.name } }]);
      const date = input.pickupDate ?? dateString(order.confirmedDeliveryDate) ?? dateString(order.requestedDeliveryDate);
      const subject = `${carrier.kind === CarrierKind.FEDEX ? 'Abholauftrag' : 'Lieferauftrag'} ${order.formattedId}`;
      const lines = [
        'Guten Tag',
        '',
        carrier.kind === CarrierKind.FEDEX
          ? `Bitte holen Sie die Sendung der Bestellung ${order.formattedId} bei uns ab.`
          : `Bitte liefern Sie die Bestellung ${order.formattedId} mit ${carrier.name} aus.`,
        `Datum: ${date ? formatDateCh(date) : 'nach Absprache'}`,
        ...(order.orderReference ? [`Referenz: ${order.orderReference}`] : []),
        '',
        'Lieferadresse:',
        ...addressLines(order.deliveryAddress),
        '',
        'Positionen:',
        ...order.positions
          .getItems()
          .filter((position) => !position.parent && !position.storno)
          .map((position) => `- ${position.quantity} × ${position.name}`),
        ...(input.message ? ['', input.message] : []),
        '',
        'Freundliche Grüsse\nHolzwerk',
      ];
      await options.mailer.send({ to: carrier.email, subject, text: lines.join('\n') });
      return { message: EXECUTED_MESSAGE, to: carrier.email, subject, carrierId: carrier.id };
    },

    /** GET /api/order/carriers (any admin): the own trucks and FedEx with their notification address. */
    async listCarriers(ctx: RequestContext): Promise<CarrierView[]> {
      requirePermission(ctx, 'admin');
      return listCarriersWith(options.em());
    },
  };
}
export type OrderAdminService = ReturnType<typeof createOrderAdminService>;

async function listCarriersWith(em: EntityManager): Promise<CarrierView[]> {
  const [trucks, contacts] = await Promise.all([em.find(Truck, {}, { orderBy: { id: 'asc' } }), loadCarrierContacts(em)]);
  return [
    ...trucks.map((truck) => ({
      id: `TRUCK-${truck.id}`,
      kind: CarrierKind.TRUCK,
      name: truck.name,
      deliveryType: DeliveryType.TRUCK,
      truckId: truck.id,
      email: contacts.TRUCK,
    })),
    { id: CarrierKind.FEDEX, kind: CarrierKind.FEDEX, name: 'FedEx', deliveryType: DeliveryType.FEDEX, truckId: null, email: contacts.FEDEX },
  ];
}
