import { createCategoryAdmin } from './category-admin';
import type { CatalogAdminDeps } from './catalog-admin-support';
import { createProductAdmin } from './product-admin';
import { createProductTypeAdmin } from './product-type-admin';

/**
 * Catalogue maintenance (001 §7): categories (ADMIN_CATEGORY), product types and attributes
 * (ADMIN_PRODUCT_META), products (ADMIN_PRODUCT). Every operation checks its permission, parses
 * its input with the exported schema and writes in one transaction; constraint violations come
 * back as 'Objekt wird noch verwendet …' / 'Der Eintrag {field} ist bereits vorhanden.'.
 * Semantics the spec leaves open: docs/decisions/401-catalogue-maintenance.md.
 */

export { deleteQuerySchema, type DeleteQuery } from './catalog-admin-support';
export * from './category-admin';
export * from './product-admin';
export * from './product-type-admin';

/** The catalogue maintenance use cases, one object for engine.ts. */
export function createCatalogAdminService(deps: CatalogAdminDeps) {
  return { ...createCategoryAdmin(deps), ...createProductTypeAdmin(deps), ...createProductAdmin(deps) };
}
export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
