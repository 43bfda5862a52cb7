import type { Logger } from 'pino';
import { openEmbeddedDatabase, type EmbeddedDatabase, type EmbeddedDumps } from './embedded';
import { createNotificationHub, listenOnPoolConnections, type DatabaseNotifications } from './notifications';
import { MikroORM, ormOptions, type EntityList } from './orm';

export interface DatabaseOptions {
  entities: EntityList;
  /** A real PostgreSQL; without it the embedded PGlite under dataDir is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  pglitePort?: number;
  poolMax?: number;
  logger?: Logger;
  /** Channels every pool connection LISTENs on (decision 1171). */
  listen?: readonly string[];
}

export interface Database {
  orm: MikroORM;
  /** 'postgres' (DATABASE_URL) or 'embedded' (PGlite under DATA_DIR). */
  kind: 'postgres' | 'embedded';
  /** For the embedded database: whether this process owns the data directory. */
  owner: boolean;
  url: string;
  /**
   * The embedded database's own dump and its replacement by one (decision 1095); only where this
   * process owns it. The ORM's connections are closed during a replace and opened again after it.
   */
  pglite?: EmbeddedDumps;
  /**
   * What NOTIFY hands this process (decision 1171): on the embedded database's owner every
   * notification, else those of the pool's own connections (on the channels of `listen`).
   */
  notifications: DatabaseNotifications;
  close(): Promise<void>;
}

/**
 * Opens the shop's database: the PostgreSQL of DATABASE_URL, else the embedded PGlite (started by
 * this process, or the running shop's socket when another process owns the data directory).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = options.databaseUrl;
  let poolMax = options.poolMax ?? 5;
  if (!url) {
    embedded = await openEmbeddedDatabase({
      dataDir: options.dataDir,
      ...(options.pglitePort !== undefined ? { port: options.pglitePort } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    });
    url = embedded.url;
    // The socket multiplexes every connection into one PGlite; the pool must stay under its limit.
    poolMax = Math.min(poolMax, embedded.owner ? embedded.maxConnections - 4 : embedded.maxConnections);
  }
  return connect(url, { entities: options.entities, poolMax, kind: embedded ? 'embedded' : 'postgres', owner: embedded?.owner ?? false, embedded, ...(options.logger ? { logger: options.logger } : {}), ...(options.listen && !embedded ? { listen: options.listen } : {}) });
}

/** Connects MikroORM to a known URL (tests use this with their own database). */
export async function connect(
  url: string,
  options: { entities: EntityList; poolMax?: number; kind?: Database['kind']; owner?: boolean; embedded?: EmbeddedDatabase | undefined; logger?: Logger; listen?: readonly string[] },
): Promise<Database> {
  const pooled = createNotificationHub(false);
  const orm = await MikroORM.init(
    ormOptions({
      clientUrl: url,
      entities: options.entities,
      poolMax: options.poolMax ?? 5,
      ...(options.logger ? { logger: options.logger } : {}),
      onPoolCreated: (pool) => listenOnPoolConnections(pool, options.listen ?? [], pooled),
    }),
  );
  const dumps = options.embedded?.pglite;
  return {
    orm,
    kind: options.kind ?? 'postgres',
    owner: options.owner ?? false,
    url,
    // The owner's PGlite hands over every notification, its pool's included.
    notifications: options.embedded?.notifications ?? pooled,
    ...(dumps
      ? {
          pglite: {
            dump: () => dumps.dump(),
            async replace(data: Blob) {
              await orm.close(true);
              try {
                await dumps.replace(data);
              } finally {
                await orm.reconnect();
              }
            },
          },
        }
      : {}),
    async close() {
      await orm.close(true);
      await options.embedded?.stop();
    },
  };
}

export interface MigrationStatus {
  executed: string[];
  pending: string[];
}

export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

export async function migrationStatus(orm: MikroORM): Promise<MigrationStatus> {
  // One after the other: on a new database each call creates the migrations table.
  const executed = await orm.migrator.getExecuted();
  const pending = await orm.migrator.getPending();
  return { executed: executed.map((m) => m.name), pending: pending.map((m) => m.name) };
}
