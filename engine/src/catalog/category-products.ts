import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../context';
import { Category } from './category.entity';
import { CategoryProduct } from './product.entity';
import { createProductService, PRODUCT_PAGE_SIZE, type ProductItem, type ProductPricesFn } from './product-service';
import { idSchema } from '../validation/ids';

/** Input of {@link CategoryProductService.listCategoryProducts}. */
export const categoryProductsQuerySchema = z
  .object({
    categoryId: idSchema,
    /** Also the products of the published subcategories, below the category's own. */
    withSubcategories: z.boolean().default(false),
  })
  .strict();
export type CategoryProductsQuery = z.input<typeof categoryProductsQuerySchema>;

/** Input of {@link CategoryProductService.productCategoryIds}. */
export const productCategoriesQuerySchema = z.object({ productId: idSchema }).strict();
export type ProductCategoriesQuery = z.input<typeof productCategoriesQuerySchema>;

/**
 * The products of one category page (R000-2.78, R000-2.79): the products linked to the category
 * (CategoryProduct), in the category's order, with exactly the visibility rules of the product list
 * (published, not deleted, customer-owned only for their customers) — the ids go through
 * `listProducts`, so the two can never disagree. With `withSubcategories` the products of the
 * published categories below follow, depth first in the tree's order, each product once — what the
 * category's tile counts (decision 918).
 */
export function createCategoryProductService(deps: { em: () => EntityManager; prices?: ProductPricesFn }) {
  const products = createProductService(deps);
  return {
    async listCategoryProducts(ctx: RequestContext, rawQuery: CategoryProductsQuery): Promise<ProductItem[]> {
      const { categoryId, withSubcategories } = categoryProductsQuerySchema.parse(rawQuery);
      const categoryIds = withSubcategories ? await subtreeIds(deps.em(), categoryId) : [categoryId];
      const rank = new Map(categoryIds.map((id, index) => [id, index]));
      const links = await deps
        .em()
        .find(CategoryProduct, { category: { $in: categoryIds } }, { fields: ['product', 'category', 'order'], orderBy: { order: 'asc', id: 'asc' } });
      links.sort((a, b) => (rank.get(a.category.id) ?? 0) - (rank.get(b.category.id) ?? 0));
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

    /**
     * The categories a product is linked to (ids, first link first): the shop draws the product
     * page's breadcrumb from the first one in its tree. Visibility is the
     * product read's business; this only names categories.
     */
    async productCategoryIds(_ctx: RequestContext, rawQuery: ProductCategoriesQuery): Promise<number[]> {
      const { productId } = productCategoriesQuerySchema.parse(rawQuery);
      const links = await deps.em().find(CategoryProduct, { product: productId }, { fields: ['category'], orderBy: { id: 'asc' } });
      return [...new Set(links.map((link) => link.category.id))];
    },
  };
}
/** The category and its published descendants, depth first in the tree's order (order, id). */
async function subtreeIds(em: EntityManager, rootId: number): Promise<number[]> {
  const categories = await em.find(Category, { published: true }, { fields: ['id', 'parent', 'order'], orderBy: { order: 'asc', id: 'asc' } });
  const children = new Map<number, number[]>();
  for (const category of categories) {
    const parentId = category.parent?.id;
    if (parentId !== undefined) children.set(parentId, [...(children.get(parentId) ?? []), category.id]);
  }
  const ids: number[] = [];
  const visit = (id: number) => {
    ids.push(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(rootId);
  return ids;
}

export type CategoryProductService = ReturnType<typeof createCategoryProductService>;
