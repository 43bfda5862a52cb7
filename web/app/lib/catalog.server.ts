import { EngineError, type CategoryNode, type Engine, type RequestContext, type ShopMode } from '@shop/engine';
import { toNavigation, type NavItem } from './catalog';

const noRootMessage = 'not root element found in list';

/** True for the engine's "no single root category" error (000 §8). */
export function isMissingRootError(error: unknown): boolean {
  return EngineError.is(error) && error.errors.some((entry) => entry.message === noRootMessage);
}

/**
 * The category tree of a mode, or undefined while it has no single root (a fresh database): pages
 * then render without categories instead of failing.
 */
export async function loadCategoryTree(engine: Engine, ctx: RequestContext, shopMode: ShopMode = ctx.shopMode): Promise<CategoryNode | undefined> {
  try {
    return await engine.catalog.getCategoryTree(ctx, { shopMode });
  } catch (error) {
    if (isMissingRootError(error)) return undefined;
    throw error;
  }
}

/** The main navigation of the request's shop mode (empty without a category tree). */
export async function loadNavigation(engine: Engine, ctx: RequestContext): Promise<NavItem[]> {
  const root = await loadCategoryTree(engine, ctx);
  return root ? toNavigation(root) : [];
}
