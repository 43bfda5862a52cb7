import { matchPath } from 'react-router';
import { resolveApiPath } from './api-path.server';

/**
 * Request body limits (docs/decisions/722-body-limits.md). Every body is read by the
 * server under the limit of its route before any route module sees it; a larger one answers 413.
 */
export const BODY_LIMITS = {
  /** JSON of an /api call: a form, an address, a product with its attributes, a price table. */
  json: 256 * 1024,
  /** A page's form post (urlencoded). */
  form: 64 * 1024,
  /**
   * A file upload (multipart): a route that takes one names this in ROUTE_BODY_LIMITS; elsewhere
   * a multipart body gets the `form` limit.
   */
  multipart: 10 * 1024 * 1024,
} as const;

/**
 * Routes whose bodies are legitimately larger: orders, quotes and the cart price carry positions
 * with configurations; a customer carries its users and contact persons. Method and pattern as in
 * web/app/api/api-routes.ts.
 */
export const ROUTE_BODY_LIMITS: readonly { method: string; path: string; maxBytes: number; stream?: true }[] = [
  { method: 'POST', path: '/api/order', maxBytes: 1024 * 1024 },
  { method: 'PUT', path: '/api/order/:id', maxBytes: 1024 * 1024 },
  { method: 'POST', path: '/api/quote', maxBytes: 1024 * 1024 },
  { method: 'PUT', path: '/api/quote/:id', maxBytes: 1024 * 1024 },
  { method: 'POST', path: '/api/product/order-price', maxBytes: 1024 * 1024 },
  { method: 'PUT', path: '/api/customers', maxBytes: 512 * 1024 },
  { method: 'POST', path: '/api/customers', maxBytes: 512 * 1024 },
  { method: 'PUT', path: '/api/product', maxBytes: 512 * 1024 },
  { method: 'POST', path: '/api/product/:id', maxBytes: 512 * 1024 },
  // The checkout's summary page posts the cart as a form field.
  { method: 'POST', path: '/checkout/*', maxBytes: 1024 * 1024 },
  { method: 'POST', path: '/checkout', maxBytes: 1024 * 1024 },
  { method: 'POST', path: '/checkout-quote/*', maxBytes: 256 * 1024 },
  // Import files: up to MAX_IMPORT_BYTES (5 MB) plus the multipart envelope.
  { method: 'POST', path: '/api/koller', maxBytes: 6 * 1024 * 1024 },
  { method: 'POST', path: '/api/import-ax/file', maxBytes: 6 * 1024 * 1024 },
  { method: 'POST', path: '/api/import-ax/update-order-status', maxBytes: 6 * 1024 * 1024 },
  { method: 'POST', path: '/api/import-customer-order/from-template-cppumpen', maxBytes: 6 * 1024 * 1024 },
  { method: 'POST', path: '/admin/Imports', maxBytes: 6 * 1024 * 1024 },
  // The back office's file browser takes uploads and zips (decision 893). Their
  // multipart bodies are not read here but streamed to the route, which writes the files to disk
  // while they arrive (`stream`, decision 1030); the limit is still counted on the way.
  { method: 'POST', path: '/admin/Media', maxBytes: 50 * 1024 * 1024, stream: true },
  { method: 'POST', path: '/admin/Media.data', maxBytes: 50 * 1024 * 1024, stream: true },
  { method: 'POST', path: '/admin/product/:id/media', maxBytes: 50 * 1024 * 1024, stream: true },
  { method: 'POST', path: '/admin/product/:id/media.data', maxBytes: 50 * 1024 * 1024, stream: true },
  // A customer's files (decision 898): several files of up to 10 MB each.
  { method: 'POST', path: '/admin/customer/:id/media', maxBytes: 50 * 1024 * 1024, stream: true },
  { method: 'POST', path: '/admin/customer/:id/media.data', maxBytes: 50 * 1024 * 1024, stream: true },
  { method: 'POST', path: '/api/file', maxBytes: 50 * 1024 * 1024, stream: true },
  // A calculation workbook (decision 897): 5 MB plus the envelope.
  { method: 'POST', path: '/admin/ProductType', maxBytes: 6 * 1024 * 1024 },
  { method: 'POST', path: '/admin/ProductType.data', maxBytes: 6 * 1024 * 1024 },
  // A price record's own workbook (decision 977): the same 5 MB plus the envelope.
  { method: 'POST', path: '/admin/product/:id/price2', maxBytes: 6 * 1024 * 1024 },
  { method: 'POST', path: '/admin/product/:id/price2.data', maxBytes: 6 * 1024 * 1024 },
];

/** The message of a 413 (001 §8 error body); `params.maxKilobytes` names the limit. */
export const BODY_TOO_LARGE_MESSAGE = 'Die Anfrage ist zu gross (höchstens {maxKilobytes} KB).';

const routeOf = (method: string, rawPathname: string) => {
  const api = resolveApiPath(rawPathname);
  const pathname = api.kind === 'api' ? api.pathname : rawPathname;
  return ROUTE_BODY_LIMITS.find((entry) => entry.method === method.toUpperCase() && matchPath({ path: entry.path, end: true }, pathname));
};
const mediaTypeOf = (contentType: string | null | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** The largest body a request to this method and path may carry, by its content type. */
export function bodyLimitOf(method: string, rawPathname: string, contentType: string | null | undefined): number {
  const route = routeOf(method, rawPathname);
  const type = mediaTypeOf(contentType);
  const byType = type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded' ? BODY_LIMITS.form : BODY_LIMITS.json;
  return route ? Math.max(route.maxBytes, byType) : byType;
}

/**
 * True when the body goes to the route as a stream (counted against the limit while it flows)
 * instead of being read here first: a multipart upload to a route marked `stream` (decision 1030).
 */
export function streamsBody(method: string, rawPathname: string, contentType: string | null | undefined): boolean {
  return mediaTypeOf(contentType) === 'multipart/form-data' && routeOf(method, rawPathname)?.stream === true;
}

/** A streamed body (decision 1030) passed its route's limit while it arrived. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/** The 413 answer: the errors body for /api and fetch clients, the same text for a page. */
export function bodyTooLargeResponse(maxBytes: number): { status: 413; body: string; contentType: string } {
  const maxKilobytes = Math.floor(maxBytes / 1024);
  return {
    status: 413,
    body: JSON.stringify({ errors: [{ message: BODY_TOO_LARGE_MESSAGE, params: { maxKilobytes } }] }),
    contentType: 'application/json; charset=utf-8',
  };
}
