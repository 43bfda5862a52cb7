import { Decimal } from 'decimal.js';
import { RESERVED_PROPERTY_NAMES } from '../parts/geometry';
import type { ValidationMessageKey } from '../validation/messages';
import { isCurrencyAmount, isEmptyOrDigits, isLink } from '../validation/rules';
import type { AttributeOptions } from './attribute.entity';
import { AttributeTypeId, AttributeVisibility, hasVisibility, NON_CONFIGURATION_ATTRIBUTE_TYPES } from './enums';

/**
 * Attribute value rules (001 §3, §5, §8): product values by attribute type, configurations
 * against their product type. Pure and browser-safe; readings in docs/decisions/400-catalogue-api.md.
 */

/** One problem of a value: a `validation.*` message key, its params and the field it concerns. */
export interface AttributeIssue {
  field: string;
  message: ValidationMessageKey;
  params?: Record<string, string | number>;
}

export interface AttributeLike {
  name: string;
  typeId: number;
  options?: AttributeOptions | null | undefined;
}

/** A colour value: #RRGGBB. */
export const COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** The thrown message when a value names an attribute its product type does not have (001 §8). */
export const ATTRIBUTE_NOT_OF_TYPE_MESSAGE = 'Attribut {attribute} gehört nicht zum Produkttyp {productType}';

type ValueProblem = Omit<AttributeIssue, 'field'> | null;

/**
 * The problem of a product's value for its attribute type, or null (001 §5): dimension and weight
 * empty or digits only; landing page a valid http(s) link; currency an amount; enum one of its
 * values; boolean 'true'/'false'; colour #RRGGBB (or one of the listed values). Empty clears a
 * value and is always accepted; other types accept anything.
 */
export function attributeValueProblem(attribute: AttributeLike, value: string | null | undefined): ValueProblem {
  if (value === null || value === undefined || value === '') return null;
  const values = attribute.options?.values;
  switch (attribute.typeId) {
    case AttributeTypeId.DIMENSION:
    case AttributeTypeId.WEIGHT:
      return isEmptyOrDigits(value) ? null : { message: 'validation.numeric' };
    case AttributeTypeId.PRODUCT_LANDING_PAGE:
      return isLink(value) ? null : { message: 'validation.link' };
    case AttributeTypeId.CURRENCY:
      return isCurrencyAmount(value) ? null : { message: 'validation.currency' };
    case AttributeTypeId.ENUM:
      return values && values.length > 0 && !values.includes(value) ? { message: 'validation.choice' } : null;
    case AttributeTypeId.BOOLEAN:
      return value === 'true' || value === 'false' ? null : { message: 'validation.choice' };
    case AttributeTypeId.COLOR:
      return COLOR_PATTERN.test(value) || values?.includes(value) ? null : { message: 'validation.color' };
    default:
      return null;
  }
}

/** An attribute takes part in a configuration: configurator-visible and of a configuration type (001 §3). */
export function isConfigurable(attribute: { typeId: number; visibility: number }): boolean {
  return hasVisibility(attribute.visibility, AttributeVisibility.PRODUCT_CONFIGURATOR) && !NON_CONFIGURATION_ATTRIBUTE_TYPES.includes(attribute.typeId);
}

/** Names a configuration may carry beside the type's attributes: the customer's comment, the insurance rate. */
export const CONFIGURATION_EXTRA_NAMES: readonly string[] = [RESERVED_PROPERTY_NAMES.comment, RESERVED_PROPERTY_NAMES.insuranceRate];

export interface ConfigurableType {
  /** The type's attributes with the visibility the type gives them. */
  attributes: readonly (AttributeLike & { visibility: number })[];
}

export type ConfigurationInput = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * Checks a configuration (attribute name → value) against its product type and returns every
 * problem per field (empty when valid):
 * - a name that is no configurable attribute of the type (nor a comment or insurance rate) → `validation.choice`;
 * - a missing value: required when the attribute says so or is a dimension without a default → `validation.required`;
 * - the value rules of {@link attributeValueProblem}, then min/max bounds of numeric types →
 *   `validation.minMm` / `validation.maxMm` (dimensions), `…Kg` (weights), else `validation.minValue` / `validation.maxValue`;
 * - within the bounds, the step of a numeric type (counted from its minimum, else from 0) →
 *   `validation.stepMm` / `…Kg` / `…Value` with the step and the nearest value on it (decision 1088).
 */
