import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../../engine/src/database';
import { embeddedUrl } from '../../../engine/src/db/embedded';
import { freePort } from '../e2e/global-setup';
import { startSecurityShop, type SecurityShop } from './harness';

/**
 * A fault test: the database goes away under traffic and comes back on the same address
 * (a PostgreSQL restart; here the embedded database's socket is stopped and started again). No
 * request hangs; during the gap calls answer an error body; afterwards the same shop — not
 * restarted — answers again. Real PostgreSQL: engine/src/db/pool-recovery.integration.test.ts.
 */
const provided = inject('testDatabase');
let pglite: PGlite;
let socket: PGLiteSocketServer;
let port = 0;
let shop: SecurityShop;

const startSocket = async () => {
  socket = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port, maxConnections: 12 });
  await socket.start();
};

interface Outcome {
  status: number;
  ms: number;
  errorBody: boolean;
}

async function call(path: string): Promise<Outcome> {
  const started = Date.now();
  try {
    const response = await fetch(`${shop.web.url}${path}`, { signal: AbortSignal.timeout(20_000) });
    const body = (await response.json().catch(() => null)) as { errors?: unknown[] } | null;
    return { status: response.status, ms: Date.now() - started, errorBody: Array.isArray(body?.errors) };
  } catch (error) {
    return { status: error instanceof Error && error.name === 'TimeoutError' ? -1 : 0, ms: Date.now() - started, errorBody: false };
  }
}

describe.skipIf(provided.kind !== 'pglite')('[ops] fault: the database restarts under traffic', () => {
  beforeAll(async () => {
    if (provided.kind !== 'pglite') return;
    pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(provided.dumpFile)]) });
    port = await freePort();
    await startSocket();
    const database = { ...(await connect(embeddedUrl(port), { poolMax: 5 })), engine: 'pglite' as const };
    shop = await startSecurityShop({}, { database });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await socket?.stop();
    await pglite?.close();
  });

  it('[ops] requests during the gap answer 5xx with the error body, none hangs; afterwards all succeed without restarting the shop', async () => {
    const paths = ['/api/categories', '/api/product', '/api/attribute'];
    for (const path of paths) expect((await call(path)).status, path).toBe(200);

    await socket.stop();
    const during: Outcome[] = [];
    const gapEnds = Date.now() + 2_000;
    while (Date.now() < gapEnds) {
      during.push(...(await Promise.all(paths.map((path) => call(path)))));
    }
    await startSocket();
    const after: Outcome[] = [];
    for (let round = 0; round < 4; round++) after.push(...(await Promise.all(paths.map((path) => call(path)))));

    expect(during.length).toBeGreaterThan(0);
    // No hang (-1) and no dropped connection (0): each call got an answer, an error body when it failed.
    expect(during.filter((outcome) => outcome.status <= 0)).toEqual([]);
    expect(during.filter((outcome) => outcome.status !== 200 && (outcome.status < 500 || !outcome.errorBody))).toEqual([]);
    expect(during.some((outcome) => outcome.status >= 500)).toBe(true);
    expect(Math.max(...during.map((outcome) => outcome.ms))).toBeLessThan(10_000);
    // The pool replaced its dead connections: the last round answers as before.
    expect(after.slice(-paths.length).map((outcome) => outcome.status)).toEqual(paths.map(() => 200));
  }, 120_000);
});
