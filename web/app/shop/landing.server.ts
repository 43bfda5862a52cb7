import type { Engine, RequestContext } from '@shop/engine';
import { hasContent, toTile, type CategoryTile } from './catalog';
import { loadCategoryTree } from './catalog.server';

/** The top categories of the request's mode as tiles; none while the database has no tree. */
export async function loadTopCategoryTiles(engine: Engine, ctx: RequestContext): Promise<CategoryTile[]> {
  const [root, pictures] = await Promise.all([loadCategoryTree(engine, ctx), engine.catalog.categories.categoryPictureProducts(ctx)]);
  if (!root) return [];
  const nodes = root.children.filter(hasContent);
  const versions = await engine.catalog.read.pictureVersions(nodes.flatMap((node) => pictures.get(node.id) ?? []));
  return nodes.map((node) => toTile(node, pictures, versions));
}