export function validateConfiguration(type: ConfigurableType, configuration: ConfigurationInput): AttributeIssue[] {
  const issues: AttributeIssue[] = [];
  const configurable = type.attributes.filter(isConfigurable);
  const known = new Set(configurable.map((attribute) => attribute.name));
  for (const name of Object.keys(configuration)) {
    if (!known.has(name) && !CONFIGURATION_EXTRA_NAMES.includes(name)) issues.push({ field: name, message: 'validation.choice' });
  }
  for (const attribute of configurable) {
    const raw = configuration[attribute.name];
    const value = raw === null || raw === undefined ? '' : String(raw).trim();
    const options = attribute.options ?? {};
    if (value === '') {
      const hasDefault = options.defaultValue !== undefined && options.defaultValue !== '';
      if (options.required || (attribute.typeId === AttributeTypeId.DIMENSION && !hasDefault)) {
        issues.push({ field: attribute.name, message: 'validation.required' });
      }
      continue;
    }
    const problem = attributeValueProblem(attribute, value);
    if (problem) {
      issues.push({ field: attribute.name, ...problem });
      continue;
    }
    const numeric = attribute.typeId === AttributeTypeId.DIMENSION || attribute.typeId === AttributeTypeId.WEIGHT || attribute.typeId === AttributeTypeId.CURRENCY;
    if (!numeric) continue;
    const amount = Number(value);
    // A dimension's bound reads 'Mindestens 200 mm', a weight's in kg; other numbers by value.
    const unit = attribute.typeId === AttributeTypeId.DIMENSION && (options.unit ?? 'mm') === 'mm' ? 'Mm' : attribute.typeId === AttributeTypeId.WEIGHT && (options.unit ?? 'kg') === 'kg' ? 'Kg' : 'Value';
    if (options.min !== undefined && amount < options.min) issues.push({ field: attribute.name, message: `validation.min${unit}`, params: { min: options.min } });
    else if (options.max !== undefined && amount > options.max) issues.push({ field: attribute.name, message: `validation.max${unit}`, params: { max: options.max } });
    else if (options.step !== undefined && options.step > 0) {
      const nearest = nearestOnStep(value, options);
      if (nearest !== null) issues.push({ field: attribute.name, message: `validation.step${unit}`, params: { step: options.step, nearest } });
    }
  }
  return issues;
}

/**
 * The value on the attribute's step nearest to `value` (the step counted from the minimum, else
 * from 0; kept within the bounds), or null when `value` is on the step. Decimal arithmetic, so a
 * step of 0.05 CHF is exact.
 *
 * @example nearestOnStep('805', { min: 200, max: 6000, step: 10 }) // 810
 */
export function nearestOnStep(value: string, options: Pick<AttributeOptions, 'min' | 'max' | 'step'>): number | null {
  const step = new Decimal(options.step ?? 0);
  if (!step.isPositive()) return null;
  const base = new Decimal(options.min ?? 0);
  const offset = new Decimal(value).minus(base);
  if (offset.mod(step).isZero()) return null;
  let nearest = base.plus(offset.dividedBy(step).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(step));
  if (options.max !== undefined && nearest.greaterThan(options.max)) nearest = nearest.minus(step);
  if (nearest.lessThan(base)) nearest = nearest.plus(step);
  return nearest.toNumber();
}

/**
 * Throws when a value names an attribute its product type does not have (001 §8). The caller
 * turns it into its own error kind.
 */
export function assertAttributeOfType(typeAttributeIds: ReadonlySet<number>, attributeId: number, names: { attribute: string; productType: string }): void {
  if (!typeAttributeIds.has(attributeId)) {
    throw new Error(ATTRIBUTE_NOT_OF_TYPE_MESSAGE.replace('{attribute}', names.attribute).replace('{productType}', names.productType));
  }
}
