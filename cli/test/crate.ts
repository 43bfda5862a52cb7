import type { EntityManager } from '@mikro-orm/postgresql';
import { Attribute } from '../../engine/src/catalog/attribute.entity';
import { AttributeTypeId } from '../../engine/src/catalog/enums';
import { ProductType, ProductTypeAttribute } from '../../engine/src/catalog/product-type.entity';
import { Product } from '../../engine/src/catalog/product.entity';

/**
 * Tests only: a model-backed product (a crate with its three inner dimensions) in `em`, not yet
 * flushed — what `shop images render` and the part list's views draw.
 */
export function givenCrate(em: EntityManager, articleNumber: string) {
  const crateType = em.create(ProductType, { name: 'Holzkiste', modelFamily: 'crate' });
  ['Innenlänge', 'Innenbreite', 'Innenhöhe'].forEach((name, order) => {
    const attribute = em.create(Attribute, { name, typeId: AttributeTypeId.DIMENSION, visibility: 1, options: { unit: 'mm', defaultValue: String(800 - order * 100) } });
    em.create(ProductTypeAttribute, { productType: crateType, attribute, visibility: 1, order });
  });
  return em.create(Product, { name: 'Holzkiste nach Mass', articleNumber, productType: crateType, published: true, canBeConfigured: true });
}
