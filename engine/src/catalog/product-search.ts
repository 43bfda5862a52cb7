import { escapeLike, likeTerm } from '../db/like';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../context';
import { mayActForCustomers } from '../auth/customer-access';
import { localizedText, type CatalogueTranslations } from './catalogue-translations';
import { integerInput } from '../validation/numbers';

/**
 * Product search (decisions 911 and 914): product names in German, French and
 * English, article numbers and the
 * customer's own article numbers (CustomerProduct.externalProductId), every word of the query
 * somewhere in them, case-insensitive. Each word is a `like '%word%'` the trigram indexes of
 * migration product_search answer without reading every row; hits are ranked exact number first,
 * then names and numbers that start with the query, then shorter names. Visibility as in the catalogue: published, not deleted, and
 * customer-only products only for their customer.
 */

export const SEARCH_MAX_RESULTS = 50;
/**
 * At most this many matches of each kind are ranked: a word as short as 'pal' matches a fifth of
 * a large catalogue, and ranking them all cost 200 ms on the embedded database (npm run bench).
 */
const SEARCH_CANDIDATES = 500;

export const productSearchQuerySchema = z.object({
  q: z.string().trim().max(100),
  limit: integerInput((n) => n.min(1).max(SEARCH_MAX_RESULTS)).default(SEARCH_MAX_RESULTS),
});
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;

/**
 * The searched text of a product: its German, French and English names and its article number,
 * lower-case. The expression of the trigram index `product_search_i18n_trgm` (product.entity.ts),
 * word for word, so PostgreSQL answers the `like` from the index.
 */
export const PRODUCT_SEARCH_TEXT = `lower(p.name || ' ' || p.article_number || ' ' || coalesce(p.translations #>> '{fr,name}', '') || ' ' || coalesce(p.translations #>> '{en,name}', ''))`;

export interface ProductSearchHit {
  productId: number;
  /** The name in the caller's language (German where it has none). */
  name: string;
  articleNumber: string;
  /** The caller's own article number of the product, when it has one. */
  ownNumber: string | null;
}

/** The words of a query, each at least 2 characters (trigram search needs some text), at most 6. */
export function searchWords(q: string): string[] {
  return [
    ...new Set(
      q
        .toLowerCase()
        .split(/\s+/)
        .map((word) => word.trim())
        .filter((word) => word.length >= 2),
    ),
  ].slice(0, 6);
}

export function createProductSearch(options: { em: () => EntityManager }) {
  return {
    async search(ctx: RequestContext, rawQuery: ProductSearchQuery): Promise<ProductSearchHit[]> {
      const query = productSearchQuerySchema.parse(rawQuery);
      const words = searchWords(query.q);
      if (words.length === 0) return [];
      const customerId = ctx.customerId ?? 0;
      const patterns = words.map(likeTerm);
      const productText = PRODUCT_SEARCH_TEXT;
      const ownText = `lower(cp.external_product_id)`;
      // Each word in the product's text or in the customer's own number; the index answers each like.
      const byProduct = patterns.map(() => `${productText} like ?`).join(' and ');
      const byOwn = patterns.map(() => `${ownText} like ?`).join(' and ');
      // Customer-owned products: the own customer's, all for the staff whose work they are (decision 1089).
      const visible = mayActForCustomers(ctx, 'privateProducts') ? 'true' : '(p.publicly_available or own.id is not null)';
      const sql = `
        with hits as (
          (select p.id from product p where ${byProduct} and p.published and p.deleted_at is null limit ${SEARCH_CANDIDATES})
          union
          (select cp.product_id from customer_product cp where cp.customer_id = ? and ${byOwn} limit ${SEARCH_CANDIDATES})
        )
        select p.id, p.name, p.translations, p.article_number, own.external_product_id
        from hits
        join product p on p.id = hits.id
        left join customer_product own on own.product_id = p.id and own.customer_id = ?
        where p.deleted_at is null and p.published and ${visible}
        order by (lower(p.article_number) = ? or lower(coalesce(own.external_product_id, '')) = ?) desc,
          (lower(p.name) like ? or lower(coalesce(p.translations #>> '{fr,name}', '')) like ? or lower(coalesce(p.translations #>> '{en,name}', '')) like ?
            or lower(p.article_number) like ? or lower(coalesce(own.external_product_id, '')) like ?) desc,
          length(p.name) asc, p.name asc, p.id asc
        limit ?`;
      const whole = words.join(' ');
      const prefix = `${escapeLike(whole)}%`;
      const params = [...patterns, customerId, ...patterns, customerId, whole, whole, prefix, prefix, prefix, prefix, prefix, query.limit];
      const rows = await options.em().getConnection().execute<{ id: number; name: string; translations: CatalogueTranslations | string | null; article_number: string; external_product_id: string | null }[]>(sql, params);
      return rows.map((row) => ({
        productId: Number(row.id),
        name: localizedText(row.name, typeof row.translations === 'string' ? (JSON.parse(row.translations) as CatalogueTranslations) : row.translations, ctx.locale, 'name'),
        articleNumber: row.article_number, ownNumber: row.external_product_id ?? null }));
    },
  };
}
export type ProductSearch = ReturnType<typeof createProductSearch>;
