import { describe, expect, it } from 'vitest';
import { expectedDeliveryDate } from '../calendar/delivery-date';
import { calculateParcelFreight, parcelMisfit } from './parcel';
import { pieceOf } from './parcel-pieces';
import { choicesOf } from '../pricing/cart-shipping';
import { parcelTariffFromText } from './parcel-tariff-desk';

const crate = { weightKg: 15, dimensionsCm: [65, 45, 45] };

describe('parcels by Swiss Post (decision 1140)', () => {
  it('two 15 kg crates cost 2 × 24.00 by the default tariff, to CH and LI only', () => {
    expect(calculateParcelFreight({ lines: [{ quantity: 2, piece: crate }] })).toMatchObject({ fits: true, parcels: 2, cost: '48.00', effectiveCost: '48.00' });
    expect(calculateParcelFreight({ lines: [{ quantity: 1, piece: crate }], country: 'LI' }).fits).toBe(true);
    expect(calculateParcelFreight({ lines: [{ quantity: 1, piece: crate }], country: 'DE' })).toMatchObject({ fits: false, misfit: 'abroad', cost: null });
    expect(calculateParcelFreight({ lines: [{ quantity: 1, piece: { weightKg: 1.5, dimensionsCm: [30, 20, 10] } }], customerMultiplier: '2' }).effectiveCost).toBe('21.00');
  });

  it('a piece over 30 kg, over 100 × 60 × 60 cm or without weight or size does not fit', () => {
    expect(parcelMisfit({ weightKg: 30, dimensionsCm: [60, 100, 60] })).toBeNull();
    expect(parcelMisfit({ weightKg: 30.5, dimensionsCm: [10, 10, 10] })).toBe('too_heavy');
    expect(parcelMisfit({ weightKg: 5, dimensionsCm: [101, 10, 10] })).toBe('too_large');
    expect(parcelMisfit({ weightKg: 5, dimensionsCm: [90, 61, 61] })).toBe('too_large');
    expect(parcelMisfit({ weightKg: null, dimensionsCm: [10, 10, 10] })).toBe('no_weight');
    expect(parcelMisfit({ weightKg: 5, dimensionsCm: null })).toBe('no_size');
    expect(calculateParcelFreight({ lines: [{ quantity: 1, piece: crate }, { quantity: 1, piece: { weightKg: 52, dimensionsCm: [125, 85, 85] } }] }).fits).toBe(false);
  });

  it('a crate\'s inner size (mm) gets its walls; a configured size wins', () => {
    const attributes = [
      { name: 'Innenlänge', typeId: 2, unit: 'mm', value: '600' },
      { name: 'Innenbreite', typeId: 2, unit: 'mm', value: '400' },
      { name: 'Innenhöhe', typeId: 2, unit: 'mm', value: '400' },
      { name: 'Gewicht', typeId: 10, unit: 'kg', value: '15' },
    ];
    expect(pieceOf(attributes)).toEqual({ weightKg: 15, dimensionsCm: [65, 45, 45] });
    expect(pieceOf(attributes, { Innenlänge: '1200' }).dimensionsCm).toEqual([125, 45, 45]);
  });

  it('the cheaper way comes first; a tie keeps the truck first; an unfitting parcel is not offered', () => {
    const parcel = calculateParcelFreight({ lines: [{ quantity: 2, piece: crate }] });
    expect(choicesOf('190.00', parcel).map((choice) => choice.mode)).toEqual(['PARCEL', 'DELIVERY']);
    expect(choicesOf('30.00', parcel).map((choice) => choice.mode)).toEqual(['DELIVERY', 'PARCEL']);
    expect(choicesOf('48.00', parcel).map((choice) => choice.mode)).toEqual(['DELIVERY', 'PARCEL']);
    expect(choicesOf('190.00', calculateParcelFreight({ lines: [{ quantity: 1, piece: { weightKg: 40, dimensionsCm: [10, 10, 10] } }] })).map((choice) => choice.mode)).toEqual(['DELIVERY']);
  });

  it('the tariff is edited as lines; a wrong line is named', () => {
    expect(parcelTariffFromText('bis 5 kg: 9.00\nbis 30 kg: 20').bands).toEqual([{ upToKg: 5, price: '9.00' }, { upToKg: 30, price: '20.00' }]);
    expect(() => parcelTariffFromText('bis 5 kg: 9.00')).toThrow();
    expect(() => parcelTariffFromText('fünf kg 9')).toThrow();
  });
});

describe('one delivery-date rule: production first, then transit (decision 1141)', () => {
  it('the expected date is the earliest date plus the transit in working days, never before it; a later wish date wins', () => {
    // Earliest Fri 04.12.2026: FedEx Priority (1 day) Mon 07.12, Express (0) the earliest itself, never Wed 02.12.
    expect(expectedDeliveryDate({ earliest: '2026-12-04', transitDays: 1 })).toBe('2026-12-07');
    expect(expectedDeliveryDate({ earliest: '2026-12-04', transitDays: 0 })).toBe('2026-12-04');
    expect(expectedDeliveryDate({ earliest: '2026-12-04', transitDays: -2 })).toBe('2026-12-04');
    expect(expectedDeliveryDate({ earliest: '2026-12-04', transitDays: 1, requested: '2026-12-10' })).toBe('2026-12-10');
    expect(expectedDeliveryDate({ earliest: '2026-12-04', transitDays: 2, requested: '2026-12-07' })).toBe('2026-12-08');
  });
});
