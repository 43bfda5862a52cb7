import type { EntityManager } from '@mikro-orm/postgresql';
import { EngineError } from '../errors';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { findElement, isProductFamily, productModels } from '../parts';
import { parseBooleanText } from '../parts/input';
import { isConfigurable, validateConfiguration, type AttributeIssue } from './attribute-rules';
import type { AttributeTranslations } from './attribute-texts';
import type { AttributeOptions } from './attribute.entity';
import { attributeNameText } from './configuration-display';
import { AttributeTypeId } from './enums';
import { ProductTypeAttribute } from './product-type.entity';
import { Product, type IProduct } from './product.entity';

/**
 * A dimension or weight without its own maximum may not pass this one (mm or kg): a configuration
 * of 99 999 999 mm is no crate (docs/decisions/724-configurations-validated.md).
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
  /** Its French and English texts (decision 974): a problem names the attribute in the reader's language. */
  translations?: AttributeTranslations | null | undefined;
}

/** A product as the check reads it: configurable or fixed, its type and own values (plain rows or a populated entity's). */
export interface CheckedProduct {
  canBeConfigured: boolean;
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
    byType.get(typeId)?.push({
      name: link.attribute.name,
      typeId: link.attribute.typeId,
      visibility: link.visibility,
      options,
      translations: link.attribute.translations ?? null,
    });
  }
  return byType;
}

/** One line of a configuration check: the product, the configuration it came with, and the key a valid line is kept under. */
export interface ConfigurationLine {
  product: CheckedProduct;
  configuration: Readonly<Record<string, string>>;
  key?: () => string;
}

export interface ConfigurationCheckOptions {
  /** Lines completed before under the same data, by their key (decision 1082). */
  valid?: ValidConfigurations | undefined;
  /** The reader's language: a problem names its attribute in it (params.attribute). */
  locale?: Locale | undefined;
  /** The field of a problem of line `index` (`name` '' for the whole configuration); default `cartItems.<index>.configuration.<name>`. */
  field?: ((index: number, name: string) => string) | undefined;
}

const cartItemField = (index: number, name: string): string => `cartItems.${index}.configuration${name ? `.${name}` : ''}`;

/** A value a configuration leaves out: absent, or blank. */
const isLeftOut = (value: string | undefined): boolean => value === undefined || value.trim() === '';

/**
 * The one rule for a configuration wherever it enters (decision 1088; the cart price, orders,
 * quote requests, quick orders, order templates, the staff configurator and position edits):
 * answers every line's configuration completed, or refuses them all with `invalid`, one problem
 * per field (`cartItems.<index>.configuration.<name>` unless `options.field` says otherwise),
 * each naming its attribute in the reader's language (params.attribute).
 * - A configurable product: an attribute of the product type's configurator the configuration
 *   leaves out (absent or blank) takes the product's own value, else the attribute's default, and
 *   the completed configuration is what is priced and stored. Left out without either: refused
 *   `validation.required` when the attribute is required or a dimension, else it stays out.
 * - A fixed product is made as its own values (decision 800): they and the defaults stand in for
 *   what the configuration leaves out, and the configuration is kept as it came.
 * - Then the checks of decision 724 on the completed configuration: unknown names, values outside
 *   the options, not numeric, beyond the bounds, off the attribute's step (`validation.stepMm`
 *   with the step and the nearest value on it), and a model's attributes the type does not list.
 * `byType` holds the attributes of every line's product type ({@link loadTypeAttributes}).
 */
