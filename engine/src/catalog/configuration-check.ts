import type { EntityManager } from '@mikro-orm/postgresql';
import { EngineError } from '../errors';
import { findElement, isProductFamily, productModels } from '../parts';
import { parseBooleanText } from '../parts/input';
import { isConfigurable, validateConfiguration, type AttributeIssue } from './attribute-rules';
import type { AttributeOptions } from './attribute.entity';
import { AttributeTypeId } from './enums';
import { ProductTypeAttribute } from './product-type.entity';

/**
 * A dimension or weight without its own maximum may not pass this one (mm or kg): a configuration
 * of 99 999 999 mm is no crate (issue 22, docs/decisions/724-configurations-validated.md).
 */
export const NUMERIC_CEILING = 100_000;
/** At most this many names in one configuration. */
export const MAX_CONFIGURATION_NAMES = 100;

/** A configurator attribute of a product type, as the check reads it. */
export interface TypeAttribute {
  name: string;
  typeId: number;
  visibility: number;
  options: AttributeOptions;
}

/** A product as the check reads it: its type and own values (plain rows or a populated entity's). */
export interface CheckedProduct {
  productType: { id: number; modelFamily?: string | null | undefined };
  values: readonly { name: string; value: string }[];
}

/** The configurator attributes of product types, by type id (one query). */
export async function loadTypeAttributes(em: EntityManager, typeIds: readonly number[]): Promise<Map<number, TypeAttribute[]>> {
  const byType = new Map<number, TypeAttribute[]>(typeIds.map((id) => [id, []]));
  if (typeIds.length === 0) return byType;
  const links = await em.find(ProductTypeAttribute, { productType: { $in: [...typeIds] } }, { populate: ['attribute'] });
  for (const link of links) {
    const typeId = typeof link.productType === 'number' ? link.productType : link.productType.id;
    const options: AttributeOptions = { ...(link.attribute.options ?? {}) };
    const numeric = link.attribute.typeId === AttributeTypeId.DIMENSION || link.attribute.typeId === AttributeTypeId.WEIGHT;
    if (numeric && options.max === undefined) options.max = NUMERIC_CEILING;
    byType.get(typeId)?.push({ name: link.attribute.name, typeId: link.attribute.typeId, visibility: link.visibility, options });
  }
  return byType;
}

/**
 * Checks the configuration of every line against its product's model (the product type's
 * configurator attributes; the product's own values count as given) wherever a configuration
 * enters — the cart price, orders and quotes all price through it. Unknown names, values outside
 * the options or bounds, negative or non-numeric dimensions answer `invalid` with the spec's
 * validation messages, field `cartItems.<index>.configuration.<name>`.
 * `byType` holds the attributes of every line's product type ({@link loadTypeAttributes}).
 */
export function assertValidConfigurations(
  byType: ReadonlyMap<number, readonly TypeAttribute[]>,
  lines: readonly { product: CheckedProduct; configuration: Readonly<Record<string, string>>; key?: () => string }[],
  valid?: ValidConfigurations,
): void {
  const errors: { message: string; params?: Record<string, string | number>; field: string }[] = [];
  lines.forEach((line, index) => {
    // The line's key is made only for a configuration of allowed size: one of 80 000 names is
    // refused at once, not sorted into a key first.
    const key = valid && line.key && Object.keys(line.configuration).length <= MAX_CONFIGURATION_NAMES ? line.key() : undefined;
    if (key !== undefined && valid?.has(key)) return;
    const before = errors.length;
    checkLine(line, index);
    if (key !== undefined && errors.length === before) valid?.add(key);
  });
  if (errors.length > 0) throw new EngineError('invalid', errors);

  function checkLine(line: { product: CheckedProduct; configuration: Readonly<Record<string, string>> }, index: number): void {
    const field = (name: string) => `cartItems.${index}.configuration${name ? `.${name}` : ''}`;
    const names = Object.keys(line.configuration);
    if (names.length > MAX_CONFIGURATION_NAMES) {
      errors.push({ message: 'validation.max', params: { max: MAX_CONFIGURATION_NAMES }, field: field('') });
      return;
    }
    const attributes = byType.get(line.product.productType.id) ?? [];
    const configurable = new Set(attributes.filter(isConfigurable).map((attribute) => attribute.name));
    // The attribute's default, then the product's own value stand in for names the configuration
    // leaves out (the configurator shows them filled in; a product page prices without a configuration).
    const own: Record<string, string> = {};
    for (const attribute of attributes) {
      const fallback = attribute.options.defaultValue;
      if (configurable.has(attribute.name) && fallback !== undefined && fallback !== '') own[attribute.name] = String(fallback);
    }
    for (const value of line.product.values) {
      if (configurable.has(value.name) && value.value !== '') own[value.name] = value.value;
    }
    const labelled = modelLabels(line.product.productType.modelFamily, attributes, { ...own, ...line.configuration });
    const modelOnly = modelOnlyIssues(line.product.productType.modelFamily, configurable, labelled);
    const issues: AttributeIssue[] = [...validateConfiguration({ attributes }, modelOnly.rest), ...modelOnly.issues];
    for (const issue of issues) errors.push({ message: issue.message, ...(issue.params ? { params: issue.params } : {}), field: field(issue.field) });
  }
}

