import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Category } from '../src/catalog/category.entity';
import { migrationStatus } from '../src/db/database';
import { createTestDatabase, type TestDatabase } from './database';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('database', () => {
  it('applies every committed migration and the entities match them', async () => {
    const status = await migrationStatus(db.orm);
    expect(status.pending).toEqual([]);
    expect(status.executed.length).toBeGreaterThan(0);
    const diff = await db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('writes and reads an entity in a transaction', async () => {
    const em = db.orm.em.fork();
    await em.transactional(async (tx) => {
      tx.create(Category, { name: 'Kisten', shopTypeId: 1 });
    });
    const found = await db.orm.em.fork().findOneOrFail(Category, { name: 'Kisten' });
    expect(found.shopTypeId).toBe(1);
    expect(found.published).toBe(true);
  });
});
