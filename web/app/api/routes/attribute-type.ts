import { apiRoute } from '../api.server';

/** GET /api/attribute-type → `{ items: [{ id, key, name, relevantForConfiguration }] }` (R001-7.094). Public. */
export const loader = apiRoute(async ({ engine }) => ({ items: engine.catalog.read.listAttributeTypes() }));
