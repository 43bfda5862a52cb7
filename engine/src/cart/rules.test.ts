import { describe, expect, it } from 'vitest';
import { PaymentOption } from '../requests/enums';
import {
  CART_ITEM_STORAGE_PREFIX,
  CartItemMutability,
  DEFAULT_CART_ITEM_MUTABILITY,
  MutabilityFlag,
  QUOTE_DEFAULT_PAYMENT_OPTION,
  addCartItem,
  canChangeQuantity,
  canRemove,
  cartItemKey,
  cartItemStorageKey,
  createQuoteCart,
  isQuotePaymentAllowed,
  isValidProductId,
  keyOfItem,
  normalizeQuantity,
  quoteItemMutability,
  quotePaymentOptions,
  removeCartItem,
  removeQuoteCartItem,
  restorableCartEntries,
  setCartItemQuantity,
  setQuoteCartQuantity,
  stableStringify,
  type CartConfiguration,
  type CartItem,
} from './rules';

const kiste = (configuration: CartConfiguration, quantity: number, extra: Partial<CartItem> = {}): CartItem => ({
  product: { id: 7 },
  configuration,
  quantity,
  ...extra,
});

describe('cart item mutability (000 §3)', () => {
  it('R000-3.07 bit flags QUANTITY 1, REMOVE 2; R000-3.08 levels immutable, removable only, quantity-changeable, all (default)', () => {
    expect(MutabilityFlag).toEqual({ QUANTITY: 1, REMOVE: 2 });
    expect(CartItemMutability).toEqual({ IMMUTABLE: 0, QUANTITY_CHANGEABLE: 1, REMOVABLE_ONLY: 2, ALL: 3 });
    expect(DEFAULT_CART_ITEM_MUTABILITY).toBe(CartItemMutability.ALL);
  });

  it.each([
    [CartItemMutability.IMMUTABLE, false, false],
    [CartItemMutability.QUANTITY_CHANGEABLE, true, false],
    [CartItemMutability.REMOVABLE_ONLY, false, true],
    [CartItemMutability.ALL, true, true],
    [undefined, true, true],
  ] as const)('R000-3.07 mutability %s: quantity %s, remove %s', (mutability, quantity, remove) => {
    expect(canChangeQuantity(mutability)).toBe(quantity);
    expect(canRemove(mutability)).toBe(remove);
  });
});

