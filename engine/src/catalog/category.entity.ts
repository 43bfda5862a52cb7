import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, updatedAt } from '../db/columns';
import type { CatalogueTranslations } from './catalogue-translations';

/** A node of the category tree; shopTypeId verpackung 1, moebel 2, any 99 (001 §3). */
export const Category = defineEntity({
  name: 'Category',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    description: p.text().nullable(),
    parent: () => p.manyToOne(Category).nullable().deleteRule('restrict'),
    children: () => p.oneToMany(Category).mappedBy('parent'),
    order: p.integer().default(0),
    shopTypeId: p.integer().default(99).index(),
    contentLink: p.string().length(500).nullable(),
    published: p.boolean().default(true),
    imageFileName: p.string().length(300).nullable(),
    /** Name and description in fr/en; German above is the fallback. */
    translations: p.json<CatalogueTranslations>().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type ICategory = InferEntity<typeof Category>;
