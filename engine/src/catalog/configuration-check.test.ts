import { describe, expect, it, vi } from 'vitest';
import { EngineError } from '../errors';
import { assertValidConfigurations, MAX_CONFIGURATION_NAMES, type TypeAttribute } from './configuration-check';
import { AttributeTypeId, AttributeVisibility } from './enums';

const wood: TypeAttribute = { name: 'Holz', typeId: AttributeTypeId.ENUM, visibility: AttributeVisibility.PRODUCT_CONFIGURATOR, options: { values: ['Fichte', 'Buche'] } };
const byType = new Map([[1, [wood]]]);
const product = { productType: { id: 1, modelFamily: null }, values: [] };
const memo = () => {
  const kept = new Set<string>();
  return { kept, valid: { has: (key: string) => kept.has(key), add: (key: string) => void kept.add(key) } };
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
    assertValidConfigurations(byType, [{ product, configuration: { Holz: 'Buche' }, key: () => 'buche' }], valid);
    expect([...kept]).toEqual(['buche']);
    expect(refusal(() => assertValidConfigurations(byType, [{ product, configuration: { Holz: 'Gold' }, key: () => 'gold' }], valid))).toEqual([
      { message: 'validation.choice', field: 'cartItems.0.configuration.Holz' },
    ]);
    expect(kept.has('gold')).toBe(false);
    // A kept key is not checked again (here: the key of a valid line, given for another configuration).
    expect(refusal(() => assertValidConfigurations(byType, [{ product, configuration: { Holz: 'Gold' }, key: () => 'buche' }], valid))).toBeNull();
  });

  it('refuses an oversized configuration without making its key', () => {
    const { valid } = memo();
    const key = vi.fn(() => 'huge');
    const huge = Object.fromEntries(Array.from({ length: MAX_CONFIGURATION_NAMES + 1 }, (_, i) => [`k${i}`, 'x']));
    expect(refusal(() => assertValidConfigurations(byType, [{ product, configuration: huge, key }], valid))).toEqual([
      { message: 'validation.max', params: { max: MAX_CONFIGURATION_NAMES }, field: 'cartItems.0.configuration' },
    ]);
    expect(key).not.toHaveBeenCalled();
  });
});
