import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ELEMENT_NOT_FOUND_WARNING, defineElements } from './geometry';
import { booleanField, choiceField, inputFromConfiguration, integerField, parseBooleanText, type AttributeSpec } from './input';

describe('integer fields', () => {
  const field = integerField(100, 3000);

  it('reads numbers and digit strings', () => {
    expect(field.parse(1200)).toBe(1200);
    expect(field.parse(' 1200 ')).toBe(1200);
  });

  it('reports required, numeric and the numeric bounds (not character counts) with their own keys', () => {
    const issue = (value: unknown) => {
      const [first] = field.safeParse(value).error?.issues ?? [];
      return first && { message: first.message, params: (first as { params?: unknown }).params };
    };
    expect(issue(undefined)).toEqual({ message: 'validation.required', params: undefined });
    expect(issue('')).toEqual({ message: 'validation.required', params: undefined });
    expect(issue('12a')).toEqual({ message: 'validation.numeric', params: undefined });
    expect(issue(12.5)).toEqual({ message: 'validation.numeric', params: { rule: 'numeric' } });
    expect(issue(99)).toEqual({ message: 'validation.minMm', params: { rule: 'minMm', min: 100 } });
    expect(issue('3001')).toEqual({ message: 'validation.maxMm', params: { rule: 'maxMm', max: 3000 } });
  });
});

describe('yes/no and choice fields', () => {
  it('reads yes/no texts', () => {
    expect(['true', 'Ja', '1', 'false', 'NEIN', '0', 'vielleicht', true].map(parseBooleanText)).toEqual([true, true, true, false, false, false, 'vielleicht', true]);
    expect(booleanField().parse('ja')).toBe(true);
    expect(booleanField().safeParse('vielleicht').error?.issues[0]?.message).toBe('validation.choice');
    expect(booleanField().safeParse(undefined).error?.issues[0]?.message).toBe('validation.required');
  });

  it('accepts only the ids of a choice', () => {
    const field = choiceField(['a', 'b']);
    expect(field.parse('b')).toBe('b');
    expect(field.safeParse('c').error?.issues[0]?.message).toBe('validation.choice');
    expect(z.object({ choice: field }).safeParse({}).error?.issues[0]?.message).toBe('validation.required');
  });
});

describe('configuration to input', () => {
  const specs: AttributeSpec[] = [
    { name: 'Länge', field: 'length', kind: 'integer' },
    { name: 'Deckel', field: 'lid', kind: 'boolean' },
    { name: 'Kufen', field: 'skids', kind: 'choice', elements: defineElements([{ id: 'none', label: 'Keine' }, { id: '2', label: '2 Kufen' }]) },
  ];

  it('maps attribute names to fields, leaves out missing and empty ones and ignores unknown ones', () => {
    expect(inputFromConfiguration(specs, { Länge: ' 1200 ', Deckel: 'ja', Kufen: '2 Kufen', Farbe: 'rot' }, () => undefined)).toEqual({ length: '1200', lid: true, skids: '2' });
    expect(inputFromConfiguration(specs, { Länge: '', Deckel: undefined }, () => undefined)).toEqual({});
  });

  it('falls back to the first choice with a warning naming the attribute (R001-8.35)', () => {
    const warnings: unknown[] = [];
    expect(inputFromConfiguration(specs, { Kufen: '7' }, (message, params) => warnings.push([message, params]))).toEqual({ skids: 'none' });
    expect(warnings).toEqual([[ELEMENT_NOT_FOUND_WARNING, { attribute: 'Kufen', id: '7', fallback: 'none' }]]);
  });
});
