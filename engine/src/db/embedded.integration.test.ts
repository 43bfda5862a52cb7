import { execa } from 'execa';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, openDatabase } from '../database';
import { startMemoryDatabase } from './embedded';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pglite-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('embedded PostgreSQL (PGlite)', () => {
  it('an in-memory database closed by its owning connection may be stopped again (npm run bench stops both)', async () => {
    const server = await startMemoryDatabase();
    const database = await connect(server.url, { poolMax: 1, kind: 'embedded', owner: true, embedded: server });
    await database.close();
    await expect(server.stop()).resolves.toBeUndefined();
  });

  it('keeps its data across a restart', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir });
    expect(first).toMatchObject({ kind: 'embedded', owner: true });
    await first.orm.em.getConnection().execute(`create table kept (v text); insert into kept values ('Palette')`);
    await first.close();
    expect(() => readFileSync(join(dataDir, 'pglite.lock'))).toThrow();

    const second = await openDatabase({ dataDir });
    const rows = await second.orm.em.getConnection().execute<{ v: string }[]>(`select v from kept`);
    expect(rows).toEqual([{ v: 'Palette' }]);
    await second.close();
  });

  it("lets a second process use the owner's socket instead of opening the directory", async () => {
    const dataDir = freshDir();
    const owner = await openDatabase({ dataDir });
    try {
      const lock = JSON.parse(readFileSync(join(dataDir, 'pglite.lock'), 'utf8'));
      expect(lock.pid).toBe(process.pid);
      // Another process: it must not become owner, and sees what the owner wrote.
      await owner.orm.em.getConnection().execute(`create table shared (v int); insert into shared values (42)`);
      const script = `
        import { openDatabase } from './engine/src/database.ts';
        (async () => {
          const db = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
          const rows = await db.orm.em.getConnection().execute('select v from shared');
          console.log(JSON.stringify({ owner: db.owner, rows }));
          await db.close();
        })();`;
      const child = await execa('tsx', ['--eval', script], { cwd: join(import.meta.dirname, '../../..'), preferLocal: true });
      expect(JSON.parse(child.stdout)).toEqual({ owner: false, rows: [{ v: 42 }] });
    } finally {
      await owner.close();
    }
  });

  it('takes over a stale lock left by a process that died', async () => {
    const dataDir = freshDir();
    writeFileSync(join(dataDir, 'pglite.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, port: 1, startedAt: '2026-01-01' }));
    const db = await openDatabase({ dataDir });
    expect(db.owner).toBe(true);
    await db.close();
  });
});
