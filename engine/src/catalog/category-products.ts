import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../context';
import { CategoryProduct } from './product.entity';
import { createProductService, PRODUCT_PAGE_SIZE, type ProductItem, type ProductPricesFn } from './product-service';

/** Input of {@link CategoryProductService.listCategoryProducts}. */
export const categoryProductsQuerySchema = z.object({ categoryId: z.coerce.number().int().positive() }).strict();
export type CategoryProductsQuery = z.input<typeof categoryProductsQuerySchema>;

/**
 * The products of one category page (R000-2.78, R000-2.79): the products linked to the category
 * (CategoryProduct), in the category's order, with exactly the visibility rules of the product list
 * (published, not deleted, customer-owned only for their customers) — the ids go through
 * `listProducts`, so the two can never disagree.
 */
export function createCategoryProductService(deps: { em: () => EntityManager; prices?: ProductPricesFn }) {
  const products = createProductService(deps);
  return {
    async listCategoryProducts(ctx: RequestContext, rawQuery: CategoryProductsQuery): Promise<ProductItem[]> {
      const { categoryId } = categoryProductsQuerySchema.parse(rawQuery);
      const links = await deps
        .em()
        .find(CategoryProduct, { category: categoryId }, { fields: ['product', 'order'], orderBy: { order: 'asc', id: 'asc' } });
      const ids = [...new Set(links.map((link) => link.product.id))];
      if (ids.length === 0) return [];
      const position = new Map(ids.map((id, index) => [id, index]));
      const items: ProductItem[] = [];
      for (let start = 0; start < ids.length; start += PRODUCT_PAGE_SIZE.ids) {
        const page = await products.listProducts(ctx, {
          ids: ids.slice(start, start + PRODUCT_PAGE_SIZE.ids).join(','),
          perPage: PRODUCT_PAGE_SIZE.ids,
          // Cards show the caller's price (the cart's strategies), list price for guests.
          withPrices: deps.prices !== undefined,
        });
        items.push(...page.items);
      }
      return items.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
    },
  };
}
export type CategoryProductService = ReturnType<typeof createCategoryProductService>;
