import { isDomesticCountry, isPlz, preferredAddressOf, type PreferableAddress, type PreferredAddressSettings } from '@shop/engine/browser';
import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import { apiClient } from '../kit/api-client';
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
    const params = { path: { id: String(customerId) } };
    const signal = controller.signal;
    Promise.all([
      apiClient.GET('/api/customers/{id}/customer-order-settings', { params, signal }),
      apiClient.GET('/api/customer/{id}/address', { params, signal }),
    ])
      .then(([settings, list]) => {
        // A refused call (logged out meanwhile, no such customer) reads as no settings, no addresses.
        const zip = preferredShippingZip(settings.data ?? null, list.data?.items ?? []);
        window.sessionStorage.setItem(PREFILLED_KEY, String(customerId));
        if (zip) cartActions.setZipCode(zip);
      })
      .catch(() => {
        // Offline or aborted: the field stays empty.
      });
    return () => controller.abort();
  }, [ready, empty, customerId]);
}
