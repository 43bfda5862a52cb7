import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createEngine, loadEnv, silentLogger, type Engine, type Logger, type SessionPayload } from '@shop/engine';
import { register } from 'tsx/esm/api';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../engine/test/database';
import { tokenFor } from '../../engine/test/sessions';
import { startWebServer, type WebServer } from '../server';
import { checkAnswers, type AnswerChecker } from './openapi-answers';

/**
 * One shop for a web test file that calls it over HTTP: a database of its own, the engine, and the
 * web app built once for the run (web/tests/build-setup.ts, decision 1070: the app as production
 * serves it, without each file compiling it through Vite). Every HTTP test file starts its shop
 * here; the file adds its own rows afterwards through `em()` or the engine.
 */
export interface HttpShop {
  db: TestDatabase;
  engine: Engine;
  web: WebServer;
  /** The engine's DATA_DIR (uploaded files, product images). */
  dataDir: string;
  em: () => EntityManager;
  /** `Authorization: Bearer …` for a session payload (its user is created when missing). */
  bearer(payload: SessionPayload): Promise<Record<string, string>>;
  /** The bearer header for a payload, no header for none (a guest). */
  headersOf(payload?: SessionPayload): Promise<Record<string, string>>;
  /** Every /api answer the server gives, held against /api/openapi.json (decision 1172). */
  answers: AnswerChecker;
  /** Stops the shop; prints what the answers' check counted and fails when a mismatch was not reported yet. */
  close(): Promise<void>;
}

export interface HttpShopOptions {
  logger?: Logger;
  /** A database the caller made (and may restart); else one of its own. */
  database?: TestDatabase;
  pageCache?: boolean;
  /**
   * Serve on a port chosen before the engine starts, with PORT and PUBLIC_URL set to it: for
   * flows whose links lead back to the shop (the payment simulator's pages and webhook).
   */
  ownPublicUrl?: boolean;
  /**
   * Serve on a port chosen before the engine starts, with PORT set to it and PUBLIC_URL left
   * unset: links follow each request's own origin (decision 803), e.g. a proxy's public https
   * address, while the engine reaches the payment simulator at http://localhost:PORT.
   */
  ownPort?: boolean;
  /** Address to listen on (default 127.0.0.1); `0.0.0.0` lets a test call from this machine's other addresses. */
  host?: string;
}

/** A logged-in caller's session: customer, permissions and e-mail (neither a company nor quick order). */
export const sessionOf = (customerId: number, perm: number[] = [], email = `k${customerId}@example.ch`): SessionPayload => ({
  customerId,
  perm,
  email,
  isCompanyCustomer: false,
  hasQuickOrder: false,
});

/** A TCP port of 127.0.0.1 free at the time of asking. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startHttpShop(env: Record<string, string> = {}, options: HttpShopOptions = {}): Promise<HttpShop> {
  const db = options.database ?? (await createTestDatabase());
  const port = options.ownPublicUrl || options.ownPort ? await freePort() : 0;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-http-'));
  const engine = await createEngine({
    env: loadEnv({
      NODE_ENV: 'test',
      SESSION_SECRET: 's'.repeat(40),
      DATA_DIR: dataDir,
      JOBS: 'off',
      LOG_LEVEL: 'silent',
      ...(options.ownPublicUrl ? { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
      ...(options.ownPort ? { PORT: String(port) } : {}),
      ...env,
    }),
    database: db,
    logger: options.logger ?? silentLogger,
  });
  // The built server imports @shop/engine through Node, which needs tsx to read its TypeScript.
  const unregister = register();
  const web = await startWebServer({
    engine,
    host: options.host ?? '127.0.0.1',
    port,
    logger: options.logger ?? silentLogger,
    buildDirectory: inject('webBuild'),
    pageCache: options.pageCache ?? false,
  });
  const bearer = async (payload: SessionPayload) => ({ authorization: `Bearer ${await tokenFor(engine, payload)}` });
  // The document the shop serves, read before its answers are observed.
  const answers = checkAnswers(web.server, (await (await fetch(`${web.url}/api/openapi.json`)).json()) as Parameters<typeof checkAnswers>[1]);
  return {
    db,
    engine,
    web,
    dataDir,
    em: () => db.orm.em.fork() as EntityManager,
    bearer,
    headersOf: async (payload) => (payload ? bearer(payload) : {}),
    answers,
    async close() {
      await web.close();
      answers.stop();
      await engine.close();
      await unregister();
      console.log(answers.summary());
      const unreported = answers.takeNew();
      if (unreported.length) throw new Error(`answers that are not what /api/openapi.json declares:\n${unreported.join('\n')}`);
    },
  };
}

/**
 * Starts the shop before the file's tests and stops it after them; the returned object is filled
 * once beforeAll has run (a later beforeAll of the file may add its rows).
 */
export function useHttpShop(env: Record<string, string> = {}, options: Omit<HttpShopOptions, 'database'> = {}): HttpShop {
  const shop = {} as HttpShop;
  beforeAll(async () => {
    Object.assign(shop, await startHttpShop(env, options));
  }, 120_000);
  // A test whose calls got an answer the document does not declare fails (decision 1172).
  afterEach(() => {
    const fresh = shop.answers?.takeNew() ?? [];
    if (fresh.length) throw new Error(`answers that are not what /api/openapi.json declares:\n${fresh.join('\n')}`);
  });
  afterAll(async () => {
    await shop.close?.();
  });
  return shop;
}
