import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa, type ResultPromise } from 'execa';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startTestSmtpServer } from '../../../engine/src/mail/test-smtp-server';

/** The script `npm start` runs after building (migrations, demo seed, web server), from the repository root. */
export const START_SCRIPT = 'scripts/start.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const startTimeoutMs = 180_000;
const stopTimeoutMs = 15_000;

/**
 * How many shops (and test files at once) the browser tests run: E2E_SHOPS, default 1. Each Vitest
 * worker drives its own shop (web/tests/e2e/shop-under-test.ts), so files running side by side
 * never see each other's orders, settings or mails (decision 1072).
 */
export const E2E_SHOPS = Math.max(1, Number(process.env.E2E_SHOPS ?? '1') || 1);

export interface E2eShop {
  baseUrl: string;
  logFile: string;
  /** The TEST_DATABASE_URL database, else null (the embedded one under dataDir; shop-helpers' `shopSql`). */
  databaseUrl: string | null;
  dataDir: string;
  /** Directory of the mails the shop sent (one .eml file each). */
  mailDir: string;
}

/**
 * Starts the built shop as child processes (E2E_SHOPS of them, side by side), each on a free port
 * with a fresh data directory (or, with TEST_DATABASE_URL, a fresh database on that server), waits
 * until they answer and hands their URLs to the tests; stops them and removes the data afterwards.
 */
export default async function setup(project: TestProject) {
  const started = await Promise.allSettled(Array.from({ length: E2E_SHOPS }, () => startShop()));
  const shops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const teardown = async () => {
    await Promise.all(shops.map((shop) => shop.teardown()));
  };
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide('e2eShops', shops.map((shop) => shop.shop));
  return teardown;
}

async function startShop(): Promise<{ shop: E2eShop; teardown: () => Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const logFile = join(dataDir, 'shop.log');
  const database = process.env.TEST_DATABASE_URL ? await createDatabase(process.env.TEST_DATABASE_URL) : undefined;
  // A real SMTP server for the shop's mails; each one lands as an .eml file in mailDir (docs/checkout.md).
  const mailDir = join(dataDir, 'mails');
  mkdirSync(mailDir, { recursive: true });
  const smtp = await startTestSmtpServer({ emlDir: mailDir });

  const child = spawnShop(logFile, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: join(dataDir, 'data'),
    DATABASE_URL: database?.url ?? '',
    PGLITE_PORT: '0',
    SEED_DEMO: 'true',
    // The work queue's runner only (queued ERP imports, decision 980); no schedules, no outbox worker.
    JOBS: 'work',
    LOG_LEVEL: 'info',
    SMTP_URL: smtp.url,
    // Every browser of the suite orders from 127.0.0.1 (decision 815 limits guests per client address).
    GUEST_ORDERS_PER_CLIENT_PER_HOUR: '10000',
  });

  const teardown = async () => {
    await stop(child);
    await database?.drop();
    await smtp.close();
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilAnswering(baseUrl, child, logFile);
  } catch (error) {
    await teardown();
    throw error;
  }
  return { shop: { baseUrl, logFile, databaseUrl: database?.url ?? null, dataDir: join(dataDir, 'data'), mailDir }, teardown };
}

/**
 * The built shop (`START_SCRIPT`) as a child process with this environment (`args`: e.g. `--dev`,
 * served from source through Vite); its output goes to `logFile`.
 */
export function spawnShop(logFile: string, env: Record<string, string>, args: string[] = []): ResultPromise {
  const log = createWriteStream(logFile);
  const child = execa(process.execPath, ['--import', 'tsx', START_SCRIPT, ...args], { cwd: repoRoot, extendEnv: true, env, reject: false, buffer: false, stdin: 'ignore' });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  void child.then(() => log.end());
  return child;
}

export async function waitUntilAnswering(baseUrl: string, child: ResultPromise, logFile: string): Promise<void> {
  let exited = false;
  void child.then(() => (exited = true));
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The shop (${START_SCRIPT}) exited during start-up:\n${tail(logFile)}`);
    try {
      const response = await fetch(`${baseUrl}/api/categories`, { signal: AbortSignal.timeout(5_000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not answer at ${baseUrl} within ${startTimeoutMs / 1000} s:\n${tail(logFile)}`);
}

export async function stop(child: ResultPromise): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const stopped = await Promise.race([
    child.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), stopTimeoutMs).unref()),
  ]);
  if (!stopped) {
    child.kill('SIGKILL');
    await child;
  }
}

export function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A fresh, empty database on the TEST_DATABASE_URL server; the shop migrates and seeds it. */
export async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_e2e_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`) };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running shops, one per worker (web/tests/e2e/shop-under-test.ts picks a file's). */
    e2eShops: E2eShop[];
  }
}
