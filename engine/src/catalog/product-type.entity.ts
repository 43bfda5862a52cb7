import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, deletedAt, updatedAt } from '../db/columns';
import { Attribute } from './attribute.entity';
import { Category } from './category.entity';

/** A product type with its ordered attributes and optional calculation workbook (001 §3). */
export const ProductType = defineEntity({
  name: 'ProductType',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    category: () => p.manyToOne(Category).nullable().deleteRule('set null'),
    /** Path of the Excel calculation workbook, relative to the files directory. */
    excelFilePath: p.string().length(500).nullable(),
    /** Product model mode: '2D', '3D-Fix' or '3D-Configurator' (001 §3). */
    modelMode: p.string().length(20).nullable(),
    /** The parametric model family that draws and lists this type (crate, pallet, board, furniture). */
    modelFamily: p.string().length(40).nullable(),
    attrs: () => p.oneToMany(ProductTypeAttribute).mappedBy('productType').orderBy({ order: 'asc' }),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type IProductType = InferEntity<typeof ProductType>;

export const ProductTypeAttribute = defineEntity({
  name: 'ProductTypeAttribute',
  uniques: [{ properties: ['productType', 'attribute'] }],
  properties: {
    id: p.integer().primary(),
    productType: () => p.manyToOne(ProductType).deleteRule('cascade'),
    attribute: () => p.manyToOne(Attribute).deleteRule('restrict'),
    visibility: p.integer().default(0),
    order: p.integer().default(0),
  },
});
export type IProductTypeAttribute = InferEntity<typeof ProductTypeAttribute>;
