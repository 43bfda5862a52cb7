import { apiRoute } from '../api.server';

/**
 * GET /api/media/* → a file below the product-images directory with its content type (R001-7.059).
 * Public; paths that leave the directory or name no file answer 404.
 */
export const loader = apiRoute(async ({ engine, params }) => {
  const file = await engine.catalog.read.findMedia(params['*'] ?? '');
  if (!file) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
  return new Response(await engine.catalog.read.openMediaStream(file), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
      // SVGs may carry scripts: never run them in the shop's origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
});
