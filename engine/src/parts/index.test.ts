import { describe, expect, it } from 'vitest';
import { PRODUCT_FAMILIES, attributeNamesOf, buildFromConfiguration, isProductFamily, productModels } from './index';
import { checkModelConsistency } from './part-model';

const noWarnings = () => {
  throw new Error('no warning expected');
};

describe('product model registry', () => {
  it('has one model per family, all drawn in the 3D configurator', () => {
    expect(Object.keys(productModels)).toEqual([...PRODUCT_FAMILIES]);
    for (const family of PRODUCT_FAMILIES) {
      expect(productModels[family].family).toBe(family);
      expect(productModels[family].mode).toBe('3D-Configurator');
    }
    expect(isProductFamily('crate')).toBe(true);
    expect(isProductFamily('box')).toBe(false);
  });

  it('names the attributes each family expects', () => {
    expect(attributeNamesOf('crate')).toEqual(['Innenlänge', 'Innenbreite', 'Innenhöhe', 'Material', 'Deckel', 'Kufen']);
    expect(attributeNamesOf('pallet')).toEqual(['Länge', 'Breite', 'Belastung', 'Deckbretter', 'Unterbau', 'Bodenbretter', 'Material']);
    expect(attributeNamesOf('board')).toEqual(['Brettkonfiguration', 'Anzahl', 'Material', 'Länge', 'Breite', 'Höhe']);
    expect(attributeNamesOf('furniture')).toEqual(['Möbeltyp', 'Module', 'Lagen', 'Kissen', 'Rollen', 'Material', 'Liegefläche']);
  });
});

describe('building from a configuration', () => {
  it('builds every family from attribute texts', () => {
    const configurations = {
      crate: { Innenlänge: '1200', Innenbreite: '800', Innenhöhe: '600', Material: 'Sägeroh Fichte/Tanne', Deckel: 'true' },
      pallet: { Länge: '1200', Breite: '800' },
      board: { Brettkonfiguration: '10!SPRUCE_FIR_SAWN!2000!100!18' },
      furniture: { Möbeltyp: 'Lounge', Rollen: 'ja' },
    } as const;
    for (const family of PRODUCT_FAMILIES) {
      const built = buildFromConfiguration(family, configurations[family], noWarnings);
      expect(built.ok).toBe(true);
      if (built.ok) {
        expect(built.result.parts.length).toBeGreaterThan(0);
        expect(checkModelConsistency(built.result)).toEqual([]);
      }
    }
  });

  it('passes the truck to the crate', () => {
    const built = buildFromConfiguration('crate', { Innenlänge: '1200', Innenbreite: '800', Innenhöhe: '600' }, noWarnings, {
      truck: { length: 1000, width: 1000, height: 1000 },
    });
    expect(built.ok && built.result.issues.map((issue) => issue.message)).toEqual(['parts.tooLargeForTruck']);
  });

  it('returns field errors with message keys and params instead of throwing', () => {
    expect(buildFromConfiguration('crate', { Innenlänge: '50', Innenbreite: 'breit' }, noWarnings)).toEqual({
      ok: false,
      errors: [
        { field: 'innerLength', message: 'validation.minMm', params: { rule: 'minMm', min: 100 } },
        { field: 'innerWidth', message: 'validation.numeric' },
        { field: 'innerHeight', message: 'validation.required' },
      ],
    });
  });
});