/**
 * Lines found valid before, by the caller's key for a line (its product and configuration): the
 * cart price keeps them in its cache view, so they stand only while the product types'
 * attributes and the products' values they were checked against are unchanged (decision 1082).
 * Invalid lines are never kept: each check says what is wrong.
 */
export interface ValidConfigurations {
  has(key: string): boolean;
  add(key: string): void;
}

/**
 * The configurator sends a model's choice by its code ('SPRUCE_FIR_SAWN', '2'), product values and
 * attribute options carry a name of it ('Sägeroh Fichte/Tanne', '2 Kufen', 'keine'): a choice the
 * product type's model knows is checked as the attribute's option naming the same element. Unknown
 * values stay as they are and fail the option check.
 */
export function modelLabels(
  family: string | null | undefined,
  attributes: readonly { name: string; options: AttributeOptions }[],
  configuration: Record<string, string>,
): Record<string, string> {
  if (!isProductFamily(family)) return configuration;
  const labelled = { ...configuration };
  for (const spec of productModels[family].attributes) {
    const value = labelled[spec.name];
    if (spec.kind !== 'choice' || value === undefined || value.trim() === '') continue;
    const optionValues = (attributes.find((attribute) => attribute.name === spec.name)?.options.values ?? []).map(String);
    if (optionValues.includes(value)) continue;
    let known = true;
    const element = findElement(spec.elements, value, () => {
      known = false;
    });
    if (!known) continue;
    const names = [element.id, element.label, ...(element.aliases ?? [])].map((name) => name.trim().toLowerCase());
    const option = optionValues.find((candidate) => names.includes(candidate.trim().toLowerCase()));
    if (option !== undefined) labelled[spec.name] = option;
  }
  return labelled;
}

/**
 * The configurator offers every attribute of the product type's model ('Deckel' of a crate), also
 * where the product type lists fewer: such a name is checked by the model (a choice must name one
 * of its elements, a yes/no a yes/no word, a number digits up to the ceiling) and left out of the
 * attribute check; the model's build bounds what it can make (decision 800).
 */
function modelOnlyIssues(
  family: string | null | undefined,
  configurable: ReadonlySet<string>,
  configuration: Record<string, string>,
): { rest: Record<string, string>; issues: AttributeIssue[] } {
  if (!isProductFamily(family)) return { rest: configuration, issues: [] };
  const rest = { ...configuration };
  const issues: AttributeIssue[] = [];
  for (const spec of productModels[family].attributes) {
    if (configurable.has(spec.name) || !(spec.name in rest)) continue;
    const value = (rest[spec.name] ?? '').trim();
    delete rest[spec.name];
    if (value === '') continue;
    if (spec.kind === 'choice') {
      let known = true;
      findElement(spec.elements, value, () => {
        known = false;
      });
      if (!known) issues.push({ field: spec.name, message: 'validation.choice' });
    } else if (spec.kind === 'boolean') {
      if (typeof parseBooleanText(value) !== 'boolean') issues.push({ field: spec.name, message: 'validation.choice' });
    } else if (!/^\d+$/.test(value)) {
      issues.push({ field: spec.name, message: 'validation.numeric' });
    } else if (Number(value) > NUMERIC_CEILING) {
      issues.push({ field: spec.name, message: 'validation.maxValue', params: { max: NUMERIC_CEILING } });
    }
  }
  return { rest, issues };
}
