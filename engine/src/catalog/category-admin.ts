import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { integerInput } from '../validation/numbers';
import { adminTransaction, assignSent, catalogueTranslationsSchema, id, invalid, mustFind, name, NOT_FOUND, nullableText, type CatalogAdminDeps } from './catalog-admin-support';
import { Category, type ICategory } from './category.entity';
import { toCategoryRecord, type CategoryRecord } from './category-service';
import { ShopTypeId } from './enums';

/** Category maintenance (001 §7, ADMIN_CATEGORY): create, change, delete and order categories. */

const categoryFields = {
  name: name(200),
  description: z.string().nullable().optional(),
  parentId: id.nullable().optional(),
  order: integerInput((n) => n.min(0)).optional(),
  shopTypeId: z.union([z.literal(ShopTypeId.VERPACKUNG), z.literal(ShopTypeId.MOEBEL), z.literal(ShopTypeId.ANY)]),
  contentLink: nullableText(500),
  published: z.boolean().optional(),
  imageFileName: nullableText(300),
  translations: catalogueTranslationsSchema.optional(),
};
/** Body of POST /api/categories. */
export const createCategorySchema = z.object({ ...categoryFields, shopTypeId: categoryFields.shopTypeId.default(ShopTypeId.ANY) }).strict();
export type CreateCategoryInput = z.input<typeof createCategorySchema>;
/** Body of PUT /api/categories/:id (only the fields sent change). */
export const updateCategorySchema = z.object(categoryFields).partial().strict();
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>;
/** Body of PUT /api/categories/swap-order: two sibling categories exchange their places. */
export const swapCategoryOrderSchema = z
  .object({ firstId: id, secondId: id })
  .strict()
  .refine((input) => input.firstId !== input.secondId, { message: 'validation.choice', path: ['secondId'] });
export type SwapCategoryOrderInput = z.input<typeof swapCategoryOrderSchema>;
/**
 * Body of PUT /api/categories/:id/change-order: `elements` (category ids, in this order) become
 * children of category :id, placed before or after the child `pivot` (null: at the start or end).
 */
export const changeCategoryOrderSchema = z
  .object({
    pivot: id.nullable().optional(),
    elements: z.array(id).min(1).max(1000),
    moveDirection: z.enum(['before', 'after']),
  })
  .strict()
  .refine((input) => new Set(input.elements).size === input.elements.length, { message: 'validation.choice', path: ['elements'] })
  .refine((input) => input.pivot == null || !input.elements.includes(input.pivot), { message: 'validation.choice', path: ['pivot'] });
export type ChangeCategoryOrderInput = z.input<typeof changeCategoryOrderSchema>;

export type { CategoryRecord } from './category-service';

export interface OrderEntry {
  id: number;
  order: number;
}

/** Swap-order of categories below different parents. */
export const NOT_SIBLINGS_MESSAGE = 'Die Kategorien haben nicht dieselbe übergeordnete Kategorie.';
/** A category cannot be moved below itself or one of its descendants. */
export const CATEGORY_CYCLE_MESSAGE = 'Eine Kategorie kann nicht unter sich selbst verschoben werden.';


/** Ids of a category and all its ancestors. */
async function ancestorsOf(em: EntityManager, category: ICategory): Promise<Set<number>> {
  const seen = new Set<number>([category.id]);
  let parentId = category.parent?.id;
  while (parentId !== undefined && !seen.has(parentId)) {
    seen.add(parentId);
    const parent: ICategory | null = await em.findOne(Category, { id: parentId });
    parentId = parent?.parent?.id;
  }
  return seen;
}

/** Renumbers siblings 0…n-1 in the given order and returns the new orders. */
function renumber(siblings: ICategory[]): OrderEntry[] {
  siblings.forEach((sibling, index) => {
    sibling.order = index;
  });
  return siblings.map((sibling) => ({ id: sibling.id, order: sibling.order }));
}

async function siblingsOf(em: EntityManager, parentId: number | null): Promise<ICategory[]> {
  return em.find(Category, { parent: parentId }, { orderBy: { order: 'asc', id: 'asc' } });
}

