import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { completeConfigurationsOf } from '../catalog/configuration-check';
import { Product } from '../catalog/product.entity';
import { calculateTotals, type Totals } from './totals';
import type { RequestContext } from '../context';
import type { addressInputSchema } from '../customers/address-service';
import { storedPostalAddress, type PostalAddressLike } from '../validation/postal-address';
import { Address, ContactPerson, Customer, type ICustomer } from '../customers/customer.entity';
import { EngineError, NOT_FOUND_MESSAGE } from '../errors';
import { toMoneyString } from '../money/money';
import type { OrderPrice, PricingService } from '../pricing/pricing-service';
import { normalizeCountryCode } from '../validation/countries';
import { CustomerRequestType, OrderStatus, PaymentStatus } from './enums';
import { deliveryTypeOf, isPickup, type DeliveryType } from '../shipping/delivery';
import { OrderPosition, type AddressSnapshot, type IOrder, type IOrderPosition, type IQuote } from './request.entity';
import type { ParsedPlaceOrder } from './request-schema';

/**
 * What placing an order and requesting a quote share (orders/order-service.ts placeOrder,
 * quotes/quote-service.ts placeQuote): the address snapshots, pricing the cart on the server, the
 * guest customer, the id from the sequence, the fields both entities carry and the cart's
 * positions; and what the back office's copy and update calls of both share (copied fields,
 * recomputed totals). The entity-specific parts (Order vs Quote, idempotency, quote defaults,
 * mails) stay in the services.
 */

const NOT_FOUND = NOT_FOUND_MESSAGE;

/** An address as a form, a draft or a saved address carries it. */
export interface AddressFields extends Omit<PostalAddressLike, 'country'> {
  id?: number | undefined;
  /** CH when missing. */
  country?: string | null | undefined;
}

/** The address as stored on an order or a quote (country normalized, CH by default). */
export function snapshotOf(address: AddressFields): AddressSnapshot {
  return {
    ...(address.id === undefined ? {} : { id: address.id }),
    ...storedPostalAddress({ ...address, country: normalizeCountryCode(address.country ?? 'CH') }),
  };
}

/** An address of a request: a saved one by id, or a full address (orderAddressSchema's output). */
export type RequestAddressInput = { id: number } | z.output<typeof addressInputSchema>;

export interface ResolvedAddress {
  snapshot: AddressSnapshot;
  /** The saved address's id, when the input named one. */
  savedId?: number;
}

/** A saved address of `customerId` by id (another customer's, or none without a customer → not found), or the full address, as a snapshot. */
export async function resolveAddress(em: EntityManager, customerId: number | undefined, input: RequestAddressInput): Promise<ResolvedAddress> {
  if ('name' in input) return { snapshot: snapshotOf({ ...input, id: undefined }) };
  const address = customerId === undefined ? null : await em.findOne(Address, { id: input.id, customer: customerId, deletedAt: null });
  if (!address) throw new EngineError('not_found', NOT_FOUND);
  return { snapshot: snapshotOf(address), savedId: address.id };
}

/** The next id of an order or a quote from its sequence: unique and gap-tolerant under concurrency (the display number needs it before the insert). */
export async function nextRequestId(em: EntityManager, table: 'shop_order' | 'quote'): Promise<number> {
  const rows = await em.execute<{ id: number | string }[]>(`select nextval(pg_get_serial_sequence('${table}', 'id')) as id`);
  return Number(rows[0]?.id);
}

/** The stored totals of an order or a quote. */
export function totalsFields(totals: Totals) {
  return {
    hasVat: !totals.vatRate.isZero(),
    vatRate: totals.vatRate.toFixed(4),
    total: toMoneyString(totals.total),
    vatAmount: toMoneyString(totals.vat),
    grandTotal: toMoneyString(totals.grandTotal),
  };
}

type TotalsTarget = Pick<IOrder, 'deliveryType' | 'discount' | 'deliveryCost' | 'deliveryAddress' | 'hasVat' | 'vatRate' | 'total' | 'vatAmount' | 'grandTotal'>;

/** Recomputes total, VAT and grand total of an order or a quote from its positions (roots, not cancelled), discount and delivery cost (after an admin change). */
export function recomputeTotals(target: TotalsTarget, positions: readonly IOrderPosition[]): void {
  const totals = calculateTotals({
    // Only "has a parent" counts: a parent created in the same change has no id before the flush.
    lines: positions.map((position) => ({ parentId: position.parent ? 1 : null, pricePerOne: position.pricePerOne ?? null, quantity: position.quantity, storno: position.storno })),
    discount: target.discount,
    deliveryCost: target.deliveryCost ?? null,
    isPickup: isPickup(target.deliveryType),
    deliveryCountry: target.deliveryAddress?.country ?? null,
  });
  Object.assign(target, totalsFields(totals));
}

