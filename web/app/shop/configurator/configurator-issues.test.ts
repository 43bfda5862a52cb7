import { describe, expect, it } from 'vitest';
import { buildConfiguredModel, configuratorFields, initialConfiguratorValues, issueFieldMessages, shownConfiguratorFields, toCartConfiguration } from './configurator';

/** A model ERROR marks the field it is about (decision 1168): OSB at 3000 mm marks Länge. */
describe('configurator issues beside their field', () => {
  it('R000-2.82 OSB boards of 3000 mm: the reason stands at Länge', () => {
    const material = configuratorFields('board').find((field) => field.name === 'Material');
    const osb = material?.options?.find((option) => /OSB/.test(option.label));
    expect(osb).toBeDefined();
    const values = { ...initialConfiguratorValues('board', {}), Material: osb!.value, Länge: '3000' };
    const built = buildConfiguredModel('board', values);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    const messages = issueFieldMessages('board', built.result.issues, 'de-CH');
    expect(Object.keys(messages)).toContain('Länge');
    expect(messages['Länge']).toMatch(/2500/);
    expect(issueFieldMessages('board', built.result.issues, 'fr-FR')['Länge']).toMatch(/2500/);
  });

  it('leaves warnings and unknown issues in the list only', () => {
    expect(issueFieldMessages('board', [{ level: 'WARNING', message: 'parts.boardTooLong', params: { length: 7000, maxLength: 6000 } }])).toEqual({});
    expect(issueFieldMessages('board', [{ level: 'ERROR', message: 'parts.somethingElse', params: {} }])).toEqual({});
  });
});

describe('the bed is sized by its lying surface (decision 1169)', () => {
  const bed = (size: string) => ({ ...initialConfiguratorValues('furniture', { Möbeltyp: 'Bett', Liegefläche: '160 × 200 cm' }), Liegefläche: size });

  it('R000-2.81 shows Liegefläche, no Möbeltyp and no Module for a bed; the bench has no Bett and no Liegefläche', () => {
    const fields = configuratorFields('furniture');
    const bedValues = bed('160 × 200 cm');
    const shown = shownConfiguratorFields('furniture', bedValues, fields).map((field) => field.name);
    expect(shown).toContain('Liegefläche');
    expect(shown).not.toContain('Möbeltyp');
    expect(shown).not.toContain('Module');
    const bench = initialConfiguratorValues('furniture', { Möbeltyp: 'Bank' });
    const benchFields = shownConfiguratorFields('furniture', bench, fields);
    expect(benchFields.map((field) => field.name)).not.toContain('Liegefläche');
    expect(benchFields.find((field) => field.name === 'Möbeltyp')?.options?.map((option) => option.value)).not.toContain('Bett');
  });

  it('R000-2.81 the part list, and so the margin price, follows the size: 90 < 160 < 180', () => {
    const cost = (size: string) => {
      const built = buildConfiguredModel('furniture', bed(size));
      if (!built.ok) throw new Error('bed does not build');
      expect(toCartConfiguration('furniture', bed(size), built.input)).toMatchObject({ Möbeltyp: 'Bett', Liegefläche: size });
      expect(toCartConfiguration('furniture', bed(size), built.input)).not.toHaveProperty('Module');
      return Number(built.result.totals.materialCost);
    };
    expect(cost('90 × 200 cm')).toBeLessThan(cost('160 × 200 cm'));
    expect(cost('160 × 200 cm')).toBe(cost('140 × 200 cm'));
    expect(cost('160 × 200 cm')).toBeLessThan(cost('180 × 200 cm'));
  });
});
