import { describe, expect, it } from 'vitest';
import { BOARD_MATERIAL_NAMES, BOARD_MATERIALS_WIDE } from './board-material';
import {
  PIECE_ITEMS,
  SAWN_MATERIAL_CODES,
  WOOD_MATERIALS,
  WOOD_MATERIAL_LIST,
  decalMaterialOf,
  findWoodMaterial,
  sawnMaterial,
  sheetPricePerM2,
  woodMaterial,
  type SheetMaterial,
} from './materials';
import { isWoodPartKey } from './part-list';

describe('material catalogue (R000-3.45 R001-3.63)', () => {
  it('holds every board material of the wider list, keyed by the board configuration codes', () => {
    expect(Object.keys(WOOD_MATERIALS).sort()).toEqual([...BOARD_MATERIALS_WIDE].sort());
    expect(WOOD_MATERIAL_LIST.map((material) => material.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const material of WOOD_MATERIAL_LIST) {
      expect(material.densityKgM3).toBeGreaterThan(300);
      expect(material.densityKgM3).toBeLessThan(1000);
      expect(material.minWidth).toBeGreaterThan(0);
      // the names of catalog/rules are accepted as aliases
      expect(findWoodMaterial(BOARD_MATERIAL_NAMES[material.code])).toBe(material);
    }
  });

  it('sawn materials are priced per m³, sheet materials per m² by thickness', () => {
    expect(sawnMaterial('SPRUCE_FIR_SAWN')).toMatchObject({ kind: 'sawn', pricePerM3: '480.00', densityKgM3: 470 });
    expect(SAWN_MATERIAL_CODES.map((code) => woodMaterial(code).kind)).toEqual(['sawn', 'sawn']);
    expect(woodMaterial('OSB')).toMatchObject({ kind: 'sheet', format: { length: 2500, width: 1250 } });
  });

  it('R001-3.63 gives the decal material: id, decalName, materialName, minWidth', () => {
    expect(decalMaterialOf(woodMaterial('OSB'))).toEqual({ id: 2, decalName: 'osb', materialName: 'OSB', minWidth: 80 });
    expect(Object.keys(decalMaterialOf(woodMaterial('LARCH_SAWN'))).sort()).toEqual(['decalName', 'id', 'materialName', 'minWidth']);
  });

  it('finds materials by code, name or alias, case-insensitive', () => {
    expect(findWoodMaterial('SPRUCE_FIR_SAWN')?.materialName).toBe('Sägeroh Fichte/Tanne');
    expect(findWoodMaterial(' sägeroh fichte/tanne ')?.code).toBe('SPRUCE_FIR_SAWN');
    expect(findWoodMaterial('wisa')?.code).toBe('WISA_SPRUCE_PLYWOOD');
    expect(findWoodMaterial('Gold')).toBeUndefined();
    expect(findWoodMaterial('')).toBeUndefined();
    expect(findWoodMaterial(null)).toBeUndefined();
  });
});

describe('sheet prices', () => {
  const osb = WOOD_MATERIALS.OSB as SheetMaterial;

  it('takes the listed price of a stocked thickness', () => {
    expect(sheetPricePerM2(osb, 18).toFixed(2)).toBe('13.50');
  });

  it('scales the nearest stocked thickness, a tie taking the thinner', () => {
    // 30 mm: nearest 25 mm at 19.00 → 19.00 × 30 / 25 = 22.80
    expect(sheetPricePerM2(osb, 30).toFixed(2)).toBe('22.80');
    // 10 mm: nearest 12 mm at 9.50 → 9.50 × 10 / 12 = 7.9166… → 7.92
    expect(sheetPricePerM2(osb, 10).toFixed(2)).toBe('7.92');
    // 20 mm: 18 and 22 are both 2 away → 18 mm at 13.50 × 20 / 18 = 15.00
    expect(sheetPricePerM2(osb, 20).toFixed(2)).toBe('15.00');
  });

  it('throws for a sheet material without prices', () => {
    expect(() => sheetPricePerM2({ ...osb, pricesPerM2: [] }, 12)).toThrow(/No sheet prices/);
  });
});

describe('bought-in pieces (R001-3.61)', () => {
  it('pallet blocks are SK wood parts priced per piece, their weight from the pressed-wood density', () => {
    // 145 × 100 × 78 mm = 0.001131 m³ × 600 kg/m³ = 0.6786 kg
    expect(PIECE_ITEMS.BLOCK_145x100).toMatchObject({ partListKey: 'SK-PRESS-145x100x78', pricePerPiece: '0.55', volumeM3: 0.001131, weightKg: 0.6786 });
    // 145 × 145 × 78 = 0.00163995 m³ × 600 = 0.98397 kg
    expect(PIECE_ITEMS.BLOCK_145x145.weightKg).toBeCloseTo(0.98397, 12);
    expect(isWoodPartKey(PIECE_ITEMS.BLOCK_145x145.partListKey)).toBe(true);
  });

  it('fasteners and accessories are not wood', () => {
    for (const item of Object.values(PIECE_ITEMS)) {
      if (item.kind !== 'block') {
        expect(isWoodPartKey(item.partListKey)).toBe(false);
        expect(item.volumeM3).toBe(0);
      }
      expect(item.size.length).toBeGreaterThanOrEqual(item.size.width);
      expect(item.size.width).toBeGreaterThanOrEqual(item.size.height);
    }
  });
});
