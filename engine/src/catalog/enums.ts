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
