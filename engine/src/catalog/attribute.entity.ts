import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { AttributeTranslations } from './attribute-texts';

/**
 * A product attribute (001 §3). typeId: currency 1, dimension 2, color 3, excel configuration
 * info 4, string 6, enum 7, boolean 8, fix model configurator info 9, weight 10, product landing
 * page 11, commodity reference 12. visibility: bit flags NONE 0, PRODUCT_CONFIGURATOR 1,
 * ORDER_POSITION_GRID 2, SORT 4, QUICK_ORDER_GRID 8.
 */
export const Attribute = defineEntity({
  name: 'Attribute',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200).unique(),
    typeId: p.integer(),
    visibility: p.integer().default(0),
    /** Type-specific settings: enum values, unit, min/max bounds, default value, apiParamName. */
    options: p.json<AttributeOptions>().nullable(),
    /** French and English name and choice labels (decision 974); German (name, options.values) is the fallback. */
    translations: p.json<AttributeTranslations>().nullable(),
  },
});
export type IAttribute = InferEntity<typeof Attribute>;

export interface AttributeOptions {
  values?: string[];
  unit?: string;
  min?: number;
  max?: number;
  step?: number;
  defaultValue?: string;
  required?: boolean;
  apiParamName?: string;
}
