import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, consentState, containerScriptUrl, pushConsent, pushEvent, purchaseEvent, shouldLoadContainer, toAnalyticsItem } from './analytics';
import { CONSENT_STORAGE_KEY, readConsent, storeConsent } from './consent';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('cookie consent', () => {
  it('R000-4.50 R000-4.51 the choice is stored under cookie:accepted as true or false; none means no choice', () => {
    const store = memoryStorage();
    expect(CONSENT_STORAGE_KEY).toBe('cookie:accepted');
    expect(readConsent(store)).toBeUndefined();
    storeConsent(true, store);
    expect(store.values.get('cookie:accepted')).toBe('true');
    expect(readConsent(store)).toBe(true);
    storeConsent(false, store);
    expect(store.values.get('cookie:accepted')).toBe('false');
    expect(readConsent(store)).toBe(false);
    store.setItem('cookie:accepted', 'maybe');
    expect(readConsent(store)).toBeUndefined();
  });

  it('R000-4.52 the choice sets advertising and analytics consent to granted or denied (gtag consent command)', () => {
    const layer: unknown[] = [];
    pushConsent(layer, 'update', true);
    pushConsent(layer, 'update', false);
    expect(layer.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }],
      ['consent', 'update', consentState(false)],
    ]);
    expect(consentState(false).analytics_storage).toBe('denied');
    expect(consentState(false).ad_storage).toBe('denied');
  });
});

describe('analytics events', () => {
  const product = { id: 7, name: 'Holzkiste', articleNumber: 'KISTE_0002', price: '129.50' };

  it('R000-7.45 items carry articleNumber, name, id, price, quantity', () => {
    expect(toAnalyticsItem(product, 3)).toEqual({ articleNumber: 'KISTE_0002', name: 'Holzkiste', id: 7, price: 129.5, quantity: 3 });
    expect(toAnalyticsItem({ ...product, price: null })).toEqual({ articleNumber: 'KISTE_0002', name: 'Holzkiste', id: 7, price: null, quantity: 1 });
    expect(toAnalyticsItem({ id: 1, name: 'x', articleNumber: 'A' }).price).toBeNull();
  });

  it('R000-7.43 R000-1.21 events reach the data layer only when consent is true', () => {
    const layer: unknown[] = [];
    expect(pushEvent(layer, undefined, 'view_item', { items: [toAnalyticsItem(product)] })).toBe(false);
    expect(pushEvent(layer, false, 'view_item', { items: [toAnalyticsItem(product)] })).toBe(false);
    expect(layer).toEqual([]);
    expect(pushEvent(layer, true, 'add_to_cart', { items: [toAnalyticsItem(product, 2)] })).toBe(true);
    expect(layer).toEqual([{ event: 'add_to_cart', ecommerce: { currency: 'CHF', items: [toAnalyticsItem(product, 2)] } }]);
    expect(pushEvent(undefined, true, 'login')).toBe(false);
  });

  it('R000-7.44 the event names of the spec', () => {
    expect(ANALYTICS_EVENTS).toEqual([
      'sign_up',
      'login',
      'view_item_list',
      'view_item',
      'add_to_cart',
      'remove_from_cart',
      'begin_checkout',
      'checkout_progress',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
    ]);
  });

  it('R000-7.47 the container loads only with a configured id and granted consent', () => {
    expect(shouldLoadContainer('GTM-ABC123', true)).toBe(true);
    expect(shouldLoadContainer('GTM-ABC123', false)).toBe(false);
    expect(shouldLoadContainer('GTM-ABC123', undefined)).toBe(false);
    expect(shouldLoadContainer('GTM-ABC123', null)).toBe(false);
    expect(shouldLoadContainer(null, true)).toBe(false);
    expect(shouldLoadContainer('', true)).toBe(false);
    expect(containerScriptUrl('GTM-ABC 1')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC%201');
  });
});

describe('purchase event', () => {
  it('R000-7.46 carries value, tax 0, shipping cost and currency CHF, with the items', () => {
    const product = { id: 7, name: 'Holzkiste', articleNumber: 'KISTE_0002', price: '120.50' };
    const payload = purchaseEvent({ transactionId: 'B-2026-0001', value: '281.90', shipping: '35.00', lines: [{ product, quantity: 2 }] });
    expect(payload).toEqual({
      transaction_id: 'B-2026-0001',
      value: 281.9,
      tax: 0,
      shipping: 35,
      currency: 'CHF',
      items: [{ articleNumber: 'KISTE_0002', name: 'Holzkiste', id: 7, price: 120.5, quantity: 2 }],
    });
    expect(purchaseEvent({ transactionId: 'B-2', value: 10, shipping: null, lines: [] })).toMatchObject({ shipping: 0, tax: 0, currency: 'CHF' });
    const layer: unknown[] = [];
    expect(pushEvent(layer, true, 'purchase', payload)).toBe(true);
    expect(layer[0]).toMatchObject({ event: 'purchase', ecommerce: { currency: 'CHF', tax: 0, value: 281.9, shipping: 35 } });
  });
});
