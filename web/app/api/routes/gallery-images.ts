import { apiRoute } from '../api.server';

/** GET /api/product/:id/gallery-images → `{ items: [{ name, url }] }`; any failure gives an empty list (R001-7.060, R000-8.20). Public. */
export const loader = apiRoute(async ({ engine, ctx, params }) => ({ items: await engine.catalog.read.galleryImages(ctx, { id: params.id ?? '' }) }));
