import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createNotificationHub, notificationReader, type DatabaseNotifications, type NotificationHub } from './notifications';

/** Extensions the migrations create: trigram product search (decision 911). */
const EXTENSIONS = { pg_trgm };

/**
 * Embedded PostgreSQL: PGlite (PostgreSQL 18 in WASM) persisted in `<dataDir>/pglite`, served on
 * 127.0.0.1 by pglite-socket so the stock `pg` driver (and MikroORM) speak to it like any server.
 *
 * Exactly one process owns the data directory: it holds `<dataDir>/pglite.lock` (pid and port).
 * Any other process (a CLI command while the shop runs) finds the lock and connects to the owner's
 * socket instead of opening the directory a second time, which PGlite would silently allow and
 * which corrupts the data.
 */
export interface EmbeddedDatabase {
  /** postgresql://… URL of the socket. */
  url: string;
  /** true when this process opened the directory and serves the socket. */
  owner: boolean;
  /** Most connections the socket accepts; a pool must not be larger. */
  maxConnections: number;
  /**
   * The owner's own dump and restore (decision 1095): `dump` is PGlite's data directory as a
   * gzipped tar (`dumpDataDir`), `replace` puts such a dump in the place of the database — the
   * socket stays on its port, a replaced data directory is kept until the new one is open. Only
   * in the process that owns the database.
   */
  pglite?: EmbeddedDumps;
  /**
   * Every notification the PGlite sends, whichever connection's answer carries it (decision 1171):
   * PGlite is one session, so a NOTIFY goes out in the committing connection's answer only; the
   * owner reads it there. Only in the process that owns the database.
   */
  notifications?: DatabaseNotifications;
  stop(): Promise<void>;
}

export interface EmbeddedDumps {
  dump(): Promise<Blob>;
  replace(data: Blob): Promise<void>;
}

interface LockInfo {
  pid: number;
  port: number;
  startedAt: string;
}

/** Connections one socket server accepts in all (the owner's pool and visiting processes share them). */
export const EMBEDDED_MAX_CONNECTIONS = 12;
const HOST = '127.0.0.1';

export function embeddedUrl(port: number): string {
  return `postgresql://postgres:postgres@${HOST}:${port}/postgres`;
}

export async function openEmbeddedDatabase(options: {
  dataDir: string;
  port?: number;
  logger?: Logger;
}): Promise<EmbeddedDatabase> {
  const { dataDir, logger } = options;
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'pglite.lock');

  for (let attempt = 0; attempt < 50; attempt++) {
    const fd = tryCreate(lockFile);
    if (fd !== undefined) {
      try {
        return await becomeOwner({ dataDir, lockFile, fd, port: options.port ?? 0, logger });
      } catch (error) {
        closeSync(fd);
        rmSync(lockFile, { force: true });
        throw error;
      }
    }
    const lock = readLock(lockFile);
    if (lock && isAlive(lock.pid) && lock.port > 0 && (await canConnect(lock.port))) {
      logger?.debug({ pid: lock.pid, port: lock.port }, 'embedded database owned by another process; using its socket');
      return { url: embeddedUrl(lock.port), owner: false, maxConnections: 2, stop: async () => {} };
    }
    if (lock && !isAlive(lock.pid)) {
      logger?.warn({ pid: lock.pid }, 'removing stale embedded database lock');
      rmSync(lockFile, { force: true });
      continue;
    }
    // The owner is starting (lock written, socket not yet listening): wait for it.
    await delay(200);
  }
  throw new Error(`The embedded database in ${dataDir} is locked by another process that does not answer (${lockFile}).`);
}

async function becomeOwner(args: {
  dataDir: string;
  lockFile: string;
  fd: number;
  port: number;
  logger?: Logger;
}): Promise<EmbeddedDatabase> {
  const { dataDir, lockFile, fd, logger } = args;
  const port = args.port || (await freePort());
  writeFileSync(fd, JSON.stringify({ pid: process.pid, port: 0, startedAt: new Date().toISOString() } satisfies LockInfo));
  const started = Date.now();
  const served = await serve(await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: EXTENSIONS }), port, join(dataDir, 'pglite'));
  writeFileSync(lockFile, JSON.stringify({ pid: process.pid, port, startedAt: new Date().toISOString() } satisfies LockInfo));
  closeSync(fd);
  logger?.info({ port, ms: Date.now() - started, dataDir }, 'embedded PostgreSQL (PGlite) started');

  let stopped = false;
  const release = () => {
    const lock = readLock(lockFile);
    if (lock?.pid === process.pid) rmSync(lockFile, { force: true });
  };
  process.once('exit', release);
  return {
    url: embeddedUrl(port),
    owner: true,
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
    pglite: served,
    notifications: served.notifications,
    async stop() {
      if (stopped) return;
      stopped = true;
      await served.stop();
      release();
      process.off('exit', release);
    },
  };
}

