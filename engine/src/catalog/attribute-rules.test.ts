import { describe, expect, it } from 'vitest';
import { RESERVED_PROPERTY_NAMES } from '../parts/geometry';
import { assertAttributeOfType, attributeValueProblem, isConfigurable, validateConfiguration } from './attribute-rules';
import { ATTRIBUTE_TYPES, AttributeTypeId, AttributeVisibility, hasVisibility } from './enums';

const attr = (typeId: number, options = {}) => ({ name: 'A', typeId, options });

describe('attribute types and visibility (001 §3)', () => {
  it('R001-3.29 R001-3.30 lists the type ids 1–12 (without 5) with the non-configuration types 4, 9, 11, 12', () => {
    expect(ATTRIBUTE_TYPES.map((type) => type.id)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12]);
    expect(ATTRIBUTE_TYPES.filter((type) => !type.relevantForConfiguration).map((type) => type.id)).toEqual([4, 9, 11, 12]);
    expect(AttributeTypeId).toMatchObject({ CURRENCY: 1, DIMENSION: 2, COLOR: 3, STRING: 6, ENUM: 7, BOOLEAN: 8, WEIGHT: 10, PRODUCT_LANDING_PAGE: 11 });
  });

  it('R001-3.31 visibility flags NONE 0, PRODUCT_CONFIGURATOR 1, ORDER_POSITION_GRID 2, SORT 4, QUICK_ORDER_GRID 8', () => {
    expect(AttributeVisibility).toEqual({ NONE: 0, PRODUCT_CONFIGURATOR: 1, ORDER_POSITION_GRID: 2, SORT: 4, QUICK_ORDER_GRID: 8 });
    expect(hasVisibility(1 | 8, AttributeVisibility.QUICK_ORDER_GRID)).toBe(true);
    expect(hasVisibility(1 | 8, AttributeVisibility.SORT)).toBe(false);
    expect(hasVisibility(0, AttributeVisibility.NONE)).toBe(true);
    expect(hasVisibility(2, AttributeVisibility.NONE)).toBe(false);
    expect(isConfigurable({ typeId: 2, visibility: 1 })).toBe(true);
    expect(isConfigurable({ typeId: 2, visibility: 2 })).toBe(false);
    expect(isConfigurable({ typeId: 11, visibility: 15 })).toBe(false);
  });
});

describe('product values by attribute type (001 §5)', () => {
  it('R001-5.20 R000-5.41 dimension and weight: empty or digits only', () => {
    for (const typeId of [AttributeTypeId.DIMENSION, AttributeTypeId.WEIGHT]) {
      expect(attributeValueProblem(attr(typeId), '')).toBeNull();
      expect(attributeValueProblem(attr(typeId), null)).toBeNull();
      expect(attributeValueProblem(attr(typeId), '1200')).toBeNull();
      expect(attributeValueProblem(attr(typeId), '12.5')).toEqual({ message: 'validation.numeric' });
      expect(attributeValueProblem(attr(typeId), '-3')).toEqual({ message: 'validation.numeric' });
    }
  });

  it('R001-5.21 R000-5.40 landing page: a valid link', () => {
    expect(attributeValueProblem(attr(11), 'https://holzwerk.example/kisten')).toBeNull();
    expect(attributeValueProblem(attr(11), 'kisten')).toEqual({ message: 'validation.link' });
    expect(attributeValueProblem(attr(11), 'javascript:alert(1)')).toEqual({ message: 'validation.link' });
  });

  it('enum one of its values; boolean true/false; colour #RRGGBB; currency an amount', () => {
    const material = attr(AttributeTypeId.ENUM, { values: ['OSB', 'MDF'] });
    expect(attributeValueProblem(material, 'OSB')).toBeNull();
    expect(attributeValueProblem(material, 'Eiche')).toEqual({ message: 'validation.choice' });
    expect(attributeValueProblem(attr(8), 'true')).toBeNull();
    expect(attributeValueProblem(attr(8), 'ja')).toEqual({ message: 'validation.choice' });
    expect(attributeValueProblem(attr(3), '#8b5a2b')).toBeNull();
    expect(attributeValueProblem(attr(3), 'braun')).toEqual({ message: 'validation.color' });
    expect(attributeValueProblem(attr(1), '12.50')).toBeNull();
    expect(attributeValueProblem(attr(1), '12,50')).toEqual({ message: 'validation.currency' });
  });

  it('R001-5.22 other types accept anything', () => {
    for (const typeId of [4, 6, 9, 12]) expect(attributeValueProblem(attr(typeId), '<any> text 12,5 !')).toBeNull();
  });

  it('R001-8.31 a value for an attribute not belonging to the product type throws', () => {
    expect(() => assertAttributeOfType(new Set([1, 2]), 3, { attribute: 'Farbe', productType: 'Kiste' })).toThrow(
      'Attribut Farbe gehört nicht zum Produkttyp Kiste',
    );
    expect(() => assertAttributeOfType(new Set([1, 2]), 2, { attribute: 'Länge', productType: 'Kiste' })).not.toThrow();
  });
});

describe('validateConfiguration', () => {
  const crate = {
    attributes: [
      { name: 'Innenlänge', typeId: 2, visibility: 15, options: { min: 200, max: 6000 } },
      { name: 'Innenhöhe', typeId: 2, visibility: 1, options: { min: 100, max: 2400, defaultValue: '500' } },
      { name: 'Material', typeId: 7, visibility: 1, options: { values: ['OSB', 'MDF'] } },
      { name: 'Deckel', typeId: 8, visibility: 1, options: { defaultValue: 'true' } },
      { name: 'Beschriftung', typeId: 6, visibility: 1, options: { required: true } },
      { name: 'Gewicht', typeId: 10, visibility: 2, options: {} },
      { name: 'Produktseite', typeId: 11, visibility: 1, options: {} },
    ],
  };

  it('accepts a valid configuration; defaults fill missing values; comment and insurance rate may ride along', () => {
    expect(validateConfiguration(crate, { Innenlänge: 1200, Material: 'OSB', Beschriftung: 'Export', [RESERVED_PROPERTY_NAMES.comment]: 'bitte rasch' })).toEqual([]);
  });

  it('reports bounds, enums, booleans, required dimensions and unknown names per field with validation keys', () => {
    const issues = validateConfiguration(crate, { Innenlänge: '150', Innenhöhe: '9999', Material: 'Eiche', Deckel: 'vielleicht', Gewicht: '3', Produktseite: 'x' });
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'Innenlänge', message: 'validation.minMm', params: { min: 200 } },
        { field: 'Innenhöhe', message: 'validation.maxMm', params: { max: 2400 } },
        { field: 'Material', message: 'validation.choice' },
        { field: 'Deckel', message: 'validation.choice' },
        { field: 'Beschriftung', message: 'validation.required' },
        { field: 'Gewicht', message: 'validation.choice' },
        { field: 'Produktseite', message: 'validation.choice' },
      ]),
    );
    expect(issues).toHaveLength(7);
    expect(validateConfiguration(crate, { Beschriftung: 'x' })).toEqual([{ field: 'Innenlänge', message: 'validation.required' }]);
    expect(validateConfiguration(crate, { Innenlänge: '12a', Beschriftung: 'x' })).toEqual([{ field: 'Innenlänge', message: 'validation.numeric' }]);
  });
});
