import { EngineError, type CategoryNode, type Engine, type RequestContext, type ShopMode } from '@shop/engine';
import { localizedText, type Locale } from '@shop/engine/browser';
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
    return localizeTree(await engine.catalog.categories.getCategoryTree(ctx, { shopMode }), ctx.locale);
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

/** Category names and descriptions in the reader's language, German where none is kept; urls stay German. */
export function localizeTree(node: CategoryNode, locale: Locale): CategoryNode {
  return {
    ...node,
    name: localizedText(node.name, node.translations, locale, 'name'),
    description: localizedText(node.description, node.translations, locale, 'description'),
    children: node.children.map((child) => localizeTree(child, locale)),
  };
}