export function createCategoryAdmin(deps: CatalogAdminDeps) {
  const transaction = adminTransaction(deps);
  return {
    /** POST /api/categories. A new category goes last among its siblings unless `order` is given. */
    async createCategory(ctx: RequestContext, rawInput: CreateCategoryInput): Promise<CategoryRecord> {
      requireGuard(ctx, 'categoryDesk');
      const input = createCategorySchema.parse(rawInput);
      return transaction(async (em) => {
        const parent = input.parentId ? await mustFind(em.findOne(Category, { id: input.parentId }), NOT_FOUND.category) : null;
        const order = input.order ?? (await em.count(Category, { parent: parent?.id ?? null }));
        const category = em.create(Category, {
          name: input.name,
          description: input.description ?? null,
          parent,
          order,
          shopTypeId: input.shopTypeId,
          contentLink: input.contentLink ?? null,
          published: input.published ?? true,
          imageFileName: input.imageFileName ?? null,
          translations: input.translations ?? null,
        });
        await em.flush();
        return toCategoryRecord(category);
      });
    },

    /** PUT /api/categories/:id. Moving below itself or a descendant is refused. */
    async updateCategory(ctx: RequestContext, rawId: number | string, rawInput: UpdateCategoryInput): Promise<CategoryRecord> {
      requireGuard(ctx, 'categoryDesk');
      const categoryId = id.parse(rawId);
      const input = updateCategorySchema.parse(rawInput);
      return transaction(async (em) => {
        const category = await mustFind(em.findOne(Category, { id: categoryId }), NOT_FOUND.category);
        if (input.parentId !== undefined) {
          if (input.parentId === null) category.parent = null;
          else {
            const parent = await mustFind(em.findOne(Category, { id: input.parentId }), NOT_FOUND.category);
            if ((await ancestorsOf(em, parent)).has(category.id)) throw invalid([{ message: CATEGORY_CYCLE_MESSAGE, field: 'parentId' }]);
            category.parent = parent;
          }
        }
        assignSent(category, input, ['name', 'description', 'order', 'shopTypeId', 'contentLink', 'published', 'imageFileName', 'translations']);
        await em.flush();
        return toCategoryRecord(category);
      });
    },

    /** DELETE /api/categories/:id; a category with children is still in use. Product links go with it. */
    async deleteCategory(ctx: RequestContext, rawId: number | string): Promise<{ id: number; deleted: true }> {
      requireGuard(ctx, 'categoryDesk');
      const categoryId = id.parse(rawId);
      return transaction(async (em) => {
        await mustFind(em.findOne(Category, { id: categoryId }), NOT_FOUND.category);
        await em.nativeDelete(Category, { id: categoryId });
        return { id: categoryId, deleted: true as const };
      });
    },

    /** PUT /api/categories/swap-order: two siblings exchange places; the siblings are renumbered 0…n-1. */
    async swapCategoryOrder(ctx: RequestContext, rawInput: SwapCategoryOrderInput): Promise<OrderEntry[]> {
      requireGuard(ctx, 'categoryDesk');
      const input = swapCategoryOrderSchema.parse(rawInput);
      return transaction(async (em) => {
        const first = await mustFind(em.findOne(Category, { id: input.firstId }), NOT_FOUND.category);
        const second = await mustFind(em.findOne(Category, { id: input.secondId }), NOT_FOUND.category);
        const parentId = first.parent?.id ?? null;
        if (parentId !== (second.parent?.id ?? null)) throw invalid([{ message: NOT_SIBLINGS_MESSAGE, field: 'secondId' }]);
        const siblings = await siblingsOf(em, parentId);
        const a = siblings.findIndex((sibling) => sibling.id === first.id);
        const b = siblings.findIndex((sibling) => sibling.id === second.id);
        [siblings[a], siblings[b]] = [siblings[b] as ICategory, siblings[a] as ICategory];
        const result = renumber(siblings);
        await em.flush();
        return result;
      });
    },

    /**
     * PUT /api/categories/:id/change-order (decision 401): the `elements` become children of :id,
     * in the given order, placed before or after the child `pivot` (no pivot: at the start for
     * 'before', at the end for 'after'); the children of :id are renumbered 0…n-1, and the
     * places the elements left are closed.
     */
    async changeCategoryOrder(ctx: RequestContext, rawId: number | string, rawInput: ChangeCategoryOrderInput): Promise<OrderEntry[]> {
      requireGuard(ctx, 'categoryDesk');
      const parentId = id.parse(rawId);
      const input = changeCategoryOrderSchema.parse(rawInput);
      return transaction(async (em) => {
        const parent = await mustFind(em.findOne(Category, { id: parentId }), NOT_FOUND.category);
        const lineage = await ancestorsOf(em, parent);
        const elements = await em.find(Category, { id: { $in: input.elements } });
        if (elements.length !== input.elements.length) throw new EngineError('not_found', NOT_FOUND.category);
        if (elements.some((element) => lineage.has(element.id))) throw invalid([{ message: CATEGORY_CYCLE_MESSAGE, field: 'elements' }]);
        const moved = input.elements.map((elementId) => elements.find((element) => element.id === elementId) as ICategory);
        const formerParents = new Set(moved.map((element) => element.parent?.id ?? null).filter((former) => former !== parentId));
        const rest = (await siblingsOf(em, parentId)).filter((child) => !input.elements.includes(child.id));
        let at = input.moveDirection === 'before' ? 0 : rest.length;
        if (input.pivot != null) {
          const pivotIndex = rest.findIndex((child) => child.id === input.pivot);
          if (pivotIndex === -1) throw invalid([{ message: 'validation.choice', field: 'pivot' }]);
          at = input.moveDirection === 'before' ? pivotIndex : pivotIndex + 1;
        }
        for (const element of moved) element.parent = parent;
        const result = renumber([...rest.slice(0, at), ...moved, ...rest.slice(at)]);
        for (const former of formerParents) {
          renumber((await siblingsOf(em, former)).filter((child) => !input.elements.includes(child.id)));
        }
        await em.flush();
        return result;
      });
    },
  };
}
