import { errorBodySchema, MEDIA_CONTENT_TYPES, Permission, type Guard } from '@shop/engine';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { apiDocs, type ApiDoc } from './api-docs';
import { apiRoutes, type ApiRoute } from './api-routes';
import { SIGNED_ENDPOINTS } from '../server/csrf.server';

/**
 * The OpenAPI 3.1 document of every /api call (decision 874), built by zod-openapi from
 * the route table (method, path, guard → security), the descriptions and engine zod schemas of
 * api-docs.ts (query and body), and the engine's one error body.
 */

const ErrorBody = errorBodySchema.meta({
  id: 'ErrorBody',
  description: 'Every refusal: `{ errors: [{ message, params?, field?, rule? }] }`, messages translated into the request’s language',
});

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBody } } });
const retryAfter = { 'Retry-After': { description: 'seconds until the call may be made again', schema: { type: 'integer' } } };

const permissionNames = new Map<number, string>(Object.entries(Permission).map(([name, id]) => [id, name]));
const names = (ids: readonly number[] | undefined) => (ids ?? []).map((id) => permissionNames.get(id) ?? String(id)).join(', ');

/** The guard in words, as the guard middleware checks it before the route module runs. */
export function describeGuard(guard: Guard): string {
  switch (guard.kind) {
    case 'public':
      return 'public';
    case 'auth':
      return guard.ownCustomerParam ? `logged in as the customer of :${guard.ownCustomerParam}, or an admin` : 'logged in';
    case 'admin':
      return 'any admin permission';
    case 'quickOrder':
      return 'quick order allowed in the session, or an admin';
    case 'permission':
      return [guard.all?.length ? `all of ${names(guard.all)}` : '', guard.any?.length ? `any of ${names(guard.any)}` : ''].filter(Boolean).join(' and ');
  }
}

const mediaTypes = [...new Set(Object.values(MEDIA_CONTENT_TYPES).map((type) => type.split(';')[0]!.trim()))];
const binaries = (types: readonly string[]) => Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));

const produced: Record<NonNullable<ApiDoc['produces']> | 'json', Record<string, object>> = {
  json: { 'application/json': {} },
  csv: { 'text/csv': { schema: { type: 'string' } } },
  pdf: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  file: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  /** A picture: one of the image types the media folder serves (decision 1172). */
  image: binaries(mediaTypes.filter((type) => type.startsWith('image/'))),
  /** A file of the media folder, with the content type of its name. */
  media: binaries([...mediaTypes, 'application/octet-stream']),
  html: { 'text/html': { schema: { type: 'string' } } },
  asset: { 'text/javascript': { schema: { type: 'string' } }, 'text/css': { schema: { type: 'string' } } },
  javascript: { 'text/javascript': { schema: { type: 'string' } } },
  css: { 'text/css': { schema: { type: 'string' } } },
};

/** `/api/order/:id` → `/api/order/{id}`; the splat `*` becomes `{path}`. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        params.push('path');
        return '{path}';
      }
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1).replace(/\?$/, '');
      params.push(name);
      return `{${name}}`;
    })
    .join('/');
  return { path: converted, params };
}

/** Whether an input schema names a row: a key `id`, `…Id` or `…Ids` (a call that can answer 404). */
function namesRow(schema: unknown): boolean {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Boolean(shape && Object.keys(shape).some((key) => /^(id|ids)$|Ids?$/.test(key)));
}

/**
 * The refusals an operation can answer (decision 1172), from what the server checks before and
 * while it runs: 400 for every call (the path itself may be refused as ambiguous, every input is
 * validated); 401/403 from a guard (and where the doc names them: a wrong password), 403 for a
 * write from another site (csrf.server.ts); 404 for a call that names a row (path parameter or
 * an id in its query or body); 409 for a write (a unique constraint or a concurrent change); 413
 * for any method but GET (the body limit); 415 for a write that reads JSON (not an upload, a
 * DELETE only where its doc says so);
 * 429 for the limited calls; 500 and 503 (database unreachable) for every call.
 */
