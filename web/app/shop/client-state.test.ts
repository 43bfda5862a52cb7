import { describe, expect, it } from 'vitest';
import { CLIENT_STATE_OWNER_KEY, clientStateChange, clientStateOwner, resetClientState, sessionStartEvent, syncClientState, VISITOR_OWNER } from './client-state';

/** The Web Storage interface over a Map (the browser's storage is not there in Node). */
class MemoryStorage {
  private readonly entries = new Map<string, string>();
  get length() {
    return this.entries.size;
  }
  key(index: number) {
    return [...this.entries.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.entries.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.entries.set(key, value);
  }
  removeItem(key: string) {
    this.entries.delete(key);
  }
  snapshot() {
    return Object.fromEntries(this.entries);
  }
}

const item = (id: number, extra: Record<string, unknown> = {}) => JSON.stringify({ product: { id, name: `P${id}`, articleNumber: `A${id}` }, configuration: {}, quantity: 2, ...extra });

function browserState(): MemoryStorage {
  const store = new MemoryStorage();
  store.setItem('cart-item:1:{}', item(1, { pricePerOne: '12.50', customerRef: 'Lager 3' }));
  store.setItem('cart-item:2:{}', item(2));
  store.setItem('cart:shipping-zip', '5013');
  store.setItem('cookie:accepted', 'true');
  store.setItem('checkout:invoice-email', 'a@example.ch');
  store.setItem('favoriten:ids', '[1,2]');
  store.setItem('quick-order:lines', 'KISTE_0002 3');
  store.setItem('user:last-profile-tab', 'adressen');
  return store;
}

describe('client state reset at login and logout (000 §4, 001 §4)', () => {
  it('knows whose state the browser holds: a visitor or a customer', () => {
    expect(clientStateOwner(null)).toBe(VISITOR_OWNER);
    expect(clientStateOwner({ customerId: 7 })).toBe('customer:7');
    expect(clientStateChange(null, VISITOR_OWNER)).toBe('none');
    expect(clientStateChange(VISITOR_OWNER, VISITOR_OWNER)).toBe('none');
    expect(clientStateChange('customer:7', 'customer:7')).toBe('none');
    expect(clientStateChange(VISITOR_OWNER, 'customer:7')).toBe('login');
    expect(clientStateChange(null, 'customer:7')).toBe('login');
    expect(clientStateChange('customer:7', VISITOR_OWNER)).toBe('logout');
    // Another customer logs in on the same browser: everything of the first one goes.
    expect(clientStateChange('customer:7', 'customer:8')).toBe('logout');
  });

  it('R000-4.47 R001-4.02 login: client state is reset — per-user entries and stored prices go, the cart items and device choices stay', () => {
    const store = browserState();
    resetClientState(store, 'login');
    const after = store.snapshot();
    expect(Object.keys(after).sort()).toEqual(['cart-item:1:{}', 'cart-item:2:{}', 'cart:shipping-zip', 'cookie:accepted']);
    expect(JSON.parse(after['cart-item:1:{}']!)).toEqual({ product: { id: 1, name: 'P1', articleNumber: 'A1' }, configuration: {}, quantity: 2, customerRef: 'Lager 3' });
    expect(after['cart-item:2:{}']).toBe(item(2));
  });

  it('R000-4.49 logout: the cart, its postal code and every per-user entry go; consent stays', () => {
    const store = browserState();
    resetClientState(store, 'logout');
    expect(store.snapshot()).toEqual({ 'cookie:accepted': 'true' });
  });

  it('nothing changes while the same owner browses; the owner is recorded', () => {
    const store = browserState();
    const before = store.snapshot();
    expect(syncClientState(VISITOR_OWNER, store)).toBe('none');
    expect(syncClientState(VISITOR_OWNER, store)).toBe('none');
    expect(store.snapshot()).toEqual({ ...before, [CLIENT_STATE_OWNER_KEY]: VISITOR_OWNER });

    const session = new MemoryStorage();
    session.setItem('cart:shipping-zip-prefilled', '7');
    session.setItem('chunk-reload', '123');
    expect(syncClientState('customer:7', store, session)).toBe('login');
    expect(store.getItem('checkout:invoice-email')).toBeNull();
    expect(store.getItem(CLIENT_STATE_OWNER_KEY)).toBe('customer:7');
    expect(session.snapshot()).toEqual({ 'chunk-reload': '123' });
    expect(syncClientState('customer:7', store, session)).toBe('none');
    expect(syncClientState(VISITOR_OWNER, store, session)).toBe('logout');
    expect(store.snapshot()).toEqual({ 'cookie:accepted': 'true', [CLIENT_STATE_OWNER_KEY]: VISITOR_OWNER });
  });

  it('R000-7.44 a session start is reported as sign_up after a registration, else as login; logouts and page views are not', () => {
    expect(sessionStartEvent('login', true)).toBe('sign_up');
    expect(sessionStartEvent('login', false)).toBe('login');
    expect(sessionStartEvent('logout', true)).toBeUndefined();
    expect(sessionStartEvent('none', false)).toBeUndefined();
  });

  it('drops an unreadable cart entry at login instead of failing', () => {
    const store = new MemoryStorage();
    store.setItem('cart-item:9:{}', '{kaputt');
    resetClientState(store, 'login');
    expect(store.length).toBe(0);
  });
});
