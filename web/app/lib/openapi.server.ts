import { errorBodySchema, Permission, type Guard } from '@shop/engine';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { apiDocs, type ApiDoc } from '../api-docs';
import { apiRoutes, type ApiRoute } from '../api-routes';

/**
 * The OpenAPI 3.1 document of every /api call (decision 874), built by zod-openapi from
 * the route table (method, path, guard → security), the descriptions and engine zod schemas of
 * api-docs.ts (query and body), and the engine's one error body.
 */

const ErrorBody = errorBodySchema.meta({
  id: 'ErrorBody',
  description: 'Every refusal: `{ errors: [{ message, params? }] }`, messages translated into the request’s language',
});

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBody } } });

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

const produced: Record<NonNullable<ApiDoc['produces']> | 'json', Record<string, object>> = {
  json: { 'application/json': {} },
  csv: { 'text/csv': { schema: { type: 'string' } } },
  pdf: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  file: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  html: { 'text/html': { schema: { type: 'string' } } },
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
    responses: {
      '200': { description: doc.summary, content: doc.response ? { 'application/json': { schema: doc.response } } : produced[doc.produces ?? 'json'] },
      '400': errorResponse('invalid input; each error names its field in `params`'),
      ...(guarded ? { '401': errorResponse('not logged in'), '403': errorResponse(`logged in without: ${guard}`) } : {}),
      '404': errorResponse('not found'),
      '409': errorResponse('conflict (changed meanwhile, or not allowed in its state)'),
      '429': { ...errorResponse('too many requests: wait for Retry-After seconds'), headers: { 'Retry-After': { schema: { type: 'integer' } } } },
      '500': errorResponse('server error (logged with the request id of `X-Request-Id`)'),
    },
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
        description:
          'Every /api call of the shop. Requests send and receive JSON unless a call says otherwise; amounts are decimal strings in CHF. ' +
          'Log in with POST /api/auth: the answer sets the `session` cookie and returns a token for `Authorization: Bearer`. ' +
          'Errors answer `{ errors: [{ message, params?, field? }] }`. The main calls declare their answers as schemas; the others describe them in their summary (decision 874).',
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
