import { z } from 'zod';
import { defineElements, findElement, type ConfiguratorElement, type WarnFn } from './geometry';
import type { WoodMaterial } from './materials';

/**
 * zod fields of the models' input schemas and the mapping from a configuration (attribute name →
 * string value) to a model's input. Issues carry message keys as the validation module does:
 * `validation.required`, `validation.numeric`, `validation.min`/`validation.max` with
 * `params: { rule, length }`, and `validation.choice` (a value outside the allowed choices, params
 * `{ rule, allowed }`). Pure.
 */

const DIGITS = /^\s*\d+\s*$/;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * A whole number within bounds (mm, counts). Digit strings are read as numbers, so a configuration's
 * text values parse directly. Missing → required, not a whole number → numeric, out of bounds →
 * `validation.minMm`/`validation.maxMm` ('Mindestens 100 mm') for millimetres, else
 * `validation.minCount`/`validation.maxCount` ('Mindestens 2'), with the bound as `min`/`max`:
 * a number's bound is no character count.
 */
export function integerField(min: number, max: number, unit: 'mm' | 'count' = 'mm') {
  const suffix = unit === 'mm' ? 'Mm' : 'Count';
  return z.preprocess(
    (value) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (isEmpty(issue.input) ? 'validation.required' : 'validation.numeric') })
      .superRefine((value, ctx) => {
        if (!Number.isInteger(value)) {
          ctx.addIssue({ code: 'custom', message: 'validation.numeric', input: value, params: { rule: 'numeric' } });
        } else if (value < min) {
          ctx.addIssue({ code: 'custom', message: `validation.min${suffix}`, input: value, params: { rule: `min${suffix}`, min } });
        } else if (value > max) {
          ctx.addIssue({ code: 'custom', message: `validation.max${suffix}`, input: value, params: { rule: `max${suffix}`, max } });
        }
      }),
  );
}

const TRUE_WORDS = ['true', 'ja', 'yes', '1', 'oui', 'mit'];
const FALSE_WORDS = ['false', 'nein', 'no', '0', 'non', 'ohne'];

/** 'true'/'ja'/'1' → true, 'false'/'nein'/'0' → false (case-insensitive); anything else unchanged. */
export function parseBooleanText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  return value;
}

/** A yes/no field; configuration texts as in {@link parseBooleanText}. */
export function booleanField() {
  return z.preprocess(
    parseBooleanText,
    z.boolean({ error: (issue) => (isEmpty(issue.input) ? 'validation.required' : 'validation.choice') }),
  );
}

/** One of the ids of a choice; anything else → `validation.choice`. */
export function choiceField<const T extends readonly [string, ...string[]]>(ids: T) {
  return z.enum(ids, { error: (issue) => (isEmpty(issue.input) ? 'validation.required' : 'validation.choice') });
}

/** How an attribute of a configuration maps to a field of a model's input. */
export type AttributeSpec =
  | { name: string; field: string; kind: 'integer' | 'boolean' }
  | { name: string; field: string; kind: 'choice'; elements: readonly ConfiguratorElement[] };

/** A configuration: attribute name → value as text (000 §3 cart item configuration). */
export type Configuration = Readonly<Record<string, string | undefined>>;

/**
 * The raw input of a model from a configuration, to be parsed by the model's schema. Missing or
 * empty attributes are left out (the schema's default or `validation.required` applies); numbers
 * stay text (the schema reads digits); yes/no texts become booleans; a choice is looked up among
 * its elements by id, label or alias, an unknown value falling back to the first element with a
 * warning (001 §8). Attributes the model does not know are ignored.
 */
export function inputFromConfiguration(specs: readonly AttributeSpec[], configuration: Configuration, warn: WarnFn): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const spec of specs) {
    const value = configuration[spec.name];
    if (value === undefined || value.trim() === '') continue;
    if (spec.kind === 'choice') {
      input[spec.field] = findElement(spec.elements, value, (message, params) => warn(message, { attribute: spec.name, ...params })).id;
    } else {
      input[spec.field] = spec.kind === 'boolean' ? parseBooleanText(value) : value.trim();
    }
  }
  return input;
}

/** The choices of a material attribute: id = material code, label = German name, aliases. */
export function materialElements(materials: readonly WoodMaterial[]): readonly ConfiguratorElement[] {
  return defineElements(materials.map((material) => ({ id: material.code, label: material.materialName, aliases: material.aliases })));
}
