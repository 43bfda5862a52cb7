import { describe, expect, it } from 'vitest';
import { pricingConfiguration } from './configuration';
import { labourCost, partListCost } from './part-cost';

const crate = { canBeConfigured: true, modelFamily: 'crate' };
const own = { Innenlänge: '800', Innenbreite: '600', Innenhöhe: '500', Material: 'Sägeroh Fichte/Tanne', Kufen: '2 Kufen', Zolltarifnummer: '4415.1000' };

describe('the configuration a line is priced with', () => {
  it('R000-2.80 writes choices as the model labels, whichever spelling the cart sent, and keeps other attributes', () => {
    const byCode = pricingConfiguration(crate, own, { Material: 'OSB', Kufen: '3' }, 'de-CH');
    const byAlias = pricingConfiguration(crate, own, { Material: 'OSB/3', Kufen: '3 Kufen' }, 'de-CH');
    expect(byCode).toMatchObject({ ok: true, configuration: { Material: 'OSB', Kufen: '3 Kufen', Zolltarifnummer: '4415.1000' } });
    expect(byAlias.ok && byAlias.configuration).toEqual(byCode.ok && byCode.configuration);
    expect(pricingConfiguration(crate, own, { Material: 'SPRUCE_FIR_SAWN' }, 'de-CH')).toMatchObject({ configuration: { Material: 'Sägeroh Fichte/Tanne' } });
  });

  it('R000-2.80 refuses what the model cannot build, with the reason in the caller language', () => {
    const bounds = pricingConfiguration(crate, own, { Innenlänge: '20' }, 'de-CH');
    expect(bounds.ok).toBe(false);
    if (!bounds.ok) expect(bounds.problems.join(' ')).toMatch(/^Innenlänge: /);
    const truck = pricingConfiguration(crate, own, { Innenlänge: '14000', Innenbreite: '1200', Innenhöhe: '1200' }, 'fr-FR');
    expect(truck).toMatchObject({ ok: false, problems: [expect.stringContaining('camion')] });
  });

  it('a fixed product is priced with its own values: the cart configuration does not count', () => {
    expect(pricingConfiguration({ canBeConfigured: false, modelFamily: 'crate' }, own, { Innenlänge: '14000' }, 'de-CH')).toMatchObject({
      ok: true,
      configuration: { Innenlänge: '800' },
    });
    expect(pricingConfiguration({ canBeConfigured: true, modelFamily: null }, { A: '1' }, { B: '2' }, 'de-CH')).toEqual({ ok: true, configuration: { A: '1', B: '2' }, partCost: null });
  });

  it('R001-3.23 the part cost is material plus labour (set-up and per m³ of wood), growing with the size', () => {
    expect(labourCost({ volume: 0.1 }).toFixed(2)).toBe('43.00');
    expect(partListCost({ volume: 0.1, materialCost: '50.00' })).toBe('93.00');
    const small = pricingConfiguration(crate, own, {}, 'de-CH');
    const large = pricingConfiguration(crate, own, { Innenlänge: '2400', Innenbreite: '1200', Innenhöhe: '1200' }, 'de-CH');
    expect(small.ok && large.ok && Number(large.partCost) > Number(small.partCost)).toBe(true);
  });
});
