import { describe, expect, it, vi } from 'vitest';
import { EngineError } from '../errors';
import { translateValidation } from '../validation/messages';
import { nearestOnStep } from './attribute-rules';
import { completeConfigurations, MAX_CONFIGURATION_NAMES, type TypeAttribute } from './configuration-check';
import { AttributeTypeId, AttributeVisibility } from './enums';

const CFG = AttributeVisibility.PRODUCT_CONFIGURATOR;
const wood: TypeAttribute = { name: 'Holz', typeId: AttributeTypeId.ENUM, visibility: CFG, options: { values: ['Fichte', 'Buche'] } };
const byType = new Map([[1, [wood]]]);
const product = { canBeConfigured: true, productType: { id: 1, modelFamily: null }, values: [] };
const memo = () => {
  const kept = new Map<string, Record<string, string>>();
  return { kept, valid: { get: (key: string) => kept.get(key), set: (key: string, completed: Record<string, string>) => void kept.set(key, completed) } };
};
const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (EngineError.is(error)) return error.errors;
    throw error;
  }
  return null;
};

describe('lines found valid are kept by their key (decision 1082)', () => {
  it('keeps a valid line, never an invalid one, and skips a kept line', () => {
    const { kept, valid } = memo();
    completeConfigurations(byType, [{ product, configuration: { Holz: 'Buche' }, key: () => 'buche' }], { valid });
    expect([...kept.keys()]).toEqual(['buche']);
    expect(refusal(() => completeConfigurations(byType, [{ product, configuration: { Holz: 'Gold' }, key: () => 'gold' }], { valid }))).toEqual([
      { message: 'validation.choice', params: { attribute: 'Holz' }, field: 'cartItems.0.configuration.Holz' },
    ]);
    expect(kept.has('gold')).toBe(false);
    // A kept key is not checked again (here: the key of a valid line, given for another configuration): its completion answers.
    expect(completeConfigurations(byType, [{ product, configuration: { Holz: 'Gold' }, key: () => 'buche' }], { valid })).toEqual([{ Holz: 'Buche' }]);
  });

  it('refuses an oversized configuration without making its key', () => {
    const { valid } = memo();
    const key = vi.fn(() => 'huge');
    const huge = Object.fromEntries(Array.from({ length: MAX_CONFIGURATION_NAMES + 1 }, (_, i) => [`k${i}`, 'x']));
    expect(refusal(() => completeConfigurations(byType, [{ product, configuration: huge, key }], { valid }))).toEqual([
      { message: 'validation.max', params: { max: MAX_CONFIGURATION_NAMES }, field: 'cartItems.0.configuration' },
    ]);
    expect(key).not.toHaveBeenCalled();
  });
});

