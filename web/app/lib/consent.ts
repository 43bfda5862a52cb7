import { useSyncExternalStore } from 'react';

/**
 * Cookie consent (000 §4, R000-4.50–4.52): the choice is stored in localStorage under
 * `cookie:accepted` as 'true' or 'false'; no entry means no choice yet (the banner shows).
 */
export const CONSENT_STORAGE_KEY = 'cookie:accepted';

export type ConsentChoice = boolean | undefined;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored choice: true, false, or undefined when none (or an unreadable value) is stored. */
export function readConsent(store: Pick<Storage, 'getItem'> | undefined = storage()): ConsentChoice {
  const value = store?.getItem(CONSENT_STORAGE_KEY);
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

const listeners = new Set<() => void>();

/** Stores the choice and tells every subscriber (banner, analytics container). */
export function storeConsent(accepted: boolean, store: Pick<Storage, 'setItem'> | undefined = storage()): void {
  try {
    store?.setItem(CONSENT_STORAGE_KEY, String(accepted));
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The stored choice for components. On the server and during hydration it is `null` (unknown:
 * localStorage is only in the browser), so the banner never flashes into server HTML.
 */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(
    subscribe,
    () => readConsent(),
    () => null,
  );
}
