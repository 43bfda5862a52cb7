import { INSURANCE_SERVICE_PRODUCT_TYPE_ID } from '../catalog/enums';
import type { MoneyString } from '../money/money';
import { CustomerRequestType, PaymentOption } from '../requests/enums';

/**
 * Cart rules (000 §3, §4): merging, quantities, mutability, local storage keys and restore, and
 * the cart of a quote order. Pure: every function returns a new list, the input stays unchanged.
 * (orders/enums is a leaf module of constants; importing it does not pull in the orders domain.)
 */

// --- mutability --------------------------------------------------------------------------------

/** Mutability bit flags of a cart item (000 §3). */
export const MutabilityFlag = { QUANTITY: 1, REMOVE: 2 } as const;

/** Mutability levels: immutable, removable only, quantity-changeable, all (the default). */
export const CartItemMutability = {
  IMMUTABLE: 0,
  QUANTITY_CHANGEABLE: MutabilityFlag.QUANTITY,
  REMOVABLE_ONLY: MutabilityFlag.REMOVE,
  ALL: MutabilityFlag.QUANTITY | MutabilityFlag.REMOVE,
} as const;
export type CartItemMutability = (typeof CartItemMutability)[keyof typeof CartItemMutability];
export const DEFAULT_CART_ITEM_MUTABILITY: CartItemMutability = CartItemMutability.ALL;

export function canChangeQuantity(mutability: number | undefined = DEFAULT_CART_ITEM_MUTABILITY): boolean {
  return (mutability & MutabilityFlag.QUANTITY) !== 0;
}

export function canRemove(mutability: number | undefined = DEFAULT_CART_ITEM_MUTABILITY): boolean {
  return (mutability & MutabilityFlag.REMOVE) !== 0;
}

// --- items -------------------------------------------------------------------------------------

/**
 * Attribute name → chosen value: a string, number or boolean, as POST /api/product/order-price
 * and the order take it (the OpenAPI document's cart item, decision 1186).
 */
export type CartConfiguration = Readonly<Record<string, string | number | boolean>>;

