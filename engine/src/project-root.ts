import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: engine/src → ../.. (a ground-floor fact: db/ and config/ both need it). */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
