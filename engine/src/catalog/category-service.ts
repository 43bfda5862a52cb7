import type { EntityManager } from '@mikro-orm/postgresql';
import { createReadCache, openView, type ReadCache } from '../cache/read-cache';
import { z } from 'zod';
import type { RequestContext, ShopMode } from '../context';
import { EngineError } from '../errors';
import { Category, type ICategory } from './category.entity';
import type { CatalogueTranslations } from './catalogue-translations';
import { SHOP_MODES, ShopTypeId, shopModeOf, shopTypeIdOf } from './enums';
import { buildCategoryTree, categoryUrl, NO_ROOT_CATEGORY_MESSAGE, type CategoryTreeNode } from './rules';

/** A category as the shop and /api/categories hand it out (plain data, no ORM entity). */
export interface CategoryNode {
  id: number;
  name: string;
  description: string | null;
  parentId: number | null;
  order: number;
  shopTypeId: number;
  contentLink: string | null;
  published: boolean;
  imageFileName: string | null;
  /** Name and description in fr/en; the shop shows them, the url stays German. */
  translations: CatalogueTranslations | null;
  /** Page of the category: /produkte/<lower-cased names below the root>, or its content link. */
  url: string;
  /** Published, alive, public products in this category and below (customer-owned ones are not counted). */
  productCount: number;
  children: CategoryNode[];
}

type CategoryRow = Omit<CategoryNode, 'url' | 'children'>;

/** A category as the back office writes it (/api/categories answers of 001 §7): the node without url, count and children. */
export type CategoryRecord = Omit<CategoryRow, 'productCount'>;

export function toCategoryRecord(category: ICategory): CategoryRecord {
  return {
    id: category.id,
    name: category.name,
    description: category.description ?? null,
    parentId: category.parent?.id ?? null,
    order: category.order,
    shopTypeId: category.shopTypeId,
    contentLink: category.contentLink ?? null,
    published: category.published,
    imageFileName: category.imageFileName ?? null,
    translations: category.translations ?? null,
  };
}

/**
 * Query of GET /api/categories: the mode by name (shopMode) or by shop type id (shopType 1 or 2);
 * neither lists every category.
 */
export const categoriesQuerySchema = z
  .object({
    shopMode: z.enum(SHOP_MODES).optional(),
    shopType: z.enum([String(ShopTypeId.VERPACKUNG), String(ShopTypeId.MOEBEL)]).optional(),
  })
  .strict()
  .transform((query, ctx): { shopMode?: ShopMode } => {
    const byType = query.shopType === undefined ? undefined : shopModeOf(Number(query.shopType));
    if (query.shopMode && byType && query.shopMode !== byType) {
      ctx.addIssue({ code: 'custom', message: 'shopMode and shopType name different shop modes', path: ['shopType'] });
      return z.NEVER;
    }
    const shopMode = query.shopMode ?? byType;
    return shopMode ? { shopMode } : {};
  });

