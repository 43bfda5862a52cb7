import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, deletedAt, money, updatedAt } from '../db/columns';
import type { CatalogueTranslations } from './catalogue-translations';
import { Customer } from '../customers/customer.entity';
import { Attribute } from './attribute.entity';
import { Category } from './category.entity';
import { ProductType } from './product-type.entity';

/** A product (000 §3, 001 §3). kindCode: VERPACKUNG 1, MOEBEL 2, ARTWORK 3, ANY 99. */
export const Product = defineEntity({
  name: 'Product',
  // Product search (decisions 911, 914, 1136): trigram index for `like '%…%'` over the German,
  // French and English names and descriptions and the article number (PRODUCT_SEARCH_TEXT).
  indexes: [
    {
      name: 'product_search_text_trgm',
      expression: `create index "product_search_text_trgm" on "product" using gin (lower("name" || ' ' || "article_number" || ' ' || coalesce("translations" #>> '{fr,name}', '') || ' ' || coalesce("translations" #>> '{en,name}', '') || ' ' || coalesce("description", '') || ' ' || coalesce("translations" #>> '{fr,description}', '') || ' ' || coalesce("translations" #>> '{en,description}', '')) gin_trgm_ops)`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    name: p.string().length(300),
    articleNumber: p.string().length(100).unique(),
    productType: () => p.manyToOne(ProductType).deleteRule('restrict'),
    kindCode: p.integer().default(1),
    description: p.text().nullable(),
    published: p.boolean().default(false),
    /** false: only the customers linked in CustomerProduct (and admins) see it. */
    publiclyAvailable: p.boolean().default(true),
    canBeConfigured: p.boolean().default(false),
    /** List price per unit in CHF (the NONE strategy), null when only priced per customer. */
    listPrice: money().nullable(),
    localFilePath: p.string().length(500).nullable(),
    /** Name and description in fr/en; German above is the fallback. */
    translations: p.json<CatalogueTranslations>().nullable(),
    values: () => p.oneToMany(ProductAttributeValue).mappedBy('product'),
    customers: () => p.oneToMany(CustomerProduct).mappedBy('product'),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type IProduct = InferEntity<typeof Product>;

/** A product's value for one attribute of its type, kept as text and checked by attribute type. */
export const ProductAttributeValue = defineEntity({
  name: 'ProductAttributeValue',
  uniques: [{ properties: ['product', 'attribute'] }],
  properties: {
    id: p.integer().primary(),
    product: () => p.manyToOne(Product).deleteRule('cascade'),
    attribute: () => p.manyToOne(Attribute).deleteRule('restrict'),
    value: p.text().nullable(),
  },
});
export type IProductAttributeValue = InferEntity<typeof ProductAttributeValue>;

/** Links a product to a customer: the customer's own article number, favourite flag (001 §3). */
export const CustomerProduct = defineEntity({
  name: 'CustomerProduct',
  uniques: [{ properties: ['customer', 'product'] }],
  indexes: [{ name: 'customer_product_external_trgm', expression: `create index "customer_product_external_trgm" on "customer_product" using gin (lower("external_product_id") gin_trgm_ops)` }],
  properties: {
    id: p.integer().primary(),
    customer: () => p.manyToOne(Customer).deleteRule('cascade'),
    product: () => p.manyToOne(Product).deleteRule('cascade'),
    externalProductId: p.string().length(100).nullable(),
    isFavorite: p.boolean().default(false),
  },
});
export type ICustomerProduct = InferEntity<typeof CustomerProduct>;

/** A product listed in a category. */
export const CategoryProduct = defineEntity({
  name: 'CategoryProduct',
  uniques: [{ properties: ['category', 'product'] }],
  properties: {
    id: p.integer().primary(),
    category: () => p.manyToOne(Category).deleteRule('cascade'),
    product: () => p.manyToOne(Product).deleteRule('cascade'),
    order: p.integer().default(0),
  },
});
export type ICategoryProduct = InferEntity<typeof CategoryProduct>;

/** A decal (board) material with its smallest board width in mm (001 §3). */
export const DecalMaterial = defineEntity({
  name: 'DecalMaterial',
  properties: {
    id: p.integer().primary(),
    decalName: p.string().length(100).unique(),
    materialName: p.string().length(100),
    minWidth: p.integer(),
  },
});
export type IDecalMaterial = InferEntity<typeof DecalMaterial>;
