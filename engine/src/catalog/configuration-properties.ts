import { AttributeTypeId } from './enums';

/**
 * The configurator's property model (001 §8): a product's configuration as typed properties of
 * its product type, read by path ('Innenlänge', or 'Darstellung.Explosionszeichnung' for the
 * rendering group). Pure; missing pieces are reported through the `warn` callback or thrown with
 * the spec's texts.
 */
export const CONFIGURATOR_API_REQUIRED = 'ConfiguratorApi required';
export const PRODUCT_TYPES_NOT_LOADED = 'ProductTypes were not loaded';
export const PROPERTY_NOT_FOUND_BY_PATH = 'property not found by path';
export const WARN_PRODUCT_TYPE_NOT_FOUND = 'product type not found';
export const WARN_ATTRIBUTE_NOT_FOUND = 'attribute not found';
export const WARN_UNKNOWN_PROPERTY_TYPE = 'unknown property type';

export interface PropertyTypeLike {
  id: number;
  attributes: readonly { name: string; typeId: number }[];
}

export interface ConfigurationProperty {
  path: string;
  typeId: number;
  value: string;
}

export type WarnFn = (message: string, details: Record<string, unknown>) => void;

const knownTypes = new Set<number>(Object.values(AttributeTypeId));

/** The configurator needs its API (prices, models) before anything else: a programming error otherwise. */
export function requireConfiguratorApi<T>(api: T | null | undefined): T {
  if (api === null || api === undefined) throw new Error(CONFIGURATOR_API_REQUIRED);
  return api;
}

/**
 * The typed properties of a configuration. Throws 'ProductTypes were not loaded' when the type
 * list is missing; warns and skips an unknown product type or attribute; warns and keeps an
 * attribute of an unknown type as a string.
 */
export function configurationProperties(
  productTypes: readonly PropertyTypeLike[] | undefined,
  productTypeId: number,
  configuration: Readonly<Record<string, string>>,
  warn: WarnFn,
): ConfigurationProperty[] {
  if (!productTypes) throw new Error(PRODUCT_TYPES_NOT_LOADED);
  const type = productTypes.find((candidate) => candidate.id === productTypeId);
  if (!type) {
    warn(WARN_PRODUCT_TYPE_NOT_FOUND, { productTypeId });
    return [];
  }
  const properties: ConfigurationProperty[] = [];
  for (const [path, value] of Object.entries(configuration)) {
    const name = path.split('.')[0] ?? path;
    const attribute = type.attributes.find((candidate) => candidate.name === name);
    if (!attribute) {
      warn(WARN_ATTRIBUTE_NOT_FOUND, { productTypeId, attribute: name });
      continue;
    }
    if (!knownTypes.has(attribute.typeId)) {
      warn(WARN_UNKNOWN_PROPERTY_TYPE, { attribute: name, typeId: attribute.typeId });
      properties.push({ path, typeId: AttributeTypeId.STRING, value });
      continue;
    }
    properties.push({ path, typeId: attribute.typeId, value });
  }
  return properties;
}

/** The property at a path; throws 'property not found by path' when there is none. */
export function propertyByPath(properties: readonly ConfigurationProperty[], path: string): ConfigurationProperty {
  const found = properties.find((property) => property.path === path);
  if (!found) throw new Error(`${PROPERTY_NOT_FOUND_BY_PATH}: ${path}`);
  return found;
}
