import { z } from 'zod';
import { isIsoDate } from '../calendar/iso-date';
import { isDecimalString } from '../money/money';
import { CustomerRequestType, PaymentMethod, PaymentStatus, PositionType } from '../requests/enums';
import { DELIVERY_TYPES } from '../shipping/delivery';
import { orderAddressSchema } from '../requests/request-schema';
import { idSchema } from '../validation/ids';
import { choiceInput, DECIMAL_LIMIT, integerInput } from '../validation/numbers';
import { configurationChangeSchema, configurationSchema } from '../validation/schemas';

/** What staff may send to change an order (001 §7 Orders): the bodies of copy, update and delete, and the field parsers the order calls share. */

export const ORDER_NOT_CHANGEABLE_MESSAGE = 'Die Bestellung im Status {status} kann nicht mehr geändert werden.';
export const ORDER_NOT_DELETABLE_MESSAGE = 'Die Bestellung im Status {status} kann nicht gelöscht werden.';
export const ORDER_IN_PROGRESS_MESSAGE = 'Die Bestellung ist bereits bezahlt, geliefert oder verrechnet und kann nicht gelöscht werden.';
export const ORDER_STILL_USED_MESSAGE = 'Objekt wird noch verwendet und konnte daher nicht gelöscht werden.';
export const POSITION_NOT_FOUND_MESSAGE = 'Die Position {id} gehört nicht zu dieser Bestellung.';
export const POSITION_NOT_REMOVABLE_MESSAGE = 'Die Position {name} ist schon geliefert oder verrechnet; stornieren Sie sie statt sie zu entfernen.';


const nullableId = z.preprocess((value) => (value === '' ? null : value), idSchema.nullable());
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
export const isoDateOrNull = z
  .string()
  .nullish()
  .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim()))
  .refine((value) => value === null || isIsoDate(value), { message: 'validation.date' });
const moneyOrNull = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim()))
  .refine((value) => value === null || isDecimalString(value), { message: 'validation.currency' })
  // What numeric(12,2) holds (decision 1091): a larger amount was refused by the database with a 500.
  .refine((value) => value === null || Math.abs(Number(value)) <= DECIMAL_LIMIT, { message: 'validation.maxValue', params: { max: DECIMAL_LIMIT } });
const fractionSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => isDecimalString(value) && Number(value) >= 0 && Number(value) <= 1, { message: 'validation.double' });
const enumValue = (values: readonly number[]) => choiceInput(values);

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
    deliveryType: enumValue(DELIVERY_TYPES).optional(),
  })
  .strip();

/** A position to add: under an existing position (parentId) or under a new one of the same call (parentKey = its key). */
export const newOrderPositionSchema = z
  .object({
    type: z.enum([PositionType.PRODUCT, PositionType.COMPOSITE]).default(PositionType.PRODUCT),
    productId: nullableId.optional(),
    name: z.string().trim().min(1).max(300).optional(),
    configuration: configurationSchema,
    quantity: integerInput((n) => n.min(1).max(1_000_000)),
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
    sortOrder: integerInput().optional(),
  })
  .strip()
  .refine((position) => position.productId || position.name, { message: 'validation.required', path: ['name'] });

/** Changes to an existing position of the order (by id); only the fields sent change. */
export const updateOrderPositionSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1).max(300).optional(),
    configuration: configurationChangeSchema,
    quantity: integerInput((n) => n.min(1).max(1_000_000)).optional(),
    quantityDelivered: z.preprocess((value) => (value === '' ? null : value), integerInput((n) => n.min(0).max(1_000_000)).nullable()).optional(),
    quantityInvoiced: z.preprocess((value) => (value === '' ? null : value), integerInput((n) => n.min(0).max(1_000_000)).nullable()).optional(),
    pricePerOne: moneyOrNull.optional(),
    detail: text(10_000).optional(),
    childrenVisible: z.boolean().optional(),
    storno: z.boolean().optional(),
    externalCustomerNo: text(100).optional(),
    customerRef: text(300).optional(),
    newProductImage: text(500).optional(),
    alternateProductImage: text(500).optional(),
    key: text(100).optional(),
    sortOrder: integerInput().optional(),
  })
  .strip();

/** Body of PUT /api/order/{id} (001 §7): fieldsUpdate, or positionUpdate with newPositions and updatePositions (or both). */
export const updateOrderInputSchema = z
  .object({
    /** The version the caller last read; another one → conflict. */
    version: integerInput((n) => n.positive()).optional(),
    /**
     * Tell the customer what the position changes changed (a mail in the order's language, with the
     * changes not told before); false: they are kept on the order as untold changes (decision 1146).
     */
    notifyCustomer: z.preprocess((value) => (value === 'on' || value === 'true' ? true : value === '' || value === 'false' ? false : value), z.boolean()).default(false),
    fieldsUpdate: orderFieldsUpdateSchema.optional(),
    positionUpdate: z
      .object({
        newPositions: z.array(newOrderPositionSchema).max(500).default([]),
        updatePositions: z.array(updateOrderPositionSchema).max(2000).default([]),
        /** Positions to take out of the order with everything under them (decision 1145): only while nothing of them is delivered or invoiced; else storno. */
        removePositions: z.array(idSchema).max(2000).default([]),
      })
      .strip()
      .optional(),
  })
  .strip()
  .refine((input) => input.fieldsUpdate !== undefined || input.positionUpdate !== undefined, { message: 'validation.required', path: ['fieldsUpdate'] });
export type UpdateOrderInput = z.input<typeof updateOrderInputSchema>;

/** Body of DELETE /api/order/{id} (optional). */
export const deleteOrderInputSchema = z.object({ version: integerInput((n) => n.positive()).optional() }).strip();
export type DeleteOrderInput = z.input<typeof deleteOrderInputSchema>;

