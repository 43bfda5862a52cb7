import { validate } from '@readme/openapi-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { useHttpShop } from './http-shop';

/**
 * /api/openapi.json as the shop serves it, judged by tools nobody here wrote (decision 1172): an
 * OpenAPI 3.1 validator (@readme/openapi-parser) and Redocly's lint with its recommended rules;
 * and every answer of every operation described by a schema.
 */
const shop = useHttpShop();

type Responses = Record<string, { content?: Record<string, { schema?: object }> }>;
type Document = { paths: Record<string, Record<string, { responses: Responses }>> };

/**
 * The spec names these URLs (R001-7.060, R001-7.083/7.084, R001-7.097, R001-7.113 … 7.117): a
 * literal segment where the other path has its parameter. Redocly's no-ambiguous-paths compares
 * the paths' shape only (parameter names and order cannot change it); the server matches the
 * literal first (matchApiRoute, decision 1076), so each URL reaches one operation.
 */
const SPEC_AMBIGUOUS_PATHS = [
  '/api/product-types/{id}/add-attribute',
  '/api/product-types/{id}/remove-attribute',
  '/api/product-types/{id}/update-attribute',
  '/api/product/price/{id}',
  '/api/product/internal-price/{id}',
];

describe('[ops] /api/openapi.json is a valid OpenAPI 3.1 document that describes every answer (R001-7.132, decision 1172)', () => {
  it('[ops] the OpenAPI validator finds no problem; Redocly’s recommended rules: 0 errors, 0 warnings', async () => {
    const answer = await fetch(`${shop.web.url}/api/openapi.json`);
    expect(answer.status).toBe(200);
    const document = (await answer.json()) as Document;
    const validation = await validate(structuredClone(document) as never);
    expect(validation).toMatchObject({ valid: true, warnings: [] });

    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: `${shop.web.url}/api/openapi.json`, config });
    const known = (problem: (typeof problems)[number]) =>
      problem.ruleId === 'no-ambiguous-paths' && SPEC_AMBIGUOUS_PATHS.some((path) => problem.location[0]?.pointer === `#/paths/${path.replaceAll('/', '~1')}`);
    const shown = problems.filter((problem) => !known(problem)).map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer ?? ''}`);
    expect(shown).toEqual([]);
    expect(problems.filter(known)).toHaveLength(SPEC_AMBIGUOUS_PATHS.length);
  });

  it('[ops] every answer of every operation has a schema: no JSON success or refusal goes undescribed', async () => {
    const document = (await (await fetch(`${shop.web.url}/api/openapi.json`)).json()) as Document;
    const lacking: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        operations += 1;
        for (const [status, response] of Object.entries(operation.responses)) {
          for (const [type, content] of Object.entries(response.content ?? {})) {
            if (content.schema && Object.keys(content.schema).length > 0) continue;
            lacking.push(`${method.toUpperCase()} ${path} ${status} ${type}`);
          }
        }
      }
    }
    const withoutSchema = new Set(lacking.map((answer) => answer.split(' ').slice(0, 2).join(' ')));
    console.log(`[openapi] ${operations} operations, ${operations - withoutSchema.size} with a schema for every answer, ${withoutSchema.size} without one`);
    // A new operation comes with the schema of each answer (api-docs.ts `response`, proven by openapi-responses-http.test.ts).
    expect(lacking).toEqual([]);
  });
});
