/**
 * @shop/engine — the domain package: entities and persistence, pricing, rules, orders, mail.
 * Named exports only; pure rules also have a browser-safe entry in ./browser.ts.
 */
export { createEngine, type Engine, type EngineOptions } from './engine';
export { loadEnv, envSchema, EnvError, projectRoot, type Env } from './config/env';
export { createLogger, silentLogger, type Logger } from './logging/logger';
export { EngineError, errorKinds, httpStatusOf, interpolate, type ErrorKind, type ErrorEntry } from './errors';
export { anonymousContext, type RequestContext, type ShopMode, type Locale } from './context';
export { type CategoryNode, type CatalogService } from './catalog/category-service';
export {
  Permission,
  allPermissions,
  createAdminSchema,
  generatePassword,
  type CreateAdminInput,
  type CreatedAdmin,
} from './customers/admin-service';
export { openDatabase, connect, migrate, migrationStatus, type Database, type MigrationStatus } from './db/database';
export {
  createProductService,
  effectiveCustomerId,
  productKinds,
  productListQuerySchema,
  PRODUCT_PAGE_SIZE,
  type ProductItem,
  type ProductListQuery,
  type ProductPage,
  type ProductValue,
} from './catalog/product-service';
export { isAdmin, hasPermission } from './auth/permissions';
export { createFixturesService, type FixturesService } from './fixtures/service';
export { seedDataset, type SeedResult, type SeedCounts, type SeedOptions } from './fixtures/seed';
export { validateDataset, type DemoDataset } from './fixtures/dataset';