describe('one rule for a configuration: completed with the product’s defaults or refused by field (decision 1088)', () => {
  const mm = (min: number, max: number, step?: number, defaultValue?: string) => ({ unit: 'mm', min, max, ...(step ? { step } : {}), ...(defaultValue ? { defaultValue } : {}) });
  const crate: TypeAttribute[] = [
    { name: 'Innenlänge', typeId: AttributeTypeId.DIMENSION, visibility: CFG, options: { ...mm(200, 6000, 10, '800'), required: true }, translations: { fr: { name: 'Longueur intérieure' } } },
    { name: 'Innenbreite', typeId: AttributeTypeId.DIMENSION, visibility: CFG, options: mm(200, 2400, 10) },
    { name: 'Material', typeId: AttributeTypeId.ENUM, visibility: CFG, options: { values: ['Fichte', 'OSB'], defaultValue: 'Fichte' } },
    { name: 'Beschriftung', typeId: AttributeTypeId.STRING, visibility: CFG, options: {} },
    { name: 'Gewicht', typeId: AttributeTypeId.WEIGHT, visibility: AttributeVisibility.ORDER_POSITION_GRID, options: { unit: 'kg' } },
  ];
  const types = new Map([[7, crate]]);
  const configurable = (values: { name: string; value: string }[] = []) => ({ canBeConfigured: true, productType: { id: 7, modelFamily: null }, values });
  const complete = (configuration: Record<string, string>, values?: { name: string; value: string }[], canBeConfigured = true) =>
    completeConfigurations(types, [{ product: { ...configurable(values), canBeConfigured }, configuration }], { locale: 'fr-FR' })[0];

  it('a configurable product: what the configuration leaves out takes the product’s own value, else the attribute’s default', () => {
    expect(complete({ Innenbreite: '600' }, [{ name: 'Material', value: 'OSB' }, { name: 'Gewicht', value: '28' }])).toEqual({ Innenbreite: '600', Innenlänge: '800', Material: 'OSB' });
    // Blank counts as left out; an optional attribute without value or default stays out.
    expect(complete({ Innenbreite: '600', Innenlänge: ' ' }, [{ name: 'Innenlänge', value: '1200' }])).toEqual({ Innenbreite: '600', Innenlänge: '1200', Material: 'Fichte' });
  });

  it('a dimension left out without a value or default is refused, naming the attribute; nothing is completed for a fixed product', () => {
    expect(refusal(() => complete({ Material: 'OSB' }))).toEqual([{ message: 'validation.required', params: { attribute: 'Largeur intérieure' }, field: 'cartItems.0.configuration.Innenbreite' }]);
    // A fixed product is made as its own values: they stand in, the configuration stays as it came.
    expect(complete({}, [{ name: 'Innenbreite', value: '600' }], false)).toEqual({});
  });

  it('off the step, below the minimum or above the maximum is refused with the step, the nearest value and the bounds', () => {
    expect(refusal(() => complete({ Innenlänge: '805', Innenbreite: '600' }))).toEqual([
      { message: 'validation.stepMm', params: { step: 10, nearest: 810, attribute: 'Longueur intérieure' }, field: 'cartItems.0.configuration.Innenlänge' },
    ]);
    expect(refusal(() => complete({ Innenlänge: '150', Innenbreite: '2500' }))).toEqual([
      { message: 'validation.minMm', params: { min: 200, attribute: 'Longueur intérieure' }, field: 'cartItems.0.configuration.Innenlänge' },
      { message: 'validation.maxMm', params: { max: 2400, attribute: 'Largeur intérieure' }, field: 'cartItems.0.configuration.Innenbreite' },
    ]);
    // A fixed product's configuration is checked the same way.
    expect(refusal(() => complete({ Innenlänge: '805' }, [{ name: 'Innenbreite', value: '600' }], false))?.map((entry) => entry.message)).toEqual(['validation.stepMm']);
  });

  it('the message names the attribute in the reader’s language (de, fr, en)', () => {
    const params = { step: 10, nearest: 810, attribute: 'Innenlänge' };
    expect(translateValidation('validation.stepMm', params, 'de-CH')).toBe('Innenlänge: Nur in Schritten von 10 mm, z. B. 810 mm');
    expect(translateValidation('validation.stepMm', { ...params, attribute: 'Longueur intérieure' }, 'fr-FR')).toBe('Longueur intérieure\u00a0: Uniquement par pas de 10 mm, p. ex. 810 mm');
    expect(translateValidation('validation.required', { attribute: 'Inner width' }, 'en-US')).toBe('Inner width: Input required');
    expect(translateValidation('validation.required', {}, 'de-CH')).toBe('Eingabe erforderlich');
  });

  it('the nearest value on a step counts from the minimum and stays within the bounds', () => {
    expect(nearestOnStep('805', { min: 200, max: 6000, step: 10 })).toBe(810);
    expect(nearestOnStep('804', { min: 200, step: 10 })).toBe(800);
    expect(nearestOnStep('800', { min: 200, step: 10 })).toBeNull();
    expect(nearestOnStep('107', { min: 105, step: 10 })).toBe(105);
    expect(nearestOnStep('5998', { min: 200, max: 5995, step: 10 })).toBe(5990);
    expect(nearestOnStep('12.32', { min: 0, step: 0.05 })).toBe(12.3);
    expect(nearestOnStep('12.35', { step: 0.05 })).toBeNull();
  });
});