/** A checkout (POST /api/order, POST /api/quote) with its addresses resolved: enough to tell a retry apart. */
export interface RequestDraft {
  input: ParsedPlaceOrder;
  shopMode: 'verpackung' | 'moebel';
  invoice: ResolvedAddress;
  delivery: ResolvedAddress;
  deliveryType: DeliveryType;
}

export const shopModeOf = (ctx: RequestContext): 'verpackung' | 'moebel' => (ctx.shopMode === 'moebel' ? 'moebel' : 'verpackung');

/** The caller's shop mode and the checkout's address snapshots (saved addresses only of the caller's own customer). */
export async function resolveRequest(em: EntityManager, ctx: RequestContext, input: ParsedPlaceOrder): Promise<RequestDraft> {
  const invoice = await resolveAddress(em, ctx.customerId, input.invoiceAddress);
  const delivery = await resolveAddress(em, ctx.customerId, input.deliveryAddress);
  return { input, shopMode: shopModeOf(ctx), invoice, delivery, deliveryType: deliveryTypeOf(input.deliveryMode) };
}

/**
 * The cart items' configurations as a placed request stores them: completed by the one rule
 * (decision 1088), so that a retried submission is recognised as the same one. A configuration
 * the rule refuses now stays as it was sent (the retry then prices and is refused).
 */
export async function storedConfigurations(
  em: EntityManager,
  ctx: RequestContext,
  items: readonly { productId: number; configuration: Record<string, string> }[],
): Promise<Record<string, string>[]> {
  try {
    return await completeConfigurationsOf(em, items, { locale: ctx.locale });
  } catch (error) {
    if (EngineError.is(error) && error.kind === 'invalid') return items.map((item) => ({ ...item.configuration }));
    throw error;
  }
}

/** A draft priced on the server, with its totals and the ordering customer (null for a guest). */
export interface PricedRequest extends RequestDraft {
  price: OrderPrice;
  deliveryCost: string | null;
  totals: Totals;
  customer: ICustomer | null;
  requestType: CustomerRequestType;
}

/**
 * Prices the cart on the server (a price a client sent never counts; an unavailable price refuses
 * the request with `unavailableMessage`) and computes totals and VAT. Call it BEFORE the
 * transaction: the pricing service opens its own EntityManager.
 */
export async function priceRequest(
  em: EntityManager,
  ctx: RequestContext,
  pricing: Pick<PricingService, 'orderPrice'>,
  draft: RequestDraft,
  unavailableMessage: string,
): Promise<PricedRequest> {
  const { input, delivery } = draft;
  const price = await pricing.orderPrice(ctx, {
    cartItems: input.cartItems.map((item) => ({ productId: item.productId, quantity: item.quantity, configuration: item.configuration })),
    country: delivery.snapshot.country,
    zipCode: delivery.snapshot.zipCode,
    deliveryMode: input.deliveryMode,
    ...(delivery.savedId === undefined ? {} : { deliveryAddressId: delivery.savedId }),
    ...(input.carrierServiceType ? { carrierServiceType: input.carrierServiceType } : {}),
  });
  const unavailable = price.cartPrice.items.find((item) => !item.available || item.pricePerOne === null);
  if (unavailable) {
    const product = await em.findOne(Product, { id: unavailable.productId });
    throw new EngineError('invalid', [{ message: unavailableMessage, params: { product: product?.name ?? String(unavailable.productId) }, field: 'cartItems' }]);
  }
  const pickup = isPickup(input.deliveryMode);
  const deliveryCost = pickup ? '0.00' : price.shippingCost.effectiveCost;
  const totals = calculateTotals({
    lines: price.cartPrice.items.map((item) => ({ pricePerOne: item.pricePerOne, quantity: item.quantity })),
    discount: price.discount,
    deliveryCost,
    isPickup: pickup,
    deliveryCountry: delivery.snapshot.country,
  });
  const customer = ctx.customerId === undefined ? null : await em.findOne(Customer, { id: ctx.customerId, deletedAt: null });
  if (ctx.customerId !== undefined && !customer) throw new EngineError('not_found', NOT_FOUND);
  const requestType = input.customerRequestType ?? (draft.shopMode === 'moebel' ? CustomerRequestType.MOEBEL : CustomerRequestType.VERPACKUNG);
  return { ...draft, price, deliveryCost, totals, customer, requestType };
}

/**
 * Inside the transaction: the owner (the caller's customer, or a new GUEST customer with its
 * contact person), the new id from `table`'s sequence and the fields an order and a quote placed
 * from a checkout share. The caller adds the display number and its own fields, creates the
 * entity and then writes the cart with {@link writeCartPositions}.
 */
