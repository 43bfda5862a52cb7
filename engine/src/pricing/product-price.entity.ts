import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Product } from '../catalog/product.entity';
import { Customer } from '../customers/customer.entity';
import { createdAt, money, updatedAt } from '../db/columns';

/**
 * The price record of one customer for one product (001 §3). activeStrategy: NONE 1,
 * EXCEL_PRICE 2, FIX_PRICE 3, REMOTE_PRICE 4, MARGIN_PRICE 5 — the one last saved (001 §4).
 * Without customer it is the product's default record: it prices the product for every shopper
 * who has no record of their own (guests included; docs/pricing.md, decision 800). At most one
 * default record per product.
 */
export const ProductPrice = defineEntity({
  name: 'ProductPrice',
  uniques: [
    { properties: ['customer', 'product'] },
    { name: 'product_price_default_per_product_unique', properties: ['product'], where: 'customer_id is null' },
  ],
  properties: {
    id: p.integer().primary(),
    /** null: the default record for every shopper without one of their own. */
    customer: () => p.manyToOne(Customer).deleteRule('cascade').nullable(),
    product: () => p.manyToOne(Product).deleteRule('cascade'),
    unitOfSales: p.integer().default(1),
    activeStrategy: p.integer().default(1),
    excelPrice: () => p.oneToOne(ExcelPrice).mappedBy('productPrice').nullable(),
    remotePrice: () => p.oneToOne(RemotePrice).mappedBy('productPrice').nullable(),
    marginPrice: () => p.oneToOne(MarginPrice).mappedBy('productPrice').nullable(),
    fixPriceRows: () => p.oneToMany(FixPriceRow).mappedBy('productPrice').orderBy({ quantity: 'asc' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type IProductPrice = InferEntity<typeof ProductPrice>;

/** EXCEL strategy: a workbook evaluated at each sampling point (quantity). */
export const ExcelPrice = defineEntity({
  name: 'ExcelPrice',
  properties: {
    id: p.integer().primary(),
    productPrice: () => p.oneToOne(ProductPrice).owner().unique().deleteRule('cascade'),
    /** Workbook path; null means the product type's workbook. */
    excelFile: p.string().length(500).nullable(),
    samplingPoints: p.json<number[]>().defaultRaw(`'[]'`).onCreate(() => []),
  },
});
export type IExcelPrice = InferEntity<typeof ExcelPrice>;

/** REMOTE strategy: a URL asked with the configuration's values and the quantity. */
export const RemotePrice = defineEntity({
  name: 'RemotePrice',
  properties: {
    id: p.integer().primary(),
    productPrice: () => p.oneToOne(ProductPrice).owner().unique().deleteRule('cascade'),
    url: p.string().length(1000),
    apiParamNames: p.json<Record<string, string>>().defaultRaw(`'{}'`).onCreate(() => ({})),
    samplingPoints: p.json<number[]>().defaultRaw(`'[]'`).onCreate(() => []),
  },
});
export type IRemotePrice = InferEntity<typeof RemotePrice>;

/** MARGIN strategy: internal price × (1 + margin). */
export const MarginPrice = defineEntity({
  name: 'MarginPrice',
  properties: {
    id: p.integer().primary(),
    productPrice: () => p.oneToOne(ProductPrice).owner().unique().deleteRule('cascade'),
    margin: p.decimal('string').precision(8).scale(4),
  },
});
export type IMarginPrice = InferEntity<typeof MarginPrice>;

/** FIX strategy: a graduated price row — from `quantity` pieces on, `price` per piece. */
export const FixPriceRow = defineEntity({
  name: 'FixPriceRow',
  uniques: [{ properties: ['productPrice', 'quantity'] }],
  properties: {
    id: p.integer().primary(),
    productPrice: () => p.manyToOne(ProductPrice).deleteRule('cascade'),
    quantity: p.integer(),
    price: money(),
  },
});
export type IFixPriceRow = InferEntity<typeof FixPriceRow>;

/** The internal (cost) price of a product, from its part list or set by hand. */
export const InternalPrice = defineEntity({
  name: 'InternalPrice',
  properties: {
    id: p.integer().primary(),
    product: () => p.oneToOne(Product).owner().unique().deleteRule('cascade'),
    price: money(),
    materialCost: money().nullable(),
    labourCost: money().nullable(),
    setByHand: p.boolean().default(false),
    updatedAt: updatedAt(),
  },
});
export type IInternalPrice = InferEntity<typeof InternalPrice>;
