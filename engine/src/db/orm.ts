import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM, type Options } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { projectRoot } from '../project-root';
import { releaseCutConnections } from './pool-release';

export { MikroORM };
export type Orm = MikroORM;

/** Committed migrations (generated with `npm run migration:create -w @shop/engine`). */
export const migrationsDir = join(projectRoot, 'migrations');

/** The entity list of the data model (engine/src/entities.ts); db/ itself knows no domain. */
export type EntityList = NonNullable<Options['entities']>;

export function ormOptions(options: { clientUrl: string; poolMax: number; entities: EntityList; logger?: Logger; debug?: boolean; onPoolCreated?: (pool: Pool) => void }): Options {
  return defineConfig({
    clientUrl: options.clientUrl,
    entities: options.entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax },
    // A connection cut inside a transaction gives its slot back (decision 960).
    // Its connections LISTEN for the cache generations when asked (decision 1171).
    driverOptions: {
      onPoolCreated(pool: Pool) {
        releaseCutConnections(pool);
        options.onPoolCreated?.(pool);
      },
    },
    // Entities are given as a list; nothing to discover on disk, which also keeps bundlers happy.
    discovery: { warnWhenNoEntities: true },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: options.debug ?? false,
    ...(options.logger ? { logger: (message: string) => options.logger?.debug({ component: 'orm' }, message) } : {}),
    // The cache generation's triggers are written by hand in their migration (decision 973).
    schemaGenerator: { ignoreTriggers: true, ignoreRoutines: true },
    migrations: {
      path: migrationsDir,
      pathTs: migrationsDir,
      glob: '!(*.d).{js,ts}',
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  });
}
