/**
 * Generates the next migration from the entity definitions: applies the committed migrations to a
 * fresh in-memory PGlite, diffs the entities against it and writes migrations/Migration<ts>.ts.
 * Usage: npm run migration:create -w @shop/engine [-- name]
 */
import { connect, migrate } from '../src/database';
import { startMemoryDatabase } from '../src/db/embedded';

const name = process.argv[2];
const server = await startMemoryDatabase();
const db = await connect(server.url);
try {
  await migrate(db.orm);
  const result = await db.orm.migrator.create(undefined, false, false, name);
  if (result.diff.up.length === 0) console.log('No changes: entities and migrations agree.');
  else console.log(`Created migrations/${result.fileName}`);
} finally {
  await db.close();
  await server.stop();
}
