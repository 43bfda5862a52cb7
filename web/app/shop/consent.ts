import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';

/**
 * Cookie consent (000 §4, R000-4.50–4.52): the choice is stored in localStorage under
 * `cookie:accepted` as 'true' or 'false'; no entry means no choice yet (the banner shows).
 *
 * The same choice is copied into the cookie `cookieConsent`, so the server knows it and renders the
 * banner into the page's HTML exactly when no choice is stored: it is there from the first paint
 * and never pushes the page down later (decision 1156). The boot script (`CONSENT_BOOT_SCRIPT`, in
 * the head with the page's CSP nonce) brings both stores together before the body is painted and
 * hides a banner the server rendered for a visitor whose choice only local storage knew.
 */
export const CONSENT_STORAGE_KEY = 'cookie:accepted';
/** The cookie the server reads the choice from (365 days, as the language cookie). */
export const CONSENT_COOKIE = 'cookieConsent';
const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The choice the Cookie header carries (server side), undefined without one. */
export function consentOfCookieHeader(cookieHeader: string | null | undefined): ConsentChoice {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(true|false)(?:;|$)`).exec(cookieHeader ?? '');
  return match ? match[1] === 'true' : undefined;
}

function writeConsentCookie(accepted: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${String(accepted)}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/**
 * Runs in the head before the body is parsed: local storage and the cookie agree (local storage
 * wins, it is the spec's store), `<html data-consent>` names a stored choice (the stylesheet then
 * hides the banner), and a banner button pressed before React has taken over stores the choice.
 */
export const CONSENT_BOOT_SCRIPT = `(function(){try{var d=document.documentElement,k=${JSON.stringify(CONSENT_STORAGE_KEY)},c=${JSON.stringify(CONSENT_COOKIE)};
function w(v){document.cookie=c+'='+v+'; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'');}
var v=localStorage.getItem(k),m=new RegExp('(?:^|; )'+c+'=(true|false)(?:;|$)').exec(document.cookie);
if(v!=='true'&&v!=='false'&&m){v=m[1];localStorage.setItem(k,v);}
if(v==='true'||v==='false'){d.setAttribute('data-consent',v);if(!m||m[1]!==v)w(v);}
document.addEventListener('click',function(e){if(d.getAttribute('data-hydrated'))return;var b=e.target&&e.target.closest&&e.target.closest('[data-consent-choice]');if(!b)return;var x=b.getAttribute('data-consent-choice');localStorage.setItem(k,x);w(x);d.setAttribute('data-consent',x);});
}catch(e){}})();`;

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
  writeConsentCookie(accepted);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The stored choice for components. On the server and during hydration it is the choice the
 * request's cookie carried (the root loader's `consent`), so the browser's first render matches
 * the server HTML; then the stored one.
 */
export function useConsent(): ConsentChoice {
  const root = useRouteLoaderData<{ consent?: boolean | null }>('root');
  const serverChoice = root?.consent ?? undefined;
  return useSyncExternalStore(
    subscribe,
    () => readConsent(),
    () => serverChoice,
  );
}