export function completeConfigurations(
  byType: ReadonlyMap<number, readonly TypeAttribute[]>,
  lines: readonly ConfigurationLine[],
  options: ConfigurationCheckOptions = {},
): Record<string, string>[] {
  const { valid, locale = DEFAULT_LOCALE } = options;
  const fieldOf = options.field ?? cartItemField;
  const errors: { message: string; params?: Record<string, string | number>; field: string }[] = [];
  const completed = lines.map((line, index) => {
    // The line's key is made only for a configuration of allowed size: one of 80 000 names is
    // refused at once, not sorted into a key first.
    const key = valid && line.key && Object.keys(line.configuration).length <= MAX_CONFIGURATION_NAMES ? line.key() : undefined;
    const kept = key === undefined ? undefined : valid?.get(key);
    if (kept !== undefined) return kept;
    const before = errors.length;
    const result = checkLine(line, index);
    if (key !== undefined && errors.length === before) valid?.set(key, result);
    return result;
  });
  if (errors.length > 0) throw new EngineError('invalid', errors);
  return completed;

  function checkLine(line: ConfigurationLine, index: number): Record<string, string> {
    const names = Object.keys(line.configuration);
    if (names.length > MAX_CONFIGURATION_NAMES) {
      errors.push({ message: 'validation.max', params: { max: MAX_CONFIGURATION_NAMES }, field: fieldOf(index, '') });
      return { ...line.configuration };
    }
    const attributes = byType.get(line.product.productType.id) ?? [];
    const configurable = attributes.filter(isConfigurable);
    const configurableNames = new Set(configurable.map((attribute) => attribute.name));
    // What stands in for a name left out: the product's own value, else the attribute's default.
    const fallback: Record<string, string> = {};
    for (const attribute of configurable) {
      const value = attribute.options.defaultValue;
      if (value !== undefined && value.trim() !== '') fallback[attribute.name] = String(value);
    }
    for (const value of line.product.values) {
      if (configurableNames.has(value.name) && value.value.trim() !== '') fallback[value.name] = value.value;
    }
    let result: Record<string, string>;
    let checked: Record<string, string>;
    if (line.product.canBeConfigured) {
      result = { ...line.configuration };
      for (const attribute of configurable) {
        const value = fallback[attribute.name];
        if (isLeftOut(result[attribute.name]) && value !== undefined) result[attribute.name] = value;
      }
      checked = result;
    } else {
      result = { ...line.configuration };
      checked = { ...fallback, ...line.configuration };
    }
    const family = line.product.productType.modelFamily;
    const labelled = modelLabels(family, attributes, checked);
    const modelOnly = modelOnlyIssues(family, configurableNames, labelled);
    const issues: AttributeIssue[] = [...validateConfiguration({ attributes }, modelOnly.rest), ...modelOnly.issues];
    for (const issue of issues) {
      const translations = attributes.find((attribute) => attribute.name === issue.field)?.translations;
      const params = { ...issue.params, ...(issue.field ? { attribute: attributeNameText(issue.field, locale, translations) } : {}) };
      errors.push({ message: issue.message, ...(Object.keys(params).length > 0 ? { params } : {}), field: fieldOf(index, issue.field) });
    }
    return result;
  }
}

/**
 * {@link completeConfigurations} for lines named by product id, read with `em` (inside a
 * transaction its EntityManager): the staff's position edits and a retried submission. A line
 * whose product is not found is answered as it came (its caller refuses the product itself).
 */
export async function completeConfigurationsOf(
  em: EntityManager,
  lines: readonly { productId: number; configuration: Readonly<Record<string, string>> }[],
  options: Omit<ConfigurationCheckOptions, 'valid'> = {},
): Promise<Record<string, string>[]> {
  if (lines.length === 0) return [];
  const ids = [...new Set(lines.map((line) => line.productId))];
  const products = new Map((await em.find(Product, { id: { $in: ids } }, { populate: ['productType', 'values', 'values.attribute'] })).map((product) => [product.id, product]));
  const byType = await loadTypeAttributes(em, [...new Set([...products.values()].map((product) => product.productType.id))]);
  const known = lines.flatMap((line, index) => {
    const product = products.get(line.productId);
    return product ? [{ index, line: { product: checkedProductOf(product), configuration: line.configuration } }] : [];
  });
  const field = options.field ?? cartItemField;
  const completed = completeConfigurations(
    byType,
    known.map((entry) => entry.line),
    { ...options, field: (position, name) => field(known[position]!.index, name) },
  );
  const result = lines.map((line) => ({ ...line.configuration }));
  known.forEach((entry, position) => (result[entry.index] = completed[position]!));
  return result;
}

/** A populated product (type, values with their attributes) as the check reads it. */
export function checkedProductOf(product: IProduct): CheckedProduct {
  return {
    canBeConfigured: product.canBeConfigured,
    productType: { id: product.productType.id, modelFamily: product.productType.modelFamily ?? null },
    values: product.values
      .getItems()
      .filter((value) => value.value !== null && value.value !== undefined)
      .map((value) => ({ name: value.attribute.name, value: value.value as string })),
  };
}

/**
 * Lines completed before, by the caller's key for a line (its product and configuration): the
 * cart price keeps them in its cache view, so they stand only while the product types'
 * attributes and the products' values they were checked against are unchanged (decision 1082).
 * Invalid lines are never kept: each check says what is wrong.
 */
export interface ValidConfigurations {
  get(key: string): Record<string, string> | undefined;
  set(key: string, completed: Record<string, string>): void;
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
