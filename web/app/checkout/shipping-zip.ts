import { isDomesticCountry, isPlz, preferredAddressOf, type PreferableAddress, type PreferredAddressSettings } from '@shop/engine/browser';
import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import { cartActions, useCart, useCartReady } from './cart';

/** What the prefill reads of GET /api/customers/:id/customer-order-settings. */
export type OrderSettingsLike = PreferredAddressSettings;

/** What the prefill reads of GET /api/customer/:id/address. */
export interface AddressLike extends PreferableAddress {
  zipCode: string;
  country?: string | null;
}

/**
 * The postal code 'Versand nach' starts with for a logged-in customer (000 §5, R000-6.12): that
 * of the engine's preferred delivery address (preferredAddressOf); only a Swiss postal code (the
 * field's rule, R000-5.24).
 */
export function preferredShippingZip(settings: OrderSettingsLike | null, addresses: readonly AddressLike[]): string | undefined {
  const preferred = preferredAddressOf('delivery', settings, addresses);
  const zip = preferred?.zipCode.trim();
  const swiss = !preferred?.country || isDomesticCountry(preferred.country);
  return zip && swiss && isPlz(zip) ? zip : undefined;
}

const PREFILLED_KEY = 'cart:shipping-zip-prefilled';

/**
 * Prefills the cart's 'Versand nach' once per login session for a logged-in customer whose
 * cart has no postal code yet; a code the shopper typed or cleared afterwards stays.
 */
export function usePrefillShippingZip(): void {
  const root = useRouteLoaderData('root') as { account?: { customerId?: number } | null } | undefined;
  const customerId = root?.account?.customerId;
  const cart = useCart();
  const ready = useCartReady();
  const empty = cart.zipCode.trim() === '';
  useEffect(() => {
    if (!ready || !empty || customerId === undefined) return;
    if (window.sessionStorage.getItem(PREFILLED_KEY) === String(customerId)) return;
    const controller = new AbortController();
    const get = (path: string) =>
      fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal: controller.signal }).then((response) =>
        response.ok ? (response.json() as Promise<unknown>) : null,
      );
    Promise.all([get(`/api/customers/${customerId}/customer-order-settings`), get(`/api/customer/${customerId}/address`)])
      .then(([settings, list]) => {
        const addresses = (list as { items?: AddressLike[] } | null)?.items ?? [];
        const zip = preferredShippingZip(settings as OrderSettingsLike | null, addresses);
        window.sessionStorage.setItem(PREFILLED_KEY, String(customerId));
        if (zip) cartActions.setZipCode(zip);
      })
      .catch(() => {
        // Offline or aborted: the field stays empty.
      });
    return () => controller.abort();
  }, [ready, empty, customerId]);
}
