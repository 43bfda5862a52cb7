import { findCategoryTrail, type CategoryNode, type Engine, type RequestContext } from '@shop/engine';
import { loadCategoryTree } from '../lib/catalog.server';
import { otherShopMode } from '../lib/shop-mode';

/**
 * The trail root → category of a /produkte/… path: looked up in the current mode's tree, then in
 * the other mode's, so a link shared from the other shop still opens.
 */
export async function findCategoryPage(engine: Engine, ctx: RequestContext, pathname: string): Promise<CategoryNode[] | undefined> {
  for (const shopMode of [ctx.shopMode, otherShopMode(ctx.shopMode)]) {
    const root = await loadCategoryTree(engine, ctx, shopMode);
    const trail = root && findCategoryTrail(root, { url: pathname });
    if (trail) return trail;
  }
  return undefined;
}
