import { CART_ITEM_STORAGE_PREFIX } from '@shop/engine/browser';
import { useEffect } from 'react';
import { track } from './analytics';
import { ZIP_STORAGE_KEY } from '../checkout/cart';

/**
 * Client state is reset at login and at logout (000 §4, 001 §4; docs/decisions/340-client-state-reset.md).
 * "Client state" is what the browser keeps for whoever uses it (localStorage, sessionStorage):
 *
 * - at login: the per-user entries (prefixes below) go, and the cart items lose their stored
 *   prices (another customer's or a visitor's price); the items themselves stay, so a visitor who
 *   filled the cart and logs in at the checkout keeps it, priced again for the customer;
 * - at logout, or when another customer logs in: everything of the login, plus the cart items
 *   (own products, references, prices) and the shipping postal code (prefilled from the
 *   customer's address);
 * - never: device choices (cookie consent, language, shop mode, the chunk-reload marker).
 *
 * The session itself is the HttpOnly cookie the server sets and clears; the checkout draft lives
 * on the server and is bound to its customer there (docs/checkout.md).
 */

/** Whose state the browser holds: 'visitor' or 'customer:<id>'. */
export const CLIENT_STATE_OWNER_KEY = 'client-state:owner';
export const VISITOR_OWNER = 'visitor';

/** Entries that belong to the logged-in user; new per-user browser state must use one of these prefixes. */
export const PER_USER_STORAGE_PREFIXES = ['user:', 'favoriten:', 'quick-order:', 'checkout:', 'cart:shipping-zip-prefilled'] as const;

export type ClientStateChange = 'none' | 'login' | 'logout';

/** The owner of the current page's session. */
export function clientStateOwner(account: { customerId?: number | null | undefined } | null | undefined): string {
  return account?.customerId == null ? VISITOR_OWNER : `customer:${account.customerId}`;
}

/**
 * What changed between the stored owner and the current one: a visitor (or an unknown browser)
 * becoming a customer is a login; a customer becoming a visitor, or another customer, a logout
 * (whose reset includes the login's).
 */
export function clientStateChange(stored: string | null, current: string): ClientStateChange {
  if (stored === current) return 'none';
  if (current === VISITOR_OWNER) return stored === null ? 'none' : 'logout';
  if (stored === null || stored === VISITOR_OWNER) return 'login';
  return 'logout';
}

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>;

function keysOf(store: KeyedStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Resets the per-user state of one storage for a login or logout (see the module comment). */
export function resetClientState(store: KeyedStorage, change: ClientStateChange): void {
  if (change === 'none') return;
  for (const key of keysOf(store)) {
    if (PER_USER_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) {
      store.removeItem(key);
    } else if (key.startsWith(CART_ITEM_STORAGE_PREFIX)) {
      if (change === 'logout') {
        store.removeItem(key);
        continue;
      }
      try {
        const item = JSON.parse(store.getItem(key) ?? 'null') as Record<string, unknown> | null;
        if (item && typeof item === 'object' && 'pricePerOne' in item) {
          delete item.pricePerOne;
          store.setItem(key, JSON.stringify(item));
        }
      } catch {
        store.removeItem(key);
      }
    } else if (key === ZIP_STORAGE_KEY && change === 'logout') {
      store.removeItem(key);
    }
  }
}

/**
 * Compares the stored owner with the page's session and resets the browser's state when it
 * changed; then records the owner and lets the cart (and other storage readers) read again.
 */
export function syncClientState(owner: string, local: KeyedStorage, session?: KeyedStorage): ClientStateChange {
  const change = clientStateChange(local.getItem(CLIENT_STATE_OWNER_KEY), owner);
  resetClientState(local, change);
  if (session) resetClientState(session, change);
  local.setItem(CLIENT_STATE_OWNER_KEY, owner);
  return change;
}

/** sessionStorage flag set when the registration form is sent: the login it ends in is a sign-up. */
export const SIGN_UP_PENDING_KEY = 'analytics:sign-up-pending';

/** The analytics event of a session start (R000-7.44): sign_up after a registration, else login; none otherwise. */
export function sessionStartEvent(change: ClientStateChange, signUpPending: boolean): 'sign_up' | 'login' | undefined {
  if (change !== 'login') return undefined;
  return signUpPending ? 'sign_up' : 'login';
}

/** For the registration form: its submit may end in a login that counts as a sign-up; a failed one clears the flag. */
export function markSignUpPending(pending: boolean): void {
  try {
    if (pending) window.sessionStorage.setItem(SIGN_UP_PENDING_KEY, '1');
    else window.sessionStorage.removeItem(SIGN_UP_PENDING_KEY);
  } catch {
    // Storage blocked: the event is counted as a login.
  }
}

/**
 * Runs the reset in the browser whenever the page's session owner differs from the stored one,
 * and reports the login (or sign-up) to analytics (only with consent, see analytics.ts).
 */
export function useClientStateReset(account: { customerId?: number | null | undefined } | null | undefined): void {
  const owner = clientStateOwner(account);
  useEffect(() => {
    try {
      const change = syncClientState(owner, window.localStorage, window.sessionStorage);
      if (change === 'none') return;
      // The same signal as localStorage.clear() in another tab: the cart store reads its entries again.
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
      const event = sessionStartEvent(change, window.sessionStorage.getItem(SIGN_UP_PENDING_KEY) === '1');
      window.sessionStorage.removeItem(SIGN_UP_PENDING_KEY);
      if (event) track(event, { method: 'password' });
    } catch {
      // Storage blocked: there is no stored state to reset.
    }
  }, [owner]);
}
