import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { silentLogger } from '@shop/engine';
import { abuseLimits } from '../../operations';
import { apiDocs } from './api-docs';
import { apiRoutes } from './api-routes';
import { toApiError } from './api.server';
import { buildOpenApiDocument, describeGuard, openApiPath, undocumentedRoutes } from './openapi.server';

/** Decision 874: the OpenAPI document covers the whole route table. */
describe('[ops] OpenAPI document of /api (R000-7.01, R001-7.001, R001-7.132)', () => {
  const document = buildOpenApiDocument();

  it('[ops] every route of the table has a description in api-docs.ts', () => {
    expect(undocumentedRoutes()).toEqual([]);
  });

  it('[ops] a route without its description is reported', () => {
    expect(undocumentedRoutes([{ method: 'GET', path: '/api/not-described', file: 'api/routes/x.ts', guard: { kind: 'public' } }])).toEqual(['GET /api/not-described']);
  });

  it('[ops] every route of the table appears as an operation with its guard as security, every path under /api (R000-7.01)', () => {
    for (const route of apiRoutes) {
      const operation = document.paths?.[openApiPath(route.path).path]?.[route.method.toLowerCase() as 'get'];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation?.summary, `${route.method} ${route.path}`).toBeTruthy();
      expect(operation?.security, `${route.method} ${route.path}`).toEqual(route.guard.kind === 'public' ? [] : [{ session: [] }, { bearer: [] }]);
      expect(operation?.description).toContain(`Guard: ${describeGuard(route.guard)}.`);
    }
    expect(Object.keys(document.paths ?? {}).every((path) => path.startsWith('/api/'))).toBe(true);
    const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(apiRoutes.length);
  });

  it('[ops] request shapes come from the engine’s zod schemas; path parameters and the error body are declared', () => {
    const login = document.paths?.['/api/auth']?.post;
    const body = login?.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> };
    expect(Object.keys(body.content['application/json']?.schema.properties ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
    const orderState = document.paths?.['/api/order/{id}/state']?.put;
    expect(orderState?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id', required: true })]));
    expect(orderState?.responses?.['403']).toBeDefined();
    const categories = document.paths?.['/api/categories']?.get;
    expect(categories?.parameters?.some((parameter) => 'in' in parameter && parameter.in === 'query')).toBe(true);
    expect(categories?.responses?.['401']).toBeUndefined();
    expect(document.components?.schemas?.['ErrorBody']).toMatchObject({ type: 'object', properties: { errors: { type: 'array' } } });
  });

  it('[ops] the main calls declare their answers as named schemas (the engine’s <domain>/answer-schemas.ts; proven on real answers by web/tests/openapi-responses-http.test.ts)', () => {
    const answerOf = (path: string, method: 'get' | 'post') =>
      (document.paths?.[path]?.[method]?.responses?.['200'] as { content: Record<string, { schema: { $ref?: string } }> } | undefined)?.content['application/json']?.schema.$ref;
    expect(answerOf('/api/product', 'get')).toBe('#/components/schemas/ProductPage');
    expect(answerOf('/api/auth', 'post')).toBe('#/components/schemas/LoginAnswer');
    expect(answerOf('/api/order', 'post')).toBe('#/components/schemas/PlacedOrder');
    expect(answerOf('/api/categories', 'get')).toBe('#/components/schemas/CategoryList');
    // The category tree refers to itself.
    expect(JSON.stringify(document.components?.schemas?.['Category'])).toContain('#/components/schemas/Category');
    expect(document.components?.schemas?.['Order']).toMatchObject({ type: 'object', properties: { positions: { type: 'array' } } });
  });

  it('[ops] the permission of a guard is named (ADMIN_PRODUCT), not its number', () => {
    expect(describeGuard({ kind: 'permission', all: [3] })).toBe('all of ADMIN_PRODUCT');
    expect(openApiPath('/api/media/*')).toEqual({ path: '/api/media/{path}', params: ['path'] });
  });

  it('[ops] every status a call can answer is declared (decision 1172): guard, inputs, limits, the wrong password', () => {
    const responsesOf = (path: string, method: string) => (document.paths?.[path] as Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }> | undefined)?.[method]?.responses ?? {};
    expect(Object.keys(responsesOf('/api/auth', 'post'))).toEqual(expect.arrayContaining(['200', '400', '401', '413', '415', '429', '500', '503']));
    expect(Object.keys(responsesOf('/api/categories', 'get'))).toEqual(['200', '304', '400', '500', '503']);
    expect(Object.keys(responsesOf('/api/order/{id}/state', 'put'))).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '500', '503']);
    // The picture answers its image type or redirects to the placeholder.
    const picture = responsesOf('/api/media/product-overview/{articleNumber}', 'get');
    expect(Object.keys(picture['200']?.content ?? {})).toEqual(expect.arrayContaining(['image/png', 'image/jpeg', 'image/webp']));
    expect(Object.keys(picture['200']?.content ?? {}).every((type) => type.startsWith('image/'))).toBe(true);
    expect(picture['302']).toBeDefined();
    // Every call a per-address limit counts declares 429.
    for (const route of apiRoutes) {
      const limited = abuseLimits.some((limit) => limit.methods.includes(route.method) && limit.path.test(route.path));
      if (limited) expect(apiDocs[`${route.method} ${route.path}`]?.limited, `${route.method} ${route.path}`).toBe(true);
    }
  });

  it('[ops] the declared error body is the real one: a field problem carries its rule (decision 1172)', () => {
    const { body } = toApiError(new ZodError([{ code: 'custom', path: ['email'], message: 'validation.required', input: '' }]), silentLogger);
    expect(body.errors[0]).toMatchObject({ field: 'email', rule: 'validation.required' });
    const entry = (document.components?.schemas?.['ErrorBody'] as { properties: { errors: { items: { properties: Record<string, unknown>; additionalProperties: boolean } } } }).properties.errors.items;
    expect(entry.additionalProperties).toBe(false);
    for (const key of Object.keys(body.errors[0]!)) expect(entry.properties, key).toHaveProperty(key);
  });
});
