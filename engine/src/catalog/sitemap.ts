import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext, ShopMode } from '../context';
import { EngineError } from '../errors';
import type { CatalogService, CategoryNode } from './category-service';
import { SHOP_MODES } from './enums';

/** A category page of one shop mode's tree (the root's page `/produkte` included). */
export interface SitemapCategory {
  id: number;
  shopMode: ShopMode;
  /** `/produkte/…`, as the tree names it (German, percent-encoded). */
  url: string;
  /** Last change of the category row, ISO 8601. */
  updatedAt: string;
}

/** A product page a guest can open. */
export interface SitemapProduct {
  articleNumber: string;
  kindCode: number;
  updatedAt: string;
}

export interface SitemapEntries {
  categories: SitemapCategory[];
  products: SitemapProduct[];
}

/**
 * What the shop's /sitemap.xml lists (decision 1094): per shop mode the category pages a guest
 * reaches (published, with every category above it published; content links are other pages and
 * left out), and every published, public, alive product. A mode without a tree (a fresh database)
 * lists no categories.
 */
export function createSitemapReader(deps: { em: () => EntityManager; catalog: Pick<CatalogService, 'getCategoryTree'> }) {
  return {
    async entries(ctx: RequestContext): Promise<SitemapEntries> {
      const em = deps.em();
      const [trees, changed, products] = await Promise.all([
        Promise.all(SHOP_MODES.map(async (shopMode) => ({ shopMode, root: await treeOf(ctx, shopMode) }))),
        em.getConnection().execute<{ id: number; updated_at: Date | string }[]>(`select id, updated_at from category`),
        em
          .getConnection()
          .execute<{ article_number: string; kind_code: number; updated_at: Date | string }[]>(
            `select article_number, kind_code, updated_at from product
              where published and publicly_available and deleted_at is null
              order by article_number`,
          ),
      ]);
      const updatedAt = new Map(changed.map((row) => [Number(row.id), isoOf(row.updated_at)]));
      const categories: SitemapCategory[] = [];
      const visit = (node: CategoryNode, shopMode: ShopMode) => {
        if (!node.published || (node.contentLink !== null && node.contentLink.trim() !== '')) return;
        categories.push({ id: node.id, shopMode, url: node.url, updatedAt: updatedAt.get(node.id) ?? new Date(0).toISOString() });
        for (const child of node.children) visit(child, shopMode);
      };
      for (const { shopMode, root } of trees) if (root) visit(root, shopMode);
      return {
        categories,
        products: products.map((row) => ({ articleNumber: row.article_number, kindCode: Number(row.kind_code), updatedAt: isoOf(row.updated_at) })),
      };
    },
  };

  async function treeOf(ctx: RequestContext, shopMode: ShopMode): Promise<CategoryNode | undefined> {
    try {
      return await deps.catalog.getCategoryTree(ctx, { shopMode });
    } catch (error) {
      if (EngineError.is(error) && error.kind === 'not_found') return undefined;
      throw error;
    }
  }
}
export type SitemapReader = ReturnType<typeof createSitemapReader>;

function isoOf(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
