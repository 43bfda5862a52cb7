import { useSyncExternalStore } from 'react';
import {
  CART_ITEM_STORAGE_PREFIX,
  addCartItem,
  cartItemStorageKey,
  keyOfItem,
  removeCartItem,
  restorableCartEntries,
  setCartItemQuantity,
  type CartItem,
} from '@shop/engine/browser';
import { trackAddToCart, trackRemoveFromCart } from '../shop/analytics';

/**
 * The shopper's cart (000 §3, §4): kept in the browser, one local-storage entry per item under
 * `cartItemStorageKey` (product id + configuration), restored on start with
 * `restorableCartEntries`. Merging and quantities are the engine's cart rules; prices never come
 * from here (the server answers POST /api/product/order-price, see cart-pricing.ts).
 */

/** What the cart keeps of a product: enough to show the card without asking the server. */
export interface CartProduct {
  id: number;
  name: string;
  articleNumber: string;
  /** Properties shown on the card of a fixed product (its order-position attributes). */
  properties?: { name: string; value: string; typeId?: number }[];
}

export type ShopCartItem = CartItem<CartProduct>;

/** What the server's price answer says of a line (cart-pricing.ts): the product's current name and properties. */
export interface PricedLineText {
  name?: string | null | undefined;
  properties?: readonly { name: string; value: string; typeId?: number | undefined }[] | null | undefined;
}

/**
 * A cart line's name in the page's language (decision 1166): the server's answer names the product
 * in the language asked; the name stored when the line was added stands in until it arrives.
 */
export function cartItemName(item: ShopCartItem, priced?: PricedLineText): string {
  return priced?.name?.trim() ? priced.name : item.product.name;
}

export interface CartState {
  items: ShopCartItem[];
  /** 'Versand nach': the shipping postal code as typed (000 §4: stored locally). */
  zipCode: string;
  /** 'Versand nach': the destination country (ISO code; absent = CH, decision 811). */
  country?: string;
}

/** Local-storage key of the shipping postal code. */
export const ZIP_STORAGE_KEY = 'cart:shipping-zip';
/** Local-storage key of the shipping country. */
export const COUNTRY_STORAGE_KEY = 'cart:shipping-country';

const EMPTY: CartState = Object.freeze({ items: [], zipCode: '' }) as CartState;
let state: CartState = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads the stored items (only restorable ones) and the postal code. */
export function readStoredCart(store: Storage): CartState {
  const entries: unknown[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (!key?.startsWith(CART_ITEM_STORAGE_PREFIX)) continue;
    try {
      entries.push(JSON.parse(store.getItem(key) ?? 'null'));
    } catch {
      // A damaged entry is not restorable; it is dropped on the next write.
    }
  }
  const items = restorableCartEntries(entries) as ShopCartItem[];
  return { items, zipCode: store.getItem(ZIP_STORAGE_KEY) ?? '', country: store.getItem(COUNTRY_STORAGE_KEY) || 'CH' };
}

/** Writes every item under its own key and drops the keys of items no longer in the cart. */
export function writeStoredCart(store: Storage, cart: CartState): void {
  const wanted = new Map(cart.items.map((item) => [cartItemStorageKey(item), item]));
  const stale: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(CART_ITEM_STORAGE_PREFIX) && !wanted.has(key)) stale.push(key);
  }
  for (const key of stale) store.removeItem(key);
  for (const [key, item] of wanted) store.setItem(key, JSON.stringify(item));
  store.setItem(ZIP_STORAGE_KEY, cart.zipCode);
  store.setItem(COUNTRY_STORAGE_KEY, cart.country ?? 'CH');
}

function ensureLoaded(): void {
  if (loaded) return;
  const store = storage();
  if (!store) return;
  loaded = true;
  state = readStoredCart(store);
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(CART_ITEM_STORAGE_PREFIX) || event.key === ZIP_STORAGE_KEY || event.key === COUNTRY_STORAGE_KEY) {
      state = readStoredCart(store);
      notify();
    }
  });
}

function notify(): void {
  for (const listener of listeners) listener();
}

function update(change: (cart: CartState) => CartState): void {
  ensureLoaded();
  state = change(state);
  const store = storage();
  if (store) {
    try {
      writeStoredCart(store, state);
    } catch {
      // Storage full or blocked: the cart still works for this page.
    }
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  ensureLoaded();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The cart for components. The server and the first client render see an empty cart (the cart
 * lives only in the browser), then the stored cart appears.
 */
export function useCart(): CartState {
  return useSyncExternalStore(
    subscribe,
    () => {
      ensureLoaded();
      return state;
    },
    () => EMPTY,
  );
}

export const cartActions = {
  /** Adds an item; an equal item (product id + configuration) gets the quantity added. */
  add(item: ShopCartItem): void {
    update((cart) => ({ ...cart, items: addCartItem(cart.items, item) }));
    trackAddToCart(item.product, item.quantity); // analytics hook: only with consent
  },
  setQuantity(key: string, quantity: unknown): void {
    update((cart) => ({ ...cart, items: setCartItemQuantity(cart.items, key, quantity) }));
  },
  remove(key: string): void {
    const removed = state.items.find((item) => keyOfItem(item) === key);
    update((cart) => ({ ...cart, items: removeCartItem(cart.items, key) }));
    if (removed) trackRemoveFromCart(removed.product, removed.quantity); // analytics hook: only with consent
  },
  setCustomerRef(key: string, customerRef: string): void {
    update((cart) => ({ ...cart, items: cart.items.map((item) => (keyOfItem(item) === key ? { ...item, customerRef } : item)) }));
  },
  setZipCode(zipCode: string): void {
    update((cart) => ({ ...cart, zipCode }));
  },
  setCountry(country: string): void {
    update((cart) => ({ ...cart, country }));
  },
  clear(): void {
    update((cart) => ({ ...cart, items: [] }));
  },
};

/** Number of positions (lines) in the cart. */
export function positionCount(cart: CartState): number {
  return cart.items.length;
}

const noSubscription = () => () => undefined;

/** False on the server and during hydration (the stored cart is not known there), true after. */
export function useCartReady(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Smallest quantity of a cart line (000 §5, R000-5.22). */
export const MIN_CART_QUANTITY = 1;

/** The quantity a typed text sets: a whole number from 1; anything else is not taken (undefined). */
export function parseCartQuantity(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const quantity = Number(trimmed);
  return quantity >= MIN_CART_QUANTITY ? quantity : undefined;
}