export function createCatalogService(deps: { em: () => EntityManager; readCache?: ReadCache }) {
  // Every page's navigation reads the tree: kept under the database's cache generation (decision 973).
  const memory = deps.readCache ?? createReadCache();
  /** Every category of the mode (shop type any or the mode), or all of them, as rows. */
  async function loadRows(shopMode?: ShopMode): Promise<CategoryRow[]> {
    const em = deps.em();
    const where = shopMode ? { shopTypeId: { $in: [ShopTypeId.ANY, shopTypeIdOf(shopMode)] } } : {};
    const [categories, counts] = await Promise.all([
      em.find(Category, where, { orderBy: { order: 'asc', id: 'asc' } }),
      countPublishedProducts(em),
    ]);
    return categories.map((category) => ({
      ...toCategoryRecord(category),
      productCount: counts.get(category.id) ?? 0,
    }));
  }

  /** The category tree of a shop mode; exactly one root or 'not root element found in list' (000 §3, §8). */
  async function getCategoryTree(ctx: RequestContext, input: { shopMode: ShopMode }): Promise<CategoryNode> {
    const view = await openView(deps.em(), memory, ctx.generations);
    return view.get('category-tree', input.shopMode, () => buildTree(input.shopMode));
  }

  async function buildTree(shopMode: ShopMode): Promise<CategoryNode> {
    const rows = await loadRows(shopMode);
    let tree: CategoryTreeNode<CategoryRow>;
    try {
      tree = buildCategoryTree(rows, shopMode);
    } catch {
      throw new EngineError('not_found', NO_ROOT_CATEGORY_MESSAGE);
    }
    applySubtreeCounts(tree, await countSubtreeProducts(deps.em()));
    return tree;
  }

  return {
    getCategoryTree,

    /**
     * Per category, the article number of the first product of it or its published
     * subcategories (nearest category first, then the category's order): the product whose
     * picture the category's card shows (decision 919).
     */
    async categoryPictureProducts(_ctx: RequestContext): Promise<Map<number, string>> {
      const rows = await deps.em().getConnection().execute<{ category_id: number; article_number: string }[]>(
        `with recursive subtree(ancestor_id, category_id, depth) as (
           select id, id, 0 from category
           union all
           select s.ancestor_id, c.id, s.depth + 1 from subtree s join category c on c.parent_id = s.category_id and c.published
         )
         select s.ancestor_id as category_id, (array_agg(p.article_number order by s.depth, cp."order", cp.id))[1] as article_number
           from subtree s
           join category_product cp on cp.category_id = s.category_id
           join product p on p.id = cp.product_id
          where p.published and p.publicly_available and p.deleted_at is null
          group by s.ancestor_id`,
      );
      return new Map(rows.map((row) => [Number(row.category_id), row.article_number]));
    },

    /** Categories flat, ordered, each with its URL; of one mode or of all modes. */
    async listCategories(ctx: RequestContext, input: { shopMode?: ShopMode } = {}): Promise<CategoryNode[]> {
      if (input.shopMode) return flatten(await getCategoryTree(ctx, { shopMode: input.shopMode }));
      const rows = await loadRows();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const namesBelowRoot = (row: CategoryRow): string[] => {
        const names: string[] = [];
        for (let node: CategoryRow | undefined = row; node?.parentId != null; node = byId.get(node.parentId)) names.unshift(node.name);
        return names;
      };
      return rows.map((row) => ({ ...row, url: categoryUrl(namesBelowRoot(row), row.contentLink), children: [] }));
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;

async function countPublishedProducts(em: EntityManager): Promise<Map<number, number>> {
  const rows = await em.getConnection().execute<{ category_id: number; n: string }[]>(
    `select cp.category_id, count(*) as n
       from category_product cp join product p on p.id = cp.product_id
      where p.published and p.publicly_available and p.deleted_at is null
      group by cp.category_id`,
  );
  return new Map(rows.map((row) => [Number(row.category_id), Number(row.n)]));
}

/**
 * Per category, the published, alive, public products of it and of its published descendants,
 * each product once: what the category page's grid shows a guest (decision 918),
 * so a parent shows content when a child has some.
 */
async function countSubtreeProducts(em: EntityManager): Promise<Map<number, number>> {
  const rows = await em.getConnection().execute<{ category_id: number; n: string }[]>(
    `with recursive subtree(ancestor_id, category_id) as (
       select id, id from category
       union all
       select s.ancestor_id, c.id from subtree s join category c on c.parent_id = s.category_id and c.published
     )
     select s.ancestor_id as category_id, count(distinct cp.product_id) as n
       from subtree s
       join category_product cp on cp.category_id = s.category_id
       join product p on p.id = cp.product_id
      where p.published and p.publicly_available and p.deleted_at is null
      group by s.ancestor_id`,
  );
  return new Map(rows.map((row) => [Number(row.category_id), Number(row.n)]));
}

function applySubtreeCounts(node: CategoryNode, counts: Map<number, number>): void {
  node.productCount = counts.get(node.id) ?? 0;
  for (const child of node.children) applySubtreeCounts(child, counts);
}

function flatten(node: CategoryNode): CategoryNode[] {
  return [{ ...node, children: [] }, ...node.children.flatMap(flatten)];
}
