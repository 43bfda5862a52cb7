import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createSessionTokens } from './auth/session';
import { createCatalogService } from './catalog/category-service';
import { createProductService } from './catalog/product-service';
import type { Env } from './config/env';
import { createAdminService } from './customers/admin-service';
import { createFixturesService } from './fixtures/service';
import { migrate, migrationStatus, openDatabase, type Database } from './db/database';
import { purgeSentMails, runExclusive } from './jobs/lease';
import { silentLogger } from './logging/logger';

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

  return {
    env,
    logger,
    database,
    /** Signs and verifies session tokens with SESSION_SECRET. */
    sessions: createSessionTokens(env.SESSION_SECRET),
    catalog: createCatalogService({ em }),
    products: createProductService({ em }),
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
      await database.close();
    },
  };
}
export type Engine = Awaited<ReturnType<typeof createEngine>>;
