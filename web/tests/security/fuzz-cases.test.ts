import { describe, expect, it } from 'vitest';
import routes from '../../app/routes';
import { conforms, fieldsOf, jsonText, operationsOf, pageRoutesOf, payloadsOf, RawJson, type OpenApiDocument } from './fuzz-cases';

/** The fuzz suite's generator (decision 1092) on a small document: what it sends and how it judges answers. */
const doc: OpenApiDocument = {
  paths: {
    '/api/thing/{id}': {
      put: {
        'x-guard': { kind: 'admin' },
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  count: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
                  name: { type: 'string', maxLength: 10 },
                  amount: { type: 'string', pattern: '^\\d+(\\.\\d+)?$' },
                  items: { type: 'array', items: { type: 'object', properties: { productId: { type: 'integer' }, configuration: { type: 'object', additionalProperties: { type: 'string' } } }, required: ['productId'] } },
                },
                required: ['count'],
              },
            },
          },
        },
      },
    },
  },
};
const [op] = operationsOf(doc);
const schema = (op!.body as { schema: object }).schema;
const options = { params: { id: '1' }, bodyLimit: 1024, seed: 1092, runs: 1, guardOnly: false };

describe('fuzz-cases: requests from the OpenAPI document (decision 1092)', () => {
  it('reads the operation: method, route-table path, guard, path parameters and JSON body', () => {
    expect(op).toMatchObject({ method: 'PUT', path: '/api/thing/:id', key: 'PUT /api/thing/:id', guard: 'admin', pathParams: ['id'], body: { kind: 'json' } });
    expect(fieldsOf(doc, schema).map((field) => field.label)).toEqual(['count', 'name', 'amount', 'items', 'items[0].productId', 'items[0].configuration']);
  });

  it('judges by the schema: wrong types and out-of-range numbers must be refused; digits for a number, null or a left-out text, a number for a decimal text may pass', () => {
    const ok = (value: unknown) => conforms(doc, schema, value);
    expect(ok({ count: 1 })).toBe(true);
    expect(ok({ count: '7' })).toBe(true);
    expect(ok({ count: 1, name: null, amount: 1.5 })).toBe(true);
    for (const count of [true, 1.5, [], null, 0, 'NaN', Infinity, 1e20, 'fuzz']) expect(ok({ count }), JSON.stringify(count)).toBe(false);
    expect(ok({})).toBe(false);
    expect(ok({ count: 1, name: 'x'.repeat(11) })).toBe(false);
    expect(ok({ count: 1, items: [{ productId: 1, configuration: { a: 1 } }] })).toBe(false);
  });

  it('writes raw JSON literals as they are: 1e309, 99999999999999999999', () => {
    expect(jsonText({ a: new RawJson('1e309'), b: [new RawJson('99999999999999999999')] })).toBe('{"a":1e309,"b":[99999999999999999999]}');
  });

  it('makes every class for an admin, the same requests for the same seed, and only the body and path classes for a caller the guard refuses', () => {
    const payloads = payloadsOf(doc, op!, { ...options, configuration: { productId: 7, configuration: { Material: 'Fichte' }, class: 'configuration:incomplete', priced: false } });
    const classes = new Set(payloads.map((payload) => payload.class));
    for (const expected of ['path:id=nul', 'path:id=huge', 'body:text/plain', 'body:bom', 'body:deep-array', 'body:over-limit', 'missing:count', 'prop:count=true', 'prop:count=1e309', 'prop:name=nul', 'prop:name=long', 'prop:items[0].productId=huge', 'configuration:incomplete']) {
      expect(classes.has(expected), expected).toBe(true);
    }
    expect(JSON.parse(payloads.find((payload) => payload.class === 'configuration:incomplete')!.body as string).items).toEqual([{ productId: 7, quantity: 1, configuration: { Material: 'Fichte' } }]);
    expect(payloads.find((payload) => payload.class === 'prop:count=1e309')?.body).toBe('{"count":1e309}');
    expect(payloads.find((payload) => payload.class === 'prop:count=true')?.mustRefuse).toBe(true);
    expect(payloads.find((payload) => payload.class === 'body:text/plain')?.mustRefuse).toBe(true);
    expect(JSON.stringify(payloadsOf(doc, op!, { ...options, configuration: { productId: 7, configuration: { Material: 'Fichte' }, class: 'configuration:incomplete', priced: false } }))).toBe(JSON.stringify(payloads));
    const guarded = payloadsOf(doc, op!, { ...options, guardOnly: true });
    expect(guarded.every((payload) => /^(path|body):/.test(payload.class))).toBe(true);
  });

  it('finds the page patterns with parameters in web/app/routes.ts, /api routes left out', () => {
    const pages = pageRoutesOf(routes as never);
    expect(pages).toContainEqual({ path: '/products/:articleNumber', params: ['articleNumber'] });
    expect(pages).toContainEqual({ path: '/admin/customer/:id/media/:name', params: ['id', 'name'] });
    expect(pages.some((page) => page.path.startsWith('/api/'))).toBe(false);
  });
});
