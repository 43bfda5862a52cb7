import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/** The longest a COPY may take, reader's pauses included (15 minutes: 21 MB at 25 kB/s). */
export const COPY_TIMEOUT_MS = 15 * 60 * 1000;

/**
 * `COPY (select) TO STDOUT (FORMAT csv)` on PostgreSQL, as the bytes PostgreSQL sends, in the
 * chunks the socket gives (decision 1081). It runs on a connection of its own, made with the
 * pool's settings and closed at the end: a download read slowly holds that connection (COPY
 * waits for its reader), never one of the pool's. A consumer that stops early closes it too,
 * which ends the COPY on the server. Not for the embedded database (PGlite does not answer COPY
 * over its socket); the SQL is written by the engine, never by a user.
 */
export async function* copyOutCsv(em: () => EntityManager, sql: string): AsyncGenerator<Buffer> {
  const pool = await em().getConnection().getNativeClient();
  // A COPY lasts as long as its download, the time it waits for a slow reader included: the
  // server's statement_timeout (meant for queries) would cut a slow download off midway. Its own
  // limit is COPY_TIMEOUT_MS; a download stalled longer ends, and its connection with it.
  const settings = [pool.options.options, `-c statement_timeout=${COPY_TIMEOUT_MS}`].filter(Boolean).join(' ');
  const client = new pg.Client({ ...pool.options, options: settings });
  // A connection error after the COPY ended (the server going away) must not become an uncaught 'error' event.
  client.on('error', () => undefined);
  await client.connect();
  let finished = false;
  try {
    const stream = client.query(copyTo(`copy (${sql}) to stdout with (format csv)`));
    for await (const chunk of stream) yield chunk as Buffer;
    finished = true;
  } finally {
    // Ending the connection mid-COPY is how an abandoned download stops the server's work.
    if (finished) await client.end().catch(() => undefined);
    else client.connection.stream.destroy();
  }
}