describe('cart rules (000 §4)', () => {
  it('R000-4.30 the same product id and configuration adds to the existing quantity, whatever the property order', () => {
    const first = addCartItem([], kiste({ Länge: '120', Breite: '80' }, 2));
    expect(first[0]?.mutability).toBe(CartItemMutability.ALL);
    const merged = addCartItem(first, kiste({ Breite: '80', Länge: '120' }, 3));
    expect(merged).toHaveLength(1);
    expect(merged[0]?.quantity).toBe(5);
    const other = addCartItem(merged, kiste({ Länge: '100', Breite: '80' }, 1));
    expect(other).toHaveLength(2);
    const otherProduct = addCartItem(other, { ...kiste({ Länge: '120', Breite: '80' }, 1), product: { id: 8 } });
    expect(otherProduct).toHaveLength(3);
    expect(first).toHaveLength(1);
    expect(first[0]?.quantity).toBe(2);
  });

  it.each([
    [3, 3],
    [0.5, 0.5],
    [0, 0],
    [-2, 0],
    ['3', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
  ] as const)('R000-4.31 a quantity %s becomes %s (non-number or non-positive → 0)', (value, expected) => {
    expect(normalizeQuantity(value)).toBe(expected);
  });

  it('R000-4.31 setting quantities and removing respect mutability', () => {
    const items = [
      kiste({ a: 1 }, 2),
      kiste({ a: 2 }, 2, { mutability: CartItemMutability.IMMUTABLE }),
      kiste({ a: 3 }, 2, { mutability: CartItemMutability.REMOVABLE_ONLY }),
    ];
    const keys = items.map(keyOfItem);
    expect(setCartItemQuantity(items, keys[0]!, 'x')[0]?.quantity).toBe(0);
    expect(setCartItemQuantity(items, keys[0]!, 4)[0]?.quantity).toBe(4);
    expect(setCartItemQuantity(items, keys[1]!, 4)[1]?.quantity).toBe(2);
    expect(setCartItemQuantity(items, keys[2]!, 4)[2]?.quantity).toBe(2);
    expect(removeCartItem(items, keys[0]!)).toHaveLength(2);
    expect(removeCartItem(items, keys[1]!)).toHaveLength(3);
    expect(removeCartItem(items, keys[2]!)).toHaveLength(2);
  });

  it('R000-4.35 items are stored per item under a key of product id and configuration, stable under property order', () => {
    expect(cartItemKey(7, { b: '2', a: '1' })).toBe(cartItemKey(7, { a: '1', b: '2' }));
    expect(cartItemKey(7, { a: '1' })).not.toBe(cartItemKey(8, { a: '1' }));
    expect(cartItemKey(7, { a: '1' })).not.toBe(cartItemKey(7, { a: 1 }));
    expect(cartItemKey(7, { a: '1' })).toBe('7:{"a":"1"}');
    expect(cartItemStorageKey(kiste({ a: '1' }, 1))).toBe(`${CART_ITEM_STORAGE_PREFIX}7:{"a":"1"}`);
    expect(stableStringify({ z: [{ y: 1, x: null }], u: undefined, a: true })).toBe('{"a":true,"z":[{"x":null,"y":1}]}');
    expect(stableStringify(undefined)).toBe('null');
  });

  it('R000-4.36 R001-4.20 only entries with product, quantity and configuration (string, number or boolean values) and a valid product id are restored', () => {
    const good = { product: { id: 7, name: 'Kiste' }, quantity: 2, configuration: { a: '1' } };
    const entries: unknown[] = [
      good,
      { product: { id: 0 }, quantity: 2, configuration: {} },
      { product: { id: -1 }, quantity: 2, configuration: {} },
      { product: { id: '7' }, quantity: 2, configuration: {} },
      { product: { id: 1.5 }, quantity: 2, configuration: {} },
      { product: { id: 7 }, configuration: {} },
      { product: { id: 7 }, quantity: null, configuration: {} },
      { product: { id: 7 }, quantity: 1 },
      { product: { id: 7 }, quantity: 1, configuration: [] },
      { product: { id: 7 }, quantity: 1, configuration: { a: null } },
      { product: { id: 7 }, quantity: 1, configuration: { a: { b: '1' } } },
      { quantity: 1, configuration: {} },
      null,
      'cart-item',
    ];
    expect(restorableCartEntries(entries)).toEqual([good]);
    expect(isValidProductId(3)).toBe(true);
    expect(isValidProductId(0)).toBe(false);
  });
});

describe('quote order cart (000 §4)', () => {
  const positions = [
    { id: 1, productTypeId: 500, storno: false },
    { id: 2, productTypeId: 1115, storno: false },
    { id: 3, productTypeId: 500, storno: true },
    { id: 4, productTypeId: null },
  ];

  it('R000-4.37 cancelled (storno) quote items are left out', () => {
    expect(createQuoteCart(positions).items.map((item) => item.position.id)).toEqual([1, 2, 4]);
  });

  it('R000-4.38 insurance-service items (type 1115) can only be removed; R000-4.39 all others are fixed', () => {
    expect(quoteItemMutability({ id: 2, productTypeId: 1115 })).toBe(CartItemMutability.REMOVABLE_ONLY);
    expect(quoteItemMutability({ id: 1, productTypeId: 500 })).toBe(CartItemMutability.IMMUTABLE);
    expect(createQuoteCart(positions).items.map((item) => item.mutability)).toEqual([0, 2, 0]);
  });

  it('R000-4.40 removing an item records it in a removed list; fixed items stay', () => {
    const cart = createQuoteCart(positions);
    const removed = removeQuoteCartItem(cart, 2);
    expect(removed.items.map((item) => item.position.id)).toEqual([1, 4]);
    expect(removed.removed.map((position) => position.id)).toEqual([2]);
    expect(removeQuoteCartItem(cart, 1)).toBe(cart);
    expect(removeQuoteCartItem(cart, 99)).toBe(cart);
  });

  it('R000-4.41 changing a quantity does nothing', () => {
    const cart = createQuoteCart(positions);
    expect(setQuoteCartQuantity(cart, 1, 10)).toBe(cart);
  });

  it('R000-4.42 the default payment is prepayment; R000-4.43 invoice is not allowed for artwork requests', () => {
    expect(QUOTE_DEFAULT_PAYMENT_OPTION).toBe(PaymentOption.PREPAYMENT);
    expect(isQuotePaymentAllowed(PaymentOption.INVOICE, 'ARTWORK')).toBe(false);
    expect(isQuotePaymentAllowed(PaymentOption.INVOICE, 'VERPACKUNG')).toBe(true);
    expect(isQuotePaymentAllowed(PaymentOption.TWINT, 'ARTWORK')).toBe(true);
    expect(quotePaymentOptions('ARTWORK')).toEqual([2, 100, 101, 102, 103, 104, 105]);
    expect(quotePaymentOptions('MOEBEL', [PaymentOption.INVOICE, PaymentOption.PREPAYMENT])).toEqual([1, 2]);
  });
});
