import type { LoaderFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/** GET /api/attribute-type → `{ items: [{ id, key, name, relevantForConfiguration }] }` (R001-7.094). Public. */
export function loader(args: LoaderFunctionArgs) {
  return catalogueApi(args, async ({ engine }) => ({ items: engine.catalogRead.listAttributeTypes() }));
}
