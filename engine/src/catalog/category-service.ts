import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext, ShopMode } from '../context';
import { EngineError } from '../errors';
import { Category } from './category.entity';
import { CategoryProduct } from './product.entity';

export const shopTypeIds = { verpackung: 1, moebel: 2, any: 99 } as const;

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
  /** Page of the category: /produkte/<lower-cased names>, or its content link. */
  url: string;
  /** Published, alive products in this category and below. */
  productCount: number;
  children: CategoryNode[];
}

export function createCatalogService(deps: { em: () => EntityManager }) {
  return {
    /** Every category of the mode (shop type any or the mode), flat, ordered. */
    async listCategories(_ctx: RequestContext, input: { shopMode?: ShopMode } = {}): Promise<CategoryNode[]> {
      const em = deps.em();
      const where = input.shopMode ? { shopTypeId: { $in: [shopTypeIds.any, shopTypeIds[input.shopMode]] } } : {};
      const [categories, counts] = await Promise.all([
        em.find(Category, where, { orderBy: { order: 'asc', id: 'asc' } }),
        countPublishedProducts(em),
      ]);
      const nodes = categories.map((category) => ({
        id: category.id,
        name: category.name,
        description: category.description ?? null,
        parentId: category.parent?.id ?? null,
        order: category.order,
        shopTypeId: category.shopTypeId,
        contentLink: category.contentLink ?? null,
        published: category.published,
        imageFileName: category.imageFileName ?? null,
        url: '',
        productCount: counts.get(category.id) ?? 0,
        children: [] as CategoryNode[],
      }));
      linkTree(nodes);
      return nodes;
    },

    /** The category tree of a shop mode; exactly one root or 'not root element found in list' (000 §3, §8). */
    async getCategoryTree(ctx: RequestContext, input: { shopMode: ShopMode }): Promise<CategoryNode> {
      const nodes = await this.listCategories(ctx, input);
      const roots = nodes.filter((node) => node.parentId === null || !nodes.some((other) => other.id === node.parentId));
      if (roots.length !== 1 || !roots[0]) throw new EngineError('not_found', 'not root element found in list');
      return roots[0];
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;

async function countPublishedProducts(em: EntityManager): Promise<Map<number, number>> {
  const rows = await em
    .createQueryBuilder(CategoryProduct, 'cp')
    .select(['cp.category', 'count(*) as n'])
    .join('cp.product', 'p')
    .where({ product: { published: true, deletedAt: null } })
    .groupBy('cp.category')
    .execute<{ category: number; n: string }[]>();
  return new Map(rows.map((row) => [Number(row.category), Number(row.n)]));
}

/** Wires children, sums product counts up the tree and computes each URL. */
function linkTree(nodes: CategoryNode[]): void {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  for (const node of nodes) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    parent?.children.push(node);
  }
  const visit = (node: CategoryNode, path: string[]): number => {
    // The root is the mode's 'produkte' itself; its children's names make the path.
    const segments = node.parentId === null || !byId.has(node.parentId) ? [] : [...path, node.name.toLowerCase()];
    node.url = node.contentLink ?? `/produkte${segments.length ? `/${segments.map(encodeURIComponent).join('/')}` : ''}`;
    node.productCount += node.children.reduce((sum, child) => sum + visit(child, segments), 0);
    return node.productCount;
  };
  for (const node of nodes) if (node.parentId === null || !byId.has(node.parentId)) visit(node, []);
}
