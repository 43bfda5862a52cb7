/**
 * Catalogue enumerations (000 §1, §3; 001 §3) as `as const` objects with derived union types.
 */

/** Shop type ids of categories: verpackung 1, moebel 2, any 99 (in both shops). */
export const ShopTypeId = { VERPACKUNG: 1, MOEBEL: 2, ANY: 99 } as const;
export type ShopTypeId = (typeof ShopTypeId)[keyof typeof ShopTypeId];

/** The two shop modes (000 §1). */
export const SHOP_MODES = ['verpackung', 'moebel'] as const;
export type CatalogShopMode = (typeof SHOP_MODES)[number];

/** The shop type id of a shop mode. */
export function shopTypeIdOf(mode: CatalogShopMode): ShopTypeId {
  return mode === 'moebel' ? ShopTypeId.MOEBEL : ShopTypeId.VERPACKUNG;
}

/** The shop mode of a shop type id; undefined for 'any' (99) and unknown ids. */
export function shopModeOf(shopTypeId: number): CatalogShopMode | undefined {
  if (shopTypeId === ShopTypeId.VERPACKUNG) return 'verpackung';
  if (shopTypeId === ShopTypeId.MOEBEL) return 'moebel';
  return undefined;
}

/** Product kinds (001 §3): VERPACKUNG 1, MOEBEL 2, ARTWORK 3, ANY 99. */
export const ProductKind = { VERPACKUNG: 1, MOEBEL: 2, ARTWORK: 3, ANY: 99 } as const;
export type ProductKind = (typeof ProductKind)[keyof typeof ProductKind];

/** Product type id of insurance-service items: in a quote order they may only be removed (000 §4). */
export const INSURANCE_SERVICE_PRODUCT_TYPE_ID = 1115;

/** Attribute type ids (001 §3); 5 is not used. */
export const AttributeTypeId = {
  CURRENCY: 1,
  DIMENSION: 2,
  COLOR: 3,
  EXCEL_CONFIGURATION_INFO: 4,
  STRING: 6,
  ENUM: 7,
  BOOLEAN: 8,
  FIX_MODEL_CONFIGURATOR_INFO: 9,
  WEIGHT: 10,
  PRODUCT_LANDING_PAGE: 11,
  COMMODITY_REFERENCE: 12,
} as const;
export type AttributeTypeId = (typeof AttributeTypeId)[keyof typeof AttributeTypeId];

/** Attribute types that carry product information only and never appear in a configuration (001 §3). */
export const NON_CONFIGURATION_ATTRIBUTE_TYPES: readonly number[] = [
  AttributeTypeId.EXCEL_CONFIGURATION_INFO,
  AttributeTypeId.FIX_MODEL_CONFIGURATOR_INFO,
  AttributeTypeId.PRODUCT_LANDING_PAGE,
  AttributeTypeId.COMMODITY_REFERENCE,
];

export interface AttributeTypeInfo {
  id: AttributeTypeId;
  /** The constant name of 001 §3 (CURRENCY, DIMENSION …). */
  key: keyof typeof AttributeTypeId;
  /** German display name for the back office. */
  name: string;
  relevantForConfiguration: boolean;
}

const ATTRIBUTE_TYPE_NAMES: Record<keyof typeof AttributeTypeId, string> = {
  CURRENCY: 'Währung',
  DIMENSION: 'Dimension',
  COLOR: 'Farbe',
  EXCEL_CONFIGURATION_INFO: 'Excel-Konfigurationsinfo',
  STRING: 'Text',
  ENUM: 'Auswahl',
  BOOLEAN: 'Ja/Nein',
  FIX_MODEL_CONFIGURATOR_INFO: 'Fixmodell-Konfiguratorinfo',
  WEIGHT: 'Gewicht',
  PRODUCT_LANDING_PAGE: 'Produktseite',
  COMMODITY_REFERENCE: 'Warenreferenz',
};

/** The attribute types of GET /api/attribute-type, by id. */
export const ATTRIBUTE_TYPES: readonly AttributeTypeInfo[] = (Object.keys(AttributeTypeId) as (keyof typeof AttributeTypeId)[]).map((key) => ({
  id: AttributeTypeId[key],
  key,
  name: ATTRIBUTE_TYPE_NAMES[key],
  relevantForConfiguration: !NON_CONFIGURATION_ATTRIBUTE_TYPES.includes(AttributeTypeId[key]),
}));

export function isAttributeTypeId(value: number): value is AttributeTypeId {
  return ATTRIBUTE_TYPES.some((type) => type.id === value);
}

/** Attribute visibility bit flags (001 §3); combine with `|`. */
export const AttributeVisibility = { NONE: 0, PRODUCT_CONFIGURATOR: 1, ORDER_POSITION_GRID: 2, SORT: 4, QUICK_ORDER_GRID: 8 } as const;
export type AttributeVisibility = (typeof AttributeVisibility)[keyof typeof AttributeVisibility];
/** Every visibility flag set. */
export const ALL_ATTRIBUTE_VISIBILITY = 15;

/** True when `visibility` has the flag set (NONE is set only in 0). */
export function hasVisibility(visibility: number, flag: AttributeVisibility): boolean {
  return flag === AttributeVisibility.NONE ? visibility === 0 : (visibility & flag) === flag;
}
