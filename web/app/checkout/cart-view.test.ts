import { CartItemMutability, PaymentOption } from '@shop/engine/browser';
import { describe, expect, it } from 'vitest';
import { parseCartQuantity, readStoredCart, writeStoredCart, type ShopCartItem } from './cart';
import type { OrderPrice } from './cart-pricing';
import { cartTotals, cartView } from './cart-view';
import { preferredShippingZip } from './shipping-zip';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
  };
}

const crate: ShopCartItem = {
  product: { id: 12, name: 'Holzkiste nach Mass', articleNumber: 'KISTE_0001' },
  configuration: { Innenlänge: '1500', Innenbreite: '800' },
  quantity: 2,
  customerRef: 'Lager Olten',
  productImageUrl: 'data:image/jpeg;base64,AAAA',
  mutability: CartItemMutability.ALL,
  positionId: null,
};

/** An answer as the document declares it (ApiSchema<'OrderPrice'>): every field the server sends. */
const price: OrderPrice = {
  cartPrice: {
    items: [
      {
        productId: 12,
        name: 'Holzkiste nach Mass',
        properties: [],
        quantity: 2,
        configuration: { Innenlänge: '1500', Innenbreite: '800' },
        pricePerOne: '100.00',
        linePrice: '200.00',
        available: true,
        strategy: 'table',
        graduatedPrice: [],
      },
    ],
    total: '200.00',
    productPriceWithDiscount: '180.00',
    complete: true,
  },
  discount: '0.1',
  shippingCost: {
    cost: '40.00',
    distance: '12.0',
    effectiveCost: '44.00',
    paysFees: true,
    reason: 'tariff',
    currency: 'CHF',
    trips: [{ places: 1, pricePerPlace: '40.00', cost: '40.00' }],
    palletPlaces: 1,
    zipCodeAccepted: true,
  },
};

describe('cart model (000 §3)', () => {
  it('R000-3.06 a cart item has product, configuration (attribute name to value), quantity, customerRef, productImageUrl, pricePerOne, mutability, positionId', () => {
    const store = memoryStorage();
    writeStoredCart(store, { items: [crate], zipCode: '' });
    const [restored] = readStoredCart(store).items;
    expect(restored).toEqual(crate);
    const [item] = cartView({ items: [crate], zipCode: '' }, price).items;
    expect(Object.keys(item ?? {}).sort()).toEqual(
      ['configuration', 'customerRef', 'mutability', 'positionId', 'pricePerOne', 'product', 'productImageUrl', 'quantity'].sort(),
    );
    expect(item).toMatchObject({ configuration: { Innenlänge: '1500' }, pricePerOne: '100.00', mutability: CartItemMutability.ALL });
  });

  it('R000-3.09 the cart has items, discount, shippingCost, shippingZipCode, productPriceWithDiscount, paymentOption', () => {
    const view = cartView({ items: [crate], zipCode: '8001' }, price, PaymentOption.PREPAYMENT);
    expect(Object.keys(view).sort()).toEqual(['discount', 'items', 'paymentOption', 'productPriceWithDiscount', 'shippingCost', 'shippingZipCode']);
    expect(view).toMatchObject({ discount: '0.1', shippingCost: '44.00', shippingZipCode: '8001', productPriceWithDiscount: '180.00', paymentOption: PaymentOption.PREPAYMENT });
    // Before the server answered: discount 0 (R000-3.10 default), nothing priced; no shipping without a valid postal code.
    expect(cartView({ items: [crate], zipCode: '80' }, undefined)).toMatchObject({ discount: '0', shippingCost: null, productPriceWithDiscount: null, paymentOption: null });
  });

  it("R000-2.86 R000-2.88 the totals block shows the server's totals; VAT and grand total follow the engine's rule", () => {
    // The server's total stands even where the lines would add up differently: the browser does not add them again.
    const server: OrderPrice = { ...price, cartPrice: { ...price.cartPrice, total: '210.00', productPriceWithDiscount: '189.00' } };
    const totals = cartTotals(server, { deliveryCost: '44.00', country: 'CH' });
    expect([totals.subtotal, totals.discountAmount, totals.total, totals.vat, totals.grandTotal].map(String)).toEqual(['210', '21', '189', '18.87', '251.87']);
    const abroad = cartTotals(server, { deliveryCost: null, country: 'DE' });
    expect([abroad.total, abroad.vat, abroad.grandTotal].map(String)).toEqual(['189', '0', '189']);
    // Not every line priced: the cart has no net total yet.
    expect(cartView({ items: [crate], zipCode: '' }, { ...price, cartPrice: { ...price.cartPrice, complete: false } }).productPriceWithDiscount).toBeNull();
  });

  it('R000-5.22 the cart quantity is a whole number of at least 1', () => {
    expect(parseCartQuantity('1')).toBe(1);
    expect(parseCartQuantity(' 12 ')).toBe(12);
    for (const text of ['0', '-1', '', '1.5', 'abc', '2e3']) expect(parseCartQuantity(text)).toBeUndefined();
  });

  it('R000-5.23 the customer reference is free text, kept as typed', () => {
    const store = memoryStorage();
    const reference = 'Tor 3 / Rampe B – Projekt «Umzug» #42, bitte avisieren!';
    writeStoredCart(store, { items: [{ ...crate, customerRef: reference }], zipCode: '' });
    expect(readStoredCart(store).items[0]?.customerRef).toBe(reference);
  });

  it('R000-6.12 a logged-in customer’s shipping postal code comes from the preferred shipping address of the saved order settings', () => {
    const addresses = [
      { id: 1, zipCode: '5012', country: 'CH', isDefaultShipping: true },
      { id: 2, zipCode: '8001', country: 'CH', isDefaultShipping: false },
      { id: 3, zipCode: '75001', country: 'FR', isDefaultShipping: false },
    ];
    expect(preferredShippingZip({ preferredDeliveryAddressId: 2 }, addresses)).toBe('8001');
    // No preferred address saved: the default shipping address.
    expect(preferredShippingZip({ preferredDeliveryAddressId: null }, addresses)).toBe('5012');
    expect(preferredShippingZip(null, addresses)).toBe('5012');
    // A foreign address gives no Swiss postal code to price.
    expect(preferredShippingZip({ preferredDeliveryAddressId: 3 }, addresses)).toBeUndefined();
    expect(preferredShippingZip({ preferredDeliveryAddressId: 9 }, [])).toBeUndefined();
  });
});