function isConfigurationValue(value: unknown): value is CartConfiguration[string] {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

export interface CartItem<P extends { id: number } = { id: number }> {
  product: P;
  configuration: CartConfiguration;
  quantity: number;
  customerRef?: string | undefined;
  productImageUrl?: string | null | undefined;
  pricePerOne?: MoneyString | null | undefined;
  mutability?: CartItemMutability | undefined;
  positionId?: number | null | undefined;
}

/** A quantity as the cart keeps it (000 §4): a non-number or non-positive value becomes 0. */
export function normalizeQuantity(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** JSON with object keys sorted at every level, so equal configurations give equal text. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableStringify(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Identity of a cart line: product id + configuration, independent of property order. */
export function cartItemKey(productId: number, configuration: CartConfiguration): string {
  return `${productId}:${stableStringify(configuration)}`;
}

export function keyOfItem(item: Pick<CartItem, 'product' | 'configuration'>): string {
  return cartItemKey(item.product.id, item.configuration);
}

/** Local storage: one entry per item under this prefix + the item key (000 §4). */
export const CART_ITEM_STORAGE_PREFIX = 'cart-item:';

export function cartItemStorageKey(item: Pick<CartItem, 'product' | 'configuration'>): string {
  return `${CART_ITEM_STORAGE_PREFIX}${keyOfItem(item)}`;
}

/**
 * Adds an item (000 §4): the same product id and configuration adds to the existing quantity,
 * anything else is appended with the default mutability.
 */
export function addCartItem<I extends CartItem>(items: readonly I[], item: I): I[] {
  const key = keyOfItem(item);
  const quantity = normalizeQuantity(item.quantity);
  const index = items.findIndex((existing) => keyOfItem(existing) === key);
  if (index === -1) return [...items, { ...item, quantity, mutability: item.mutability ?? DEFAULT_CART_ITEM_MUTABILITY }];
  return items.map((existing, i) => (i === index ? { ...existing, quantity: normalizeQuantity(existing.quantity) + quantity } : existing));
}

/** Sets a quantity (normalized); items whose quantity may not change stay as they are. */
export function setCartItemQuantity<I extends CartItem>(items: readonly I[], key: string, quantity: unknown): I[] {
  return items.map((item) =>
    keyOfItem(item) === key && canChangeQuantity(item.mutability) ? { ...item, quantity: normalizeQuantity(quantity) } : item,
  );
}

/** Removes an item; items that may not be removed stay. */
export function removeCartItem<I extends CartItem>(items: readonly I[], key: string): I[] {
  return items.filter((item) => keyOfItem(item) !== key || !canRemove(item.mutability));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A product id the shop can use: a positive whole number. */
export function isValidProductId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * The stored entries restored on start (000 §4, 001 §4): only those with a product (with a valid
 * id), a quantity and a configuration.
 */
export function restorableCartEntries(entries: readonly unknown[]): CartItem[] {
  return entries.filter((entry): entry is CartItem => {
    if (!isRecord(entry) || !isRecord(entry.product) || !isRecord(entry.configuration)) return false;
    // A value the server would refuse (null, an object) would keep the cart unpriced for ever.
    if (!Object.values(entry.configuration).every(isConfigurationValue)) return false;
    return isValidProductId(entry.product.id) && entry.quantity !== undefined && entry.quantity !== null;
  });
}

// --- quote order cart --------------------------------------------------------------------------

/** The fields of a quote position the quote cart reads. */
export interface QuotePositionLike {
  id: number;
  storno?: boolean | null | undefined;
  /** Product type of the position's product. */
  productTypeId?: number | null | undefined;
}

/** Insurance-service items (product type 1115) may only be removed; all others are fixed (000 §4). */
export function quoteItemMutability(position: QuotePositionLike): CartItemMutability {
  return position.productTypeId === INSURANCE_SERVICE_PRODUCT_TYPE_ID ? CartItemMutability.REMOVABLE_ONLY : CartItemMutability.IMMUTABLE;
}

export interface QuoteCartState<P extends QuotePositionLike> {
  items: { position: P; mutability: CartItemMutability }[];
  /** Positions the customer removed (sent with the order). */
  removed: P[];
}

/** The cart of a quote order: cancelled (storno) positions left out, each with its mutability. */
export function createQuoteCart<P extends QuotePositionLike>(positions: readonly P[]): QuoteCartState<P> {
  return {
    items: positions.filter((position) => !position.storno).map((position) => ({ position, mutability: quoteItemMutability(position) })),
    removed: [],
  };
}

/** Removes a removable item and records it in the removed list; fixed items stay. */
export function removeQuoteCartItem<P extends QuotePositionLike>(state: QuoteCartState<P>, positionId: number): QuoteCartState<P> {
  const item = state.items.find((entry) => entry.position.id === positionId);
  if (!item || !canRemove(item.mutability)) return state;
  return { items: state.items.filter((entry) => entry !== item), removed: [...state.removed, item.position] };
}

/** Changing a quantity in a quote order does nothing (000 §4). */
export function setQuoteCartQuantity<P extends QuotePositionLike>(state: QuoteCartState<P>, _positionId: number, _quantity: unknown): QuoteCartState<P> {
  return state;
}

/** A quote order starts with prepayment (000 §4). */
export const QUOTE_DEFAULT_PAYMENT_OPTION: PaymentOption = PaymentOption.PREPAYMENT;

/** Invoice payment is refused for artwork requests (000 §4). */
export function isQuotePaymentAllowed(option: PaymentOption, requestType: string | null | undefined): boolean {
  return !(option === PaymentOption.INVOICE && requestType === CustomerRequestType.ARTWORK);
}

/** The payment options offered for a quote order of a request type. */
export function quotePaymentOptions(requestType: string | null | undefined, options: readonly PaymentOption[] = Object.values(PaymentOption)): PaymentOption[] {
  return options.filter((option) => option !== PaymentOption.CHOOSE && isQuotePaymentAllowed(option, requestType));
}
