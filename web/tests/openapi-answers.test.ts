import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswers } from './openapi-answers';

/** The answers' check of the HTTP tests (decision 1172) on a server whose answers the test chooses. */
describe('[ops] every /api answer is held against the document (decision 1172)', () => {
  let answer: { status: number; body: string; gzip?: boolean; type?: string } = { status: 200, body: '{}' };
  let server: Server;
  let url = '';
  const document = {
    paths: {
      '/api/categories': {
        get: {
          responses: {
            '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/List' } } } },
            '400': { content: { 'application/json': {} } },
          },
        },
      },
    },
    components: { schemas: { List: { type: 'object', properties: { items: { type: 'array' } }, required: ['items'], additionalProperties: false } } },
  };
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.statusCode = answer.status;
      res.setHeader('content-type', answer.type ?? 'application/json');
      if (answer.gzip) res.setHeader('content-encoding', 'gzip');
      res.end(answer.gzip ? gzipSync(answer.body) : answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('[ops] counts declared bodies, fails undeclared properties, statuses and content types, counts answers without a schema', async () => {
    const check = checkAnswers(server, document);
    const call = async (next: typeof answer, path = '/api/categories') => {
      answer = next;
      await (await fetch(url + path)).arrayBuffer();
    };
    await call({ status: 200, body: '{"items":[]}' });
    await call({ status: 200, body: '{"items":[]}', gzip: true });
    expect(check.takeNew()).toEqual([]);
    await call({ status: 200, body: '{"items":[],"localFilePath":"/srv/x"}' });
    await call({ status: 418, body: '{}' });
    await call({ status: 200, body: 'a,b', type: 'text/csv' });
    await call({ status: 400, body: '{"errors":[]}' });
    // Not an operation of the document: not judged.
    await call({ status: 404, body: '{}' }, '/api/gibt-es-nicht');
    const mismatches = check.takeNew();
    expect(mismatches).toHaveLength(3);
    expect(mismatches[0]).toContain("must NOT have additional properties 'localFilePath'");
    expect(mismatches[1]).toContain('status 418 not declared');
    expect(mismatches[2]).toContain('content type text/csv not declared');
    expect(check.tally.checked).toBe(3);
    expect([...check.tally.undeclared]).toEqual([['GET /api/categories 400', 1]]);
    expect(check.summary()).toContain('3 JSON bodies checked against /api/openapi.json, 3 mismatches, 1 bodies of 1 answers without a schema yet');
    check.stop();
  });
});
