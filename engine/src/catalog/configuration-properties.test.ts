import { describe, expect, it, vi } from 'vitest';
import {
  configurationProperties,
  propertyByPath,
  requireConfiguratorApi,
  WARN_ATTRIBUTE_NOT_FOUND,
  WARN_PRODUCT_TYPE_NOT_FOUND,
  WARN_UNKNOWN_PROPERTY_TYPE,
} from './configuration-properties';

const types = [{ id: 4, attributes: [{ name: 'Innenlänge', typeId: 2 }, { name: 'Sonderwunsch', typeId: 5 }, { name: 'Darstellung', typeId: 6 }] }];

describe('configuration properties (001 §8)', () => {
  it("R001-8.21 throws 'ConfiguratorApi required' without the configurator's API", () => {
    expect(() => requireConfiguratorApi(undefined)).toThrow('ConfiguratorApi required');
    expect(requireConfiguratorApi({ price: 1 })).toEqual({ price: 1 });
  });

  it("R001-8.22 throws 'ProductTypes were not loaded' without the product types", () => {
    expect(() => configurationProperties(undefined, 4, {}, vi.fn())).toThrow('ProductTypes were not loaded');
  });

  it('R001-8.33 warns when the product type is not found, and yields nothing', () => {
    const warn = vi.fn();
    expect(configurationProperties(types, 99, { Innenlänge: '1200' }, warn)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(WARN_PRODUCT_TYPE_NOT_FOUND, { productTypeId: 99 });
  });

  it('R001-8.34 R001-8.36 warns for an unknown attribute (skipped) and an unknown property type (kept as text)', () => {
    const warn = vi.fn();
    const properties = configurationProperties(types, 4, { Innenlänge: '1200', Farbton: 'rot', Sonderwunsch: 'Griffe' }, warn);
    expect(properties).toEqual([
      { path: 'Innenlänge', typeId: 2, value: '1200' },
      { path: 'Sonderwunsch', typeId: 6, value: 'Griffe' },
    ]);
    expect(warn).toHaveBeenCalledWith(WARN_ATTRIBUTE_NOT_FOUND, { productTypeId: 4, attribute: 'Farbton' });
    expect(warn).toHaveBeenCalledWith(WARN_UNKNOWN_PROPERTY_TYPE, { attribute: 'Sonderwunsch', typeId: 5 });
  });

  it('R001-8.28 reads a property by path and throws when there is none', () => {
    const properties = configurationProperties(types, 4, { Innenlänge: '1200', 'Darstellung.Explosionszeichnung': 'true' }, vi.fn());
    expect(propertyByPath(properties, 'Darstellung.Explosionszeichnung').value).toBe('true');
    expect(() => propertyByPath(properties, 'Innenbreite')).toThrow('property not found by path: Innenbreite');
  });
});
