import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { connect, type Database } from '../src/database';
import { startMemoryDatabase } from '../src/db/embedded';
import { adminQuery, withDatabase } from './global-setup';

export interface TestDatabase extends Database {
  /** 'pglite' (default) or 'postgres' (TEST_DATABASE_URL). */
  engine: 'pglite' | 'postgres';
}

/**
 * A fresh, migrated database of its own for one test file: a copy of the template database on
 * the PostgreSQL of TEST_DATABASE_URL, or an in-memory PGlite loaded from the migrated dump.
 * Call in beforeAll and close in afterAll.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const provided = inject('testDatabase');
  if (provided.kind === 'postgres') {
    const name = `${provided.template}_${randomBytes(4).toString('hex')}`;
    await adminQuery(provided.serverUrl, `create database "${name}" template "${provided.template}"`);
    const db = await connect(withDatabase(provided.serverUrl, name), { poolMax: 5 });
    return {
      ...db,
      engine: 'postgres',
      async close() {
        await db.close();
        await adminQuery(provided.serverUrl, `drop database if exists "${name}" with (force)`);
      },
    };
  }
  const server = await startMemoryDatabase({ loadDataDir: new Blob([readFileSync(provided.dumpFile)]) });
  const db = await connect(server.url, { poolMax: 5, kind: 'embedded', owner: true, embedded: server });
  return { ...db, engine: 'pglite' };
}
