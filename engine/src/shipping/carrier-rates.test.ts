import { describe, expect, it } from 'vitest';
import { composeParcels, DEFAULT_PLACE_WEIGHT_KG } from './carrier-rates';

describe('cart parcels for the carrier', () => {
  it('R001-3.51 one piece per pallet place (cm, kg), the goods weight spread over the places', () => {
    expect(composeParcels([{ quantity: 4, weightKg: 7.5, requirement: { maxPackage: 10 } }])).toEqual([
      { lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 30, count: 1, packageType: 'crate' },
    ]);
    const two = composeParcels([{ quantity: 20, weightKg: 3, requirement: { maxPackage: 10 } }]);
    expect(two[0]).toMatchObject({ count: 2, weightKg: 30 });
  });

  it('a place over 68 kg travels as several pieces; unknown weights take the default', () => {
    expect(composeParcels([{ quantity: 1, weightKg: 150, requirement: null }])[0]).toMatchObject({ count: 3, weightKg: 50 });
    expect(composeParcels([{ quantity: 1, weightKg: null, requirement: null }])[0]).toMatchObject({ count: 1, weightKg: DEFAULT_PLACE_WEIGHT_KG });
    expect(composeParcels([])).toEqual([]);
  });
});
