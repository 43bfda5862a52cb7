import type { LoaderFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/** GET /api/product/:id/gallery-images → `{ items: [{ name, url }] }`; any failure gives an empty list (R001-7.060, R000-8.20). Public. */
export function loader(args: LoaderFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx }) => ({ items: await engine.catalogRead.galleryImages(ctx, { id: args.params.id ?? '' }) }));
}
