import { apiRoute } from '../../lib/api.server';

/** The placeholder of a product without an overview image (000 §2). */
export const NO_IMAGE_URL = '/images/no-image.png';

/** GET /api/media/product-overview/:articleNumber → the product's overview image, else a redirect to the placeholder. Public. */
export const loader = apiRoute(async ({ engine, ctx, params }) => {
  const file = await engine.catalog.read.productOverviewImage(ctx, params.articleNumber ?? '');
  if (!file) return new Response(null, { status: 302, headers: { Location: NO_IMAGE_URL, 'Cache-Control': 'no-cache' } });
  return new Response(engine.catalog.read.openMediaStream(file), {
    headers: { 'Content-Type': file.contentType, 'Content-Length': String(file.size), 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' },
  });
});
