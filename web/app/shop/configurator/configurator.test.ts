import { describe, expect, it } from 'vitest';
import { BOARD_SECTION_FIELD, buildConfiguredModel, configuratorFields, fieldMessages, initialConfiguratorValues, issueText, toCartConfiguration } from './configurator';
import { readStoredCart, writeStoredCart } from '../../checkout/cart';
import { cartItemProperties, pricingZipCode } from '../../checkout/cart-lines';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe('configurator form', () => {
  it('R000-2.80 crate: start values from the product, German message while typing', () => {
    const values = initialConfiguratorValues('crate', { Innenlänge: '800', Innenbreite: '600', Innenhöhe: '500', Kufen: '2 Kufen' });
    expect(values).toMatchObject({ Innenlänge: '800', Kufen: '2' });
    expect(buildConfiguredModel('crate', values).ok).toBe(true);
    const bad = buildConfiguredModel('crate', { ...values, Innenlänge: '50' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(fieldMessages('crate', bad.errors)).toEqual({ Innenlänge: 'Mindestens 100 mm' });
    // A bound of a number is no character count, in every language.
    if (!bad.ok) expect(fieldMessages('crate', bad.errors, 'fr-FR')).toEqual({ Innenlänge: 'Au moins 100 mm' });
    const tooLong = buildConfiguredModel('crate', { ...values, Innenlänge: '20000' });
    if (!tooLong.ok) expect(fieldMessages('crate', tooLong.errors, 'en-US')).toEqual({ Innenlänge: 'At most 14000 mm' });
    const letters = buildConfiguredModel('crate', { ...values, Innenlänge: '8x' });
    if (!letters.ok) expect(fieldMessages('crate', letters.errors).Innenlänge).toBe('Nur Zahlen sind erlaubt');
  });

  it('R000-3.40 R000-3.44 board: only the allowed width × height pairs are offered and the cart keeps the encoded configuration', () => {
    const section = configuratorFields('board').find((field) => field.name === BOARD_SECTION_FIELD);
    expect(section?.options?.map((option) => option.value)).toEqual(['60x18', '80x18', '100x18', '140x18', '80x30', '100x30', '130x30']);
    const values = initialConfiguratorValues('board', { Brettkonfiguration: '10!Sägeroh Fichte/Tanne!2000!100!18' });
    expect(values[BOARD_SECTION_FIELD]).toBe('100x18');
    const built = buildConfiguredModel('board', values);
    expect(built.ok).toBe(true);
    if (built.ok) expect(toCartConfiguration('board', values, built.input)).toEqual({ Brettkonfiguration: '10!SPRUCE_FIR_SAWN!2000!100!18' });
  });

  it('furniture starts with its type’s modules, layers and cushions, not with empty fields', () => {
    expect(initialConfiguratorValues('furniture', { Möbeltyp: 'Bett' })).toMatchObject({ Möbeltyp: 'Bett', Module: '2', Lagen: '1', Kissen: 'true' });
    expect(initialConfiguratorValues('furniture', { Möbeltyp: 'Bank', Module: '3' })).toMatchObject({ Möbeltyp: 'Bank', Module: '3', Lagen: '2', Kissen: 'false' });
    expect(buildConfiguredModel('furniture', initialConfiguratorValues('furniture', { Möbeltyp: 'Bett' })).ok).toBe(true);
  });

  it('R000-1.05 labels and choices in French and English; the field names stay the German attributes (decision 967)', () => {
    const french = configuratorFields('crate', 'fr-FR');
    expect(french.map((field) => field.name)).toEqual(configuratorFields('crate').map((field) => field.name));
    expect(french.find((field) => field.name === 'Innenlänge')?.label).toBe('Longueur intérieure');
    expect(french.find((field) => field.name === 'Deckel')?.label).toBe('Couvercle');
    expect(french.find((field) => field.name === 'Kufen')?.options?.map((option) => option.label)).toContain('2 patins');
    expect(configuratorFields('board', 'en-US').find((field) => field.name === BOARD_SECTION_FIELD)?.label).toBe('Width × height');
    expect(configuratorFields('pallet', 'en-US').find((field) => field.name === 'Belastung')?.label).toBe('Load');
  });

  it('R000-1.05 the texts staff keep come before the dictionary; a missing one falls back to it (decision 974)', () => {
    const texts = { Kufen: { fr: { name: 'Semelles', values: { '2 Kufen': 'Deux semelles' } } } };
    const kufen = configuratorFields('crate', 'fr-FR', texts).find((field) => field.name === 'Kufen');
    expect(kufen?.label).toBe('Semelles');
    expect(kufen?.options?.map((option) => option.label)).toEqual(expect.arrayContaining(['Deux semelles', '3 patins']));
    expect(configuratorFields('crate', 'en-US', texts).find((field) => field.name === 'Kufen')?.label).toBe('Skids');
    expect(configuratorFields('crate', 'de-CH', texts).find((field) => field.name === 'Kufen')?.label).toBe('Kufen');
  });

  it('issue texts are German with their parameters', () => {
    expect(issueText({ message: 'parts.boardTooLong', params: { maxLength: 6000, length: 7000 } })).toBe('Bretter über 6000 mm (7000 mm) müssen gestossen werden.');
  });
});

describe('cart storage', () => {
  it('R000-4.35 R000-4.36 R000-4.34 stores one entry per item, drops removed ones and restores only valid entries', () => {
    const store = memoryStorage();
    const item = { product: { id: 3, name: 'Kiste', articleNumber: 'KISTE_0001' }, configuration: { Innenlänge: '900' }, quantity: 2 };
    writeStoredCart(store, { items: [item], zipCode: '4600' });
    store.setItem('cart-item:broken', JSON.stringify({ product: { id: -1 }, quantity: 1, configuration: {} }));
    store.setItem('cart-item:garbage', '{');
    expect(readStoredCart(store)).toEqual({ items: [item], zipCode: '4600', country: 'CH' });
    writeStoredCart(store, { items: [], zipCode: '' });
    expect([...Array(store.length).keys()].map((index) => store.key(index)).filter((key) => key?.startsWith('cart-item:3'))).toEqual([]);
  });

  it('R000-5.24 R000-5.25 prices are asked for a valid Swiss postal code only; properties fall back to the product', () => {
    expect(pricingZipCode(' 4600 ')).toBe('4600');
    expect(pricingZipCode('460')).toBeUndefined();
    // 'Versand nach' abroad: the non-Swiss rule, 79539 stays 79539 (decision 811).
    expect(pricingZipCode('79539')).toBeUndefined();
    expect(pricingZipCode('79539', 'DE')).toBe('79539');
    expect(pricingZipCode('9490', 'LI')).toBe('9490');
    expect(pricingZipCode('9', 'DE')).toBeUndefined();
    expect(cartItemProperties({ product: { id: 1, name: 'K', articleNumber: 'K', properties: [{ name: 'Gewicht', value: '28', typeId: 10 }] }, configuration: {}, quantity: 1 })).toEqual([
      { name: 'Gewicht', value: '28 kg' },
    ]);
  });
});
