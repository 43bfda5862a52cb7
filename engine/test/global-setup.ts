import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, migrate } from '../src/database';
import { startMemoryDatabase } from '../src/db/embedded';

/**
 * Prepares one migrated database that every test file copies:
 * - TEST_DATABASE_URL set: a template database on that PostgreSQL server (files copy it with
 *   CREATE DATABASE … TEMPLATE, so each gets its own database);
 * - otherwise: a dump of a migrated in-memory PGlite that each file loads into its own PGlite.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `shop_test_tpl_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `create database "${template}"`);
    const db = await connect(withDatabase(serverUrl, template), { poolMax: 2 });
    try {
      await migrate(db.orm);
    } finally {
      await db.close();
    }
    project.provide('testDatabase', { kind: 'postgres', serverUrl, template });
    return async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ datname: string }>(
          `select datname from pg_database where datname like $1 or datname = $2`,
          [`${template}_%`, template],
        );
        for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
      } finally {
        await client.end();
      }
    };
  }

  const server = await startMemoryDatabase();
  const db = await connect(server.url, { poolMax: 2 });
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  try {
    await migrate(db.orm);
    await db.close();
    const dump = await server.db.dumpDataDir('none');
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDatabase', { kind: 'pglite', dumpFile: file });
  } finally {
    await server.stop();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
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
    testDatabase:
      | { kind: 'postgres'; serverUrl: string; template: string }
      | { kind: 'pglite'; dumpFile: string };
  }
}
