import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductKind, INSURANCE_SERVICE_PRODUCT_TYPE_ID } from '../catalog/enums';
import { Product } from '../catalog/product.entity';
import { ProductType } from '../catalog/product-type.entity';

/**
 * The fixed articles an auction quote carries (001 §9, R001-9.17 … R001-9.23) under their fixed
 * ids; the insurance under product type 1115 so the shopper may remove it in the quote checkout
 * (000 §4). Unpublished: they are services, not shop articles. Seeded with the demo data
 * (fixtures/imports/auction-articles.ts); an operator's own catalogue carries them the same way.
 */

export interface AuctionArticle {
  id: number;
  articleNumber: string;
  name: string;
  /** CHF, or null where the import prices it (courier rate, insurance premium). */
  listPrice: string | null;
  insurance?: boolean;
}

/** Creates the missing articles (and their two product types); returns how many were created. */
export async function seedAuctionArticles(em: EntityManager, articles: readonly AuctionArticle[]): Promise<number> {
  return em.transactional(async (trx) => {
    const existing = new Set((await trx.find(Product, { id: { $in: articles.map((article) => article.id) } }, { fields: ['id'] })).map((product) => product.id));
    const missing = articles.filter((article) => !existing.has(article.id));
    if (missing.length === 0) return 0;
    let insuranceType = await trx.findOne(ProductType, { id: INSURANCE_SERVICE_PRODUCT_TYPE_ID });
    if (!insuranceType) insuranceType = trx.create(ProductType, { id: INSURANCE_SERVICE_PRODUCT_TYPE_ID, name: 'Versicherung', modelMode: '2D', modelFamily: null, excelFilePath: null });
    let serviceType = await trx.findOne(ProductType, { name: 'Auktionsdienstleistung', deletedAt: null });
    if (!serviceType) serviceType = trx.create(ProductType, { name: 'Auktionsdienstleistung', modelMode: '2D', modelFamily: null, excelFilePath: null });
    await trx.flush();
    for (const article of missing) {
      trx.create(Product, {
        id: article.id,
        articleNumber: article.articleNumber,
        name: article.name,
        productType: article.insurance ? insuranceType : serviceType,
        kindCode: ProductKind.ARTWORK,
        published: false,
        publiclyAvailable: false,
        canBeConfigured: false,
        listPrice: article.listPrice,
      });
    }
    await trx.flush();
    // Rows with explicit ids: move the sequences past them so later inserts never collide.
    for (const table of ['product', 'product_type']) {
      await trx.execute(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), nextval(pg_get_serial_sequence('${table}', 'id'))))`);
    }
    return missing.length;
  });
}
