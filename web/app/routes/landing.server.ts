import type { Engine, RequestContext } from '@shop/engine';
import { hasContent, toTile, type CategoryTile } from '../lib/catalog';
import { loadCategoryTree } from '../lib/catalog.server';

/** The top categories of the request's mode as tiles; none while the database has no tree. */
export async function loadTopCategoryTiles(engine: Engine, ctx: RequestContext): Promise<CategoryTile[]> {
  const [root, pictures] = await Promise.all([loadCategoryTree(engine, ctx), engine.catalog.categories.categoryPictureProducts(ctx)]);
  return root ? root.children.filter(hasContent).map((node) => toTile(node, pictures)) : [];
}
