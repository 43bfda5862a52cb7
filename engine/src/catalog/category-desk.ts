import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../context';
import { requireGuard } from '../auth/permissions';
import { EngineError, notFoundError } from '../errors';
import type { OrderEntry } from './catalog-admin-service';
import { privateProductsFilter } from './catalog-read-service';
import { Category } from './category.entity';
import { CategoryProduct, Product } from './product.entity';
import { idSchema } from '../validation/ids';
import { integerInput } from '../validation/numbers';

/**
 * The back office's category screen (/admin/Category): moving a category by drag and
 * drop (onto the catalogue service's change-order and swap-order), and the link between a
 * category and an existing product that AddCategoryProductModal needs (PUT
 * /api/categories/{id}/products, DELETE /api/categories/{id}/products/{productId}; decision 892).
 */

const id = idSchema;

/** Body of PUT /api/categories/{id}/products: an existing product linked to the category (last, unless `order`). */
export const linkCategoryProductSchema = z.object({ productId: id, order: integerInput((n) => n.min(0)).optional() }).strict();
export type LinkCategoryProductInput = z.input<typeof linkCategoryProductSchema>;

/** A move of the tree screen: the category goes before or after a sibling-to-be (`targetId`). */
export const moveCategorySchema = z
  .object({ id, targetId: id, position: z.enum(['before', 'after']) })
  .strict()
  .refine((input) => input.id !== input.targetId, { message: 'validation.choice', path: ['targetId'] });
export type MoveCategoryInput = z.input<typeof moveCategorySchema>;

export interface LinkedCategoryProduct {
  categoryId: number;
  productId: number;
  articleNumber: string;
  name: string;
  published: boolean;
  order: number;
}

/** The catalogue maintenance calls the move is built from (the engine passes catalogAdmin). */
export interface CategoryOrderCalls {
  changeCategoryOrder(ctx: RequestContext, parentId: number, input: { pivot: number | null; elements: number[]; moveDirection: 'before' | 'after' }): Promise<OrderEntry[]>;
  swapCategoryOrder(ctx: RequestContext, input: { firstId: number; secondId: number }): Promise<OrderEntry[]>;
}

export function createCategoryDesk(deps: { em: () => EntityManager; orderCalls: CategoryOrderCalls }) {
  function assertCategoryAdmin(ctx: RequestContext): void {
    requireGuard(ctx, 'categoryDesk');
  }

  return {
    /**
     * Moves a category before or after `targetId`: below a parent through change-order (it may
     * change parent too); between roots (no parent) through swap-order, one neighbour at a time.
     */
    async moveCategory(ctx: RequestContext, rawInput: MoveCategoryInput): Promise<{ moved: true }> {
      assertCategoryAdmin(ctx);
      const input = moveCategorySchema.parse(rawInput);
      const em = deps.em();
      const [category, target] = await Promise.all([em.findOne(Category, { id: input.id }), em.findOne(Category, { id: input.targetId })]);
      if (!category || !target) throw new EngineError('not_found', 'Kategorie nicht gefunden');
      const parentId = target.parent?.id ?? null;
      if (parentId !== null) {
        await deps.orderCalls.changeCategoryOrder(ctx, parentId, { pivot: target.id, elements: [category.id], moveDirection: input.position });
        return { moved: true };
      }
      if ((category.parent?.id ?? null) !== null) throw new EngineError('invalid', [{ message: 'validation.choice', field: 'targetId' }]);
      const roots = await em.find(Category, { parent: null }, { orderBy: { order: 'asc', id: 'asc' } });
      let from = roots.findIndex((root) => root.id === category.id);
      const targetIndex = roots.findIndex((root) => root.id === target.id);
      const to = input.position === 'before' ? (from < targetIndex ? targetIndex - 1 : targetIndex) : from < targetIndex ? targetIndex : targetIndex + 1;
      while (from !== to) {
        const next = from < to ? from + 1 : from - 1;
        await deps.orderCalls.swapCategoryOrder(ctx, { firstId: roots[from]!.id, secondId: roots[next]!.id });
        [roots[from], roots[next]] = [roots[next]!, roots[from]!];
        from = next;
      }
      return { moved: true };
    },

    /**
     * The products linked to a category, published or not, in the category's order; customer-owned
     * ones only for the staff who may see them (decision 1089: the shop's category pages never
     * show them, and catalogue staff alone do not read other customers' products).
     */
    async categoryProducts(ctx: RequestContext, rawCategoryId: number | string): Promise<LinkedCategoryProduct[]> {
      assertCategoryAdmin(ctx);
      const categoryId = id.parse(rawCategoryId);
      const links = await deps.em().find(CategoryProduct, { category: categoryId, product: { deletedAt: null, ...privateProductsFilter(ctx) } }, { populate: ['product'], orderBy: { order: 'asc', id: 'asc' } });
      return links.map((link) => ({
        categoryId,
        productId: link.product.id,
        articleNumber: link.product.articleNumber,
        name: link.product.name,
        published: link.product.published,
        order: link.order,
      }));
    },

    /** PUT /api/categories/{id}/products: links an existing product (once; linking again keeps the link). */
    async linkProduct(ctx: RequestContext, rawCategoryId: number | string, rawInput: LinkCategoryProductInput): Promise<LinkedCategoryProduct> {
      assertCategoryAdmin(ctx);
      const categoryId = id.parse(rawCategoryId);
      const input = linkCategoryProductSchema.parse(rawInput);
      const productId = await deps.em().transactional(async (em) => {
        const category = await em.findOne(Category, { id: categoryId });
        if (!category) throw new EngineError('not_found', 'Kategorie nicht gefunden');
        const product = await em.findOne(Product, { id: input.productId, deletedAt: null, ...privateProductsFilter(ctx) });
        if (!product) throw new EngineError('not_found', [{ message: 'Produkt nicht gefunden', field: 'productId' }]);
        const existing = await em.findOne(CategoryProduct, { category: categoryId, product: product.id });
        if (!existing) {
          const last = await em.findOne(CategoryProduct, { category: categoryId }, { orderBy: { order: 'desc' } });
          em.create(CategoryProduct, { category, product, order: input.order ?? (last ? last.order + 1 : 0) });
        } else if (input.order !== undefined) existing.order = input.order;
        await em.flush();
        return product.id;
      });
      const links = await this.categoryProducts(ctx, categoryId);
      return links.find((link) => link.productId === productId)!;
    },

    /** DELETE /api/categories/{id}/products/{productId}: removes the link (the product stays). */
    async unlinkProduct(ctx: RequestContext, rawCategoryId: number | string, rawProductId: number | string): Promise<{ removed: boolean }> {
      assertCategoryAdmin(ctx);
      const removed = await deps.em().nativeDelete(CategoryProduct, { category: id.parse(rawCategoryId), product: id.parse(rawProductId) });
      if (removed === 0) throw notFoundError();
      return { removed: true };
    },
  };
}
export type CategoryDesk = ReturnType<typeof createCategoryDesk>;