export async function startRequest(em: EntityManager, ctx: RequestContext, request: PricedRequest, table: 'shop_order' | 'quote', createdAt: Date) {
  const { input, customer, price, deliveryCost, totals } = request;
  const owner = customer === null ? em.create(Customer, { kind: 'GUEST' }) : em.getReference(Customer, customer.id);
  if (customer === null) {
    em.create(ContactPerson, {
      customer: owner,
      email: input.invoiceEmail,
      firstName: input.contact?.firstName ?? null,
      lastName: input.contact?.lastName ?? null,
      phone: input.contact?.phone ?? null,
    });
  }
  const products = new Map(
    (await em.find(Product, { id: { $in: [...new Set(input.cartItems.map((item) => item.productId))] } })).map((product) => [product.id, product]),
  );
  const id = await nextRequestId(em, table);
  const fields = {
    id,
    customer: owner,
    orderStatusId: OrderStatus.PLACED,
    paymentStatusId: PaymentStatus.OPEN,
    paymentMethodId: input.paymentMethodId,
    paymentTerm: customer?.paymentTerm ?? null,
    skonto: customer?.skonto ?? null,
    orderPerson: customer === null ? [input.contact?.firstName, input.contact?.lastName].filter(Boolean).join(' ') || null : (ctx.email ?? null),
    orderReference: input.orderReference,
    comment: input.orderComment,
    invoiceEmail: input.invoiceEmail,
    discount: price.discount,
    invoiceAddress: request.invoice.snapshot,
    deliveryAddress: request.delivery.snapshot,
    deliveryCost: deliveryCost === null ? null : toMoneyString(deliveryCost),
    requestedDeliveryDate: input.requestedDeliveryDate as never,
    pickupSlot: isPickup(request.deliveryType) ? input.pickupSlot : null,
    customerRequestType: request.requestType,
    deliveryType: request.deliveryType,
    ...totalsFields(totals),
    shopTypeId: request.shopMode === 'moebel' ? 2 : 1,
    locale: ctx.locale,
    idempotencyKey: input.idempotencyKey,
    createdAt,
    updatedAt: createdAt,
  };
  return { fields, products };
}

/** The priced cart items as PRODUCT positions of the new order or quote, in cart order. */
export function writeCartPositions(
  em: EntityManager,
  owner: { order: IOrder } | { quote: IQuote },
  request: PricedRequest,
  products: ReadonlyMap<number, { name: string }>,
): void {
  request.price.cartPrice.items.forEach((item, index) => {
    em.create(OrderPosition, {
      ...owner,
      type: 'PRODUCT',
      product: em.getReference(Product, item.productId),
      name: products.get(item.productId)?.name ?? String(item.productId),
      configuration: item.configuration,
      quantity: item.quantity,
      pricePerOne: item.pricePerOne,
      customerRef: request.input.cartItems[index]?.customerRef ?? null,
      sortOrder: index,
    });
  });
}

/** The fields a back-office copy of an order or a quote takes over from its source (a new request: placed, open, no requested date). */
export function copiedRequestFields(source: IOrder | IQuote) {
  return {
    customer: source.customer,
    orderStatusId: OrderStatus.PLACED,
    paymentStatusId: PaymentStatus.OPEN,
    paymentMethodId: source.paymentMethodId ?? null,
    paymentTerm: source.paymentTerm ?? null,
    skonto: source.skonto ?? null,
    orderPerson: source.orderPerson ?? null,
    externalCustomerNo: source.externalCustomerNo ?? null,
    orderReference: source.orderReference ?? null,
    comment: source.comment ?? null,
    invoiceEmail: source.invoiceEmail ?? null,
    discount: source.discount,
    invoiceAddress: source.invoiceAddress ?? null,
    deliveryAddress: source.deliveryAddress ?? null,
    deliveryCost: source.deliveryCost ?? null,
    requestedDeliveryDate: null,
    customerRequestType: source.customerRequestType,
    deliveryType: source.deliveryType ?? null,
    currencyId: source.currencyId,
    shopTypeId: source.shopTypeId,
    locale: source.locale,
  };
}

/** The fields a copy of a position takes over (the caller sets owner and parent, and overrides what it resets). */
export function copiedPositionFields(position: IOrderPosition) {
  return {
    type: position.type,
    product: position.product ?? null,
    name: position.name,
    configuration: position.configuration,
    quantity: position.quantity,
    pricePerOne: position.pricePerOne ?? null,
    detail: position.detail ?? null,
    childrenVisible: position.childrenVisible,
    storno: position.storno,
    externalCustomerNo: position.externalCustomerNo ?? null,
    customerRef: position.customerRef ?? null,
    newProductImage: position.newProductImage ?? null,
    alternateProductImage: position.alternateProductImage ?? null,
    key: position.key ?? null,
    sortOrder: position.sortOrder,
  };
}
