import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createEngine, loadEnv, silentLogger, type Engine, type Logger, type SessionPayload } from '@shop/engine';
import { register } from 'tsx/esm/api';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../engine/test/database';
import { tokenFor } from '../../../engine/test/sessions';
import { startWebServer, type WebServer } from '../../server';

/**
 * One shop for a security test file (issue 22): a database of its own, the engine, and the web app
 * served through Vite (so new routes count without a build), like the authorization matrix.
 */
export interface SecurityShop {
  db: TestDatabase;
  engine: Engine;
  web: WebServer;
  em: () => EntityManager;
  /** `Authorization: Bearer …` for a session payload (its user is created when missing). */
  bearer(payload: SessionPayload): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function startSecurityShop(env: Record<string, string> = {}, options: { logger?: Logger; database?: TestDatabase } = {}): Promise<SecurityShop> {
  const db = options.database ?? (await createTestDatabase());
  const engine = await createEngine({
    env: loadEnv({ NODE_ENV: 'test', SESSION_SECRET: 's'.repeat(40), DATA_DIR: mkdtempSync(join(tmpdir(), 'sec-')), JOBS: 'off', LOG_LEVEL: 'silent', ...env }),
    database: db,
    logger: options.logger ?? silentLogger,
  });
  // Vite's SSR runner leaves @shop/engine to Node, which needs tsx to read its TypeScript.
  const unregister = register();
  const web = await startWebServer({ engine, host: '127.0.0.1', port: 0, logger: options.logger ?? silentLogger, dev: true });
  return {
    db,
    engine,
    web,
    em: () => db.orm.em.fork() as EntityManager,
    bearer: async (payload) => ({ authorization: `Bearer ${await tokenFor(engine, payload)}` }),
    async close() {
      await web.close();
      await engine.close();
      await unregister();
    },
  };
}

/**
 * Starts the shop before the file's tests and stops it after them; the returned object is filled
 * once beforeAll has run.
 */
export function useSecurityShop(env: Record<string, string> = {}, options: { logger?: Logger } = {}): SecurityShop {
  const shop = {} as SecurityShop;
  beforeAll(async () => {
    Object.assign(shop, await startSecurityShop(env, options));
  }, 120_000);
  afterAll(async () => {
    await shop.close?.();
  });
  return shop;
}