/**
 * A PGlite served on its socket, with the dump and replace of {@link EmbeddedDumps}. `pgdata`: the
 * data directory on disk (none for an in-memory database).
 */
async function serve(first: PGlite, port: number, pgdata?: string): Promise<EmbeddedDumps & { db(): PGlite; notifications: DatabaseNotifications; stop(): Promise<void> }> {
  const notifications = createNotificationHub(true);
  let db = tapNotifications(first, notifications);
  const channels = new Set<string>();
  const listenOn = async (target: PGlite, channel: string) => {
    await target.listen(channel, () => undefined);
  };
  notifications.listen = async (channel) => {
    channels.add(channel);
    await listenOn(db, channel);
  };
  let server = new PGLiteSocketServer({ db, host: HOST, port, maxConnections: EMBEDDED_MAX_CONNECTIONS });
  await server.start();
  // Once per opened database: the owner's connection closes it, and a caller may stop it again.
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await server.stop();
      await db.close();
    })());
  const open = async (options: { loadDataDir?: Blob }) => {
    closing = undefined;
    db = tapNotifications(await PGlite.create({ ...(pgdata ? { dataDir: pgdata } : {}), ...options, extensions: EXTENSIONS }), notifications);
    for (const channel of channels) await listenOn(db, channel);
    server = new PGLiteSocketServer({ db, host: HOST, port, maxConnections: EMBEDDED_MAX_CONNECTIONS });
    await server.start();
  };
  return {
    db: () => db,
    notifications,
    stop: close,
    async dump() {
      // Written out to the data files first, so the copy needs no WAL replay when it is loaded.
      await db.query('checkpoint');
      return db.dumpDataDir('gzip');
    },
    async replace(data) {
      await close();
      const replaced = pgdata ? `${pgdata}.replaced-${Date.now()}` : undefined;
      if (pgdata && replaced) renameSync(pgdata, replaced);
      try {
        await open({ loadDataDir: data });
      } catch (error) {
        // The dump did not load: the database that was there comes back.
        if (pgdata && replaced) {
          rmSync(pgdata, { recursive: true, force: true });
          renameSync(replaced, pgdata);
        }
        await open({});
        throw error;
      }
      if (replaced) rmSync(replaced, { recursive: true, force: true });
    },
  };
}

/** An in-memory PGlite on its own socket: one per test file, nothing on disk, no lock. */
export async function startMemoryDatabase(options: { loadDataDir?: Blob } = {}): Promise<EmbeddedDatabase & { db: PGlite }> {
  const first = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions: EXTENSIONS } : { extensions: EXTENSIONS });
  const port = await freePort();
  const served = await serve(first, port);
  return {
    /** The PGlite served now (a replace opens another). */
    get db() {
      return served.db();
    },
    url: embeddedUrl(port),
    owner: true,
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
    pglite: served,
    notifications: served.notifications,
    stop: served.stop,
  };
}

/**
 * Reads the notifications out of every answer the socket server forwards (its connections go
 * through `execProtocolRawStream`, which PGlite's own `listen()` never sees) and of PGlite's own
 * queries, into `hub` (decision 1171).
 */
function tapNotifications(db: PGlite, hub: NotificationHub): PGlite {
  const raw = db.execProtocolRawStream.bind(db);
  db.execProtocolRawStream = (message, options) => {
    const read = notificationReader((channel, payload) => hub.emit(channel, payload));
    return raw(message, {
      ...options,
      onRawData(data) {
        read(data);
        options?.onRawData?.(data);
      },
    });
  };
  db.onNotification((channel, payload) => hub.emit(channel, payload));
  return db;
}

function tryCreate(file: string): number | undefined {
  try {
    return openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw error;
  }
}

function readLock(file: string): LockInfo | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>;
    if (typeof parsed.pid !== 'number') return undefined;
    return { pid: parsed.pid, port: Number(parsed.port ?? 0), startedAt: String(parsed.startedAt ?? '') };
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, HOST, () => done(true));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
