/**
 * The shop's database with its entity registry bound in: db/ is the ground floor and knows no
 * domain; this module joins it with the domains' entities (./entities.ts) for every caller.
 */
import { connect as connectWith, openDatabase as openWith, type Database, type DatabaseOptions } from './db/database';
import { SESSION_CHANNEL } from './auth/session-memory';
import { GENERATION_CHANNEL } from './cache/pushed-generations';
import { entities } from './entities';

/**
 * Every pool connection LISTENs for the cache generations and the sessions' changes: a commit's own
 * arrives before its COMMIT returns (decisions 1171, 1176).
 */
const listen = [GENERATION_CHANNEL, SESSION_CHANNEL];

export { migrate, migrationStatus, type Database, type MigrationStatus } from './db/database';

/** Opens the shop's database (DATABASE_URL, else the embedded PGlite under dataDir). */
export const openDatabase = (options: Omit<DatabaseOptions, 'entities'>): Promise<Database> => openWith({ ...options, entities, listen });

/** Connects to a known URL (tests use this with their own database). */
export const connect = (url: string, options: Omit<Parameters<typeof connectWith>[1], 'entities'> = {}): Promise<Database> =>
  connectWith(url, { ...options, entities, listen });