export function errorStatusesOf(route: ApiRoute, doc: ApiDoc, params: readonly string[]): number[] {
  const writes = route.method !== 'GET' && !route.readsOnly;
  // The body limit counts for every method but GET; a DELETE reads no JSON body unless its doc says so.
  const hasBody = route.method !== 'GET';
  const readsJson = hasBody && route.method !== 'DELETE' && doc.upload === undefined;
  const statuses = new Set<number>([400, 500, 503, ...(doc.statuses ?? [])]);
  if (route.guard.kind !== 'public') [401, 403].forEach((status) => statuses.add(status));
  // A write from another site is refused (csrf.server.ts), but for the signed provider calls.
  if (route.method !== 'GET' && !SIGNED_ENDPOINTS.has(route.path)) statuses.add(403);
  if (params.length || namesRow(doc.query) || namesRow(doc.body) || doc.statuses?.includes(404)) statuses.add(404);
  if (writes) statuses.add(409);
  if (hasBody) statuses.add(413);
  if (readsJson) statuses.add(415);
  if (doc.limited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

const errorDescriptions: Record<number, (guard: string) => string> = {
  400: () => 'invalid input; each field problem names its `field`, its `rule` and the rule’s `params`',
  401: () => 'not logged in (or a wrong e-mail or password)',
  403: (guard) => `${guard === 'public' ? 'not allowed' : `logged in without: ${guard}`}, or a write from another site`,
  404: () => 'not found',
  409: () => 'conflict (changed meanwhile, a duplicate, or not allowed in its state)',
  413: () => 'the body is larger than the call’s limit (`params.maxKilobytes`)',
  415: () => 'a body that is not `application/json`',
  429: () => 'too many requests: wait for Retry-After seconds',
  500: () => 'server error (logged with the request id of `X-Request-Id`)',
  503: () => 'the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent)',
};

function errorResponsesOf(route: ApiRoute, doc: ApiDoc, params: readonly string[]): Record<string, object> {
  const guard = describeGuard(route.guard);
  return Object.fromEntries(
    errorStatusesOf(route, doc, params).map((status) => {
      const description = errorDescriptions[status]?.(guard) ?? 'refused';
      const response = status === 400 && doc.refusal ? { description, content: { 'application/json': { schema: doc.refusal } } } : errorResponse(description);
      return [String(status), status === 429 || status === 503 ? { ...response, headers: retryAfter } : response];
    }),
  );
}

/** The success answers: 200 or 201 (its schema, or the media types produced), a GET's 304, the picture's redirect. */
function successResponsesOf(route: ApiRoute, doc: ApiDoc): Record<string, object> {
  const json = doc.produces === undefined;
  return {
    [doc.created ? '201' : '200']: { description: doc.summary, content: doc.response ? { 'application/json': { schema: doc.response } } : produced[doc.produces ?? 'json'] },
    ...(route.method === 'GET' && json && doc.conditional !== false ? { '304': { description: 'unchanged: the ETag sent in If-None-Match is the answer’s' } } : {}),
    ...(doc.redirect ? { '302': { description: doc.redirect, headers: { Location: { schema: { type: 'string' } } } } } : {}),
  };
}

function operationOf(route: ApiRoute, doc: ApiDoc, params: string[]): ZodOpenApiOperationObject {
  const guarded = route.guard.kind !== 'public';
  const guard = describeGuard(route.guard);
  const requestBody = doc.body
    ? { required: true, content: { 'application/json': { schema: doc.body } } }
    : doc.upload === 'multipart'
      ? { required: true, content: { 'multipart/form-data': { schema: { type: 'object' as const, properties: { file: { type: 'string' as const, format: 'binary' } } } } } }
      : doc.upload === 'text'
        ? { required: true, content: { 'application/json': { schema: { type: 'string' as const, description: 'read as raw text (signature check)' } } } }
        : undefined;
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path).path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase())}`,
    summary: doc.summary,
    description: [`Guard: ${guard}.`, doc.refs ? `Requirements: ${doc.refs}.` : ''].filter(Boolean).join(' '),
    tags: [route.path.split('/')[2] ?? 'api'],
    'x-guard': route.guard,
    security: guarded ? [{ session: [] }, { bearer: [] }] : [],
    requestParams: {
      ...(params.length ? { path: z.object(Object.fromEntries(params.map((name) => [name, z.string()]))) } : {}),
      ...(doc.query ? { query: doc.query as z.ZodObject } : {}),
    },
    ...(requestBody ? { requestBody } : {}),
    responses: { ...successResponsesOf(route, doc), ...errorResponsesOf(route, doc, params) },
  } as ZodOpenApiOperationObject;
}

/** Routes of the table without an entry in api-docs.ts (the test keeps this empty). */
export function undocumentedRoutes(routes: readonly ApiRoute[] = apiRoutes): string[] {
  return routes.map((route) => `${route.method} ${route.path}`).filter((key) => !apiDocs[key]?.summary);
}

export function buildOpenApiDocument(routes: readonly ApiRoute[] = apiRoutes) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const doc = apiDocs[`${route.method} ${route.path}`];
    if (!doc) continue;
    const { path, params } = openApiPath(route.path);
    const item = (paths[path] ??= {}) as Record<string, ZodOpenApiOperationObject>;
    item[route.method.toLowerCase()] = operationOf(route, doc, params);
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Holzwerk Shop API',
        version: '0.1.0',
        // The shop's own code, not published under an open licence (decision 1172).
        license: { name: 'Proprietary, all rights reserved', identifier: 'LicenseRef-Proprietary' },
        description:
          'Every /api call of the shop. Requests send and receive JSON unless a call says otherwise; amounts are decimal strings in CHF. ' +
          'Log in with POST /api/auth: the answer sets the `session` cookie and returns a token for `Authorization: Bearer`. ' +
          'Errors answer `{ errors: [{ message, params?, field?, rule? }] }`; each call declares the statuses it can answer (decision 1172). Every call declares each of its answers as a schema (decisions 874, 1172).',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'session', description: 'the session cookie set by POST /api/auth' },
          bearer: { type: 'http', scheme: 'bearer', description: 'the token answered by POST /api/auth' },
        },
      },
      paths,
    },
    { allowEmptySchema: { custom: true } },
  );
}

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;
/** The document, built once per process (the table and schemas do not change at run time). */
export function openApiDocument() {
  return (cached ??= buildOpenApiDocument());
}
