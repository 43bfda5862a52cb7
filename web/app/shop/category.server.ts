import { findCategoryTrail, type CategoryNode, type Engine, type RequestContext } from '@shop/engine';
import { loadCategoryTree } from './catalog.server';
import { otherShopMode, type ShopMode } from '../kit/shop-mode';

/**
 * The trail root → category of a /produkte/… path and the mode whose tree holds it: looked up in
 * the current mode's tree, then in the other mode's, so a link shared from the other shop still
 * opens (in its own shop's frame, decision 1098).
 */
export async function findCategoryPage(engine: Engine, ctx: RequestContext, pathname: string): Promise<{ trail: CategoryNode[]; shopMode: ShopMode } | undefined> {
  for (const shopMode of [ctx.shopMode, otherShopMode(ctx.shopMode)]) {
    const root = await loadCategoryTree(engine, ctx, shopMode);
    const trail = root && findCategoryTrail(root, { url: pathname });
    if (trail) return { trail, shopMode };
  }
  return undefined;
}
