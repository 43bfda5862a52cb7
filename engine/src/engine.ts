import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createLoginService } from './auth/login-service';
import { createPasswordResetService } from './auth/password-reset-service';
import { createSessionTokens } from './auth/session';
import { createCatalogService } from './catalog/category-service';
import { createProductService } from './catalog/product-service';
import { createCatalogAdminService } from './catalog/catalog-admin-service';
import { createCatalogReadService } from './catalog/catalog-read-service';
import { createProductImages } from './files/product-images';
import { createCategoryProductService } from './catalog/category-products';
import type { Env } from './config/env';
import { createAddressService } from './customers/address-service';
import { createAdminService } from './customers/admin-service';
import { createRegistrationService } from './customers/registration-service';
import { createFixturesService } from './fixtures/service';
import { migrate, migrationStatus, openDatabase, type Database } from './db/database';
import { purgeSentMails, runExclusive } from './jobs/lease';
import { silentLogger } from './logging/logger';
import { createMailer } from './mail/mailer';
import { withPriceInvalidation } from './pricing/invalidation';
import { createPriceAdminService } from './pricing/price-admin-service';
import { createPricingService } from './pricing/pricing-service';
import { createShippingService } from './shipping/shipping-service';

export interface EngineOptions {
  env: Env;
  logger?: Logger;
  /** An open database (tests pass their own); otherwise opened from env. */
  database?: Database;
}

/**
 * Builds the engine once per process: the database and every service. Web, CLI and jobs share
 * this one entry; services return plain data, never ORM entities.
 */
export async function createEngine(options: EngineOptions) {
  const logger = options.logger ?? silentLogger;
  const env = options.env;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      pglitePort: env.PGLITE_PORT,
      poolMax: env.DB_POOL_MAX,
      logger,
    }));
  // Each call forks a fresh EntityManager: no identity map is shared between requests.
  const em = (): EntityManager => database.orm.em.fork() as EntityManager;
  const sessions = createSessionTokens(env.SESSION_SECRET);
  const mailer = createMailer({ em, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const pricing = createPricingService({ em, logger });

  return {
    env,
    logger,
    database,
    /** Signs and verifies session tokens with SESSION_SECRET. */
    sessions,
    /** Sends and records the shop's mails (SMTP_URL, else the local mail catcher). */
    mailer,
    /** Login with limits (POST /api/auth). */
    auth: createLoginService({ em, sessions }),
    registration: createRegistrationService({ em, sessions }),
    passwordReset: createPasswordResetService({ em, mailer, publicUrl: env.PUBLIC_URL }),
    addresses: createAddressService({ em }),
    catalog: createCatalogService({ em }),
    products: createProductService({ em, prices: pricing.productPrices }),
    /** The one cart price (POST /api/product/order-price), the price cache and its invalidation. */
    pricing,
    /** Customer price records, strategies and internal prices (ADMIN_PRODUCT). */
    priceAdmin: createPriceAdminService({ em, invalidate: pricing.invalidatePrices }),
    /** Trucks and transport requirements. */
    shipping: createShippingService({ em }),
    /** Catalogue reads of the /api (types, attributes, summary, configuration form, gallery, media). */
    catalogRead: createCatalogReadService({ em, productImages: createProductImages({ dir: env.PRODUCT_IMAGES_DIR ?? `${env.DATA_DIR}/product-images` }) }),
    /** Catalogue maintenance: categories, attributes, product types, products. */
    catalogAdmin: withPriceInvalidation(createCatalogAdminService({ em }), pricing.invalidatePrices),
    categoryProducts: createCategoryProductService({ em }),
    admins: createAdminService({ em }),
    fixtures: createFixturesService({ em }),
    jobs: {
      /** Runs fn only if this instance wins the job's lease (see jobs/lease.ts). */
      runExclusive: <T>(name: string, ttlMs: number, fn: () => Promise<T>) => runExclusive(em(), name, ttlMs, fn),
      purgeSentMails: (days: number) => purgeSentMails(em(), days),
    },
    maintenance: {
      migrate: () => migrate(database.orm),
      status: () => migrationStatus(database.orm),
      /** Drops every table and applies the migrations again: all data is lost. */
      async reset(): Promise<string[]> {
        await database.orm.schema.drop({ dropMigrationsTable: true });
        return migrate(database.orm);
      },
      /** Whether the database answers a query. */
      async ping(): Promise<boolean> {
        await database.orm.em.getConnection().execute('select 1');
        return true;
      },
    },
    async close(): Promise<void> {
      mailer.close();
      await database.close();
    },
  };
}
export type Engine = Awaited<ReturnType<typeof createEngine>>;
