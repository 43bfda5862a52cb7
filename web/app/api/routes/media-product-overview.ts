import { pictureWidthFor } from '@shop/engine/browser';
import { apiRoute } from '../api.server';

/** The placeholder of a product without an overview image (000 §2). */
export const NO_IMAGE_URL = '/images/no-image.png';

/** An address with the picture's content hash names one content: kept a year (decision 1155). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Without the hash (or with an old one) the answer may change: kept for minutes. */
export const SHORT_LIVED = 'public, max-age=300';

/**
 * GET /api/media/product-overview/:articleNumber → the product's overview image, else a redirect
 * to the placeholder. Public. `?w=` answers a WebP of the next made width (decision 1155), `&v=` the
 * picture's content hash: when it is the current one the answer is immutable.
 */
export const loader = apiRoute(async ({ engine, ctx, params, query }) => {
  const rawWidth = query.w;
  const width = rawWidth === undefined ? undefined : pictureWidthFor(rawWidth);
  if (rawWidth !== undefined && width === undefined) return Response.json({ errors: [{ message: 'Die Eingaben sind ungültig.', params: { w: rawWidth } }] }, { status: 400 });
  const picture = await engine.catalog.read.overviewPicture(ctx, params.articleNumber ?? '', width);
  if (!picture) return new Response(null, { status: 302, headers: { Location: NO_IMAGE_URL, 'Cache-Control': 'no-cache' } });
  const cacheControl = query.v === picture.version ? IMMUTABLE : SHORT_LIVED;
  const headers = { 'Cache-Control': cacheControl, ETag: `"${picture.version}${width ? `-${width}` : ''}"`, 'X-Content-Type-Options': 'nosniff' };
  if (picture.variant) {
    return new Response(new Uint8Array(picture.variant.body), { headers: { ...headers, 'Content-Type': picture.variant.contentType, 'Content-Length': String(picture.variant.body.length) } });
  }
  const { file } = picture;
  return new Response(await engine.catalog.read.openMediaStream(file), {
    headers: {
      ...headers,
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      // An uploaded SVG may carry scripts: never run them in the shop's origin (as GET /api/media/*).
      ...(file.contentType === 'image/svg+xml' ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" } : {}),
    },
  });
});
