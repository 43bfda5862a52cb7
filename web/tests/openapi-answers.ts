import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { matchApiRoute, resolveApiPath } from '../app/server/api-path.server';
import { openApiPath } from '../app/api/openapi.server';

/**
 * Every /api answer an HTTP test receives, held against /api/openapi.json (decision 1172): the
 * shop's node server is observed, so fetch, node:http and a proxy in front all count. For the
 * operation the server's own matcher picks and the status it answered: the status must be
 * declared, the content type must be one the status declares, and a JSON body must validate
 * (ajv, JSON Schema 2020-12; the declared objects forbid undeclared properties). A JSON answer
 * of a status declared without a schema is counted as undeclared, not failed.
 */
export interface AnswerTally {
  /** JSON bodies validated against a declared schema. */
  checked: number;
  /** JSON bodies of a status declared without a schema, per operation. */
  undeclared: Map<string, number>;
  /** Every mismatch, in the order met. */
  mismatches: string[];
}

type Responses = Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
interface OpenApiDocument {
  paths?: Record<string, Record<string, { responses?: Responses }>>;
  components?: unknown;
}

export interface AnswerChecker {
  readonly tally: AnswerTally;
  /** The mismatches met since the last call. */
  takeNew(): string[];
  /** One line for the file's run: bodies checked, mismatches, undeclared answers. */
  summary(): string;
  /** Stops observing the server. */
  stop(): void;
}

const isBinary = (schema: Record<string, unknown> | undefined) => schema?.type === 'string' && schema.format === 'binary';

export function checkAnswers(server: Server, document: OpenApiDocument): AnswerChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const validators = new Map<string, ValidateFunction>();
  const tally: AnswerTally = { checked: 0, undeclared: new Map(), mismatches: [] };
  let taken = 0;

  const validatorOf = (key: string, schema: Record<string, unknown>) => {
    let validate = validators.get(key);
    // The schema with the document's components beside it, so its `#/components/…` refs resolve.
    if (!validate) validators.set(key, (validate = ajv.compile({ ...schema, components: document.components })));
    return validate;
  };

  function judge(method: string, rawUrl: string, status: number, contentType: string, body: Buffer | undefined): void {
    const pathname = rawUrl.split('?')[0] ?? '';
    const api = resolveApiPath(pathname);
    if (api.kind !== 'api') return;
    const match = matchApiRoute(method === 'HEAD' ? 'GET' : method, api.pathname);
    // An unknown call (404) or method (405) is no operation of the document.
    if (match.kind !== 'route') return;
    const operationKey = `${match.route.method} ${match.route.path}`;
    const operation = document.paths?.[openApiPath(match.route.path).path]?.[match.route.method.toLowerCase()];
    const declared = operation?.responses?.[String(status)];
    const seen = `${method} ${rawUrl.slice(0, 160)} → ${status}`;
    if (!declared) {
      tally.mismatches.push(`${seen}: status ${status} not declared for ${operationKey}`);
      return;
    }
    if (!body?.length || method === 'HEAD') return;
    const type = contentType.split(';')[0]!.trim().toLowerCase();
    const content = declared.content ?? {};
    if (!(type in content)) {
      tally.mismatches.push(`${seen}: content type ${type || '(none)'} not declared for ${operationKey} ${status} (${Object.keys(content).join(', ') || 'no body'})`);
      return;
    }
    if (type !== 'application/json') return;
    const schema = content[type]?.schema;
    if (isBinary(schema)) return;
    if (!schema || Object.keys(schema).length === 0) {
      const key = `${operationKey} ${status}`;
      tally.undeclared.set(key, (tally.undeclared.get(key) ?? 0) + 1);
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      tally.mismatches.push(`${seen}: not JSON`);
      return;
    }
    tally.checked += 1;
    const validate = validatorOf(`${operationKey} ${status}`, schema);
    if (!validate(json)) {
      // One line per problem, whatever the list index it was met at.
      const problems = new Set(
        (validate.errors ?? []).map((error) => `${error.instancePath.replace(/\/\d+(?=\/|$)/g, '/*') || '/'} ${error.message ?? ''}${error.params && 'additionalProperty' in error.params ? ` '${String(error.params.additionalProperty)}'` : ''}`),
      );
      tally.mismatches.push(`${seen}: the body is not the declared ${operationKey} ${status} answer: ${[...problems].slice(0, 60).join('; ')}`);
    }
  }

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const rawUrl = req.url ?? '/';
    if (resolveApiPath(rawUrl.split('?')[0] ?? '').kind !== 'api') return;
    const chunks: Buffer[] = [];
    let collecting: boolean | undefined;
    const collects = () => (collecting ??= /json/i.test(String(res.getHeader('content-type') ?? '')));
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || !collects()) return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array));
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as ServerResponse['write'];
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      const contentType = String(res.getHeader('content-type') ?? '');
      let body: Buffer | undefined;
      if (collects()) {
        const raw = Buffer.concat(chunks);
        const encoding = String(res.getHeader('content-encoding') ?? '').toLowerCase();
        body = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw;
      } else {
        // Not JSON: only its presence matters (a declared status without a body has no content type).
        body = res.getHeader('content-length') === '0' || res.statusCode === 304 || res.statusCode === 302 ? undefined : Buffer.from(' ');
      }
      try {
        judge(method, rawUrl, res.statusCode, contentType, body);
      } catch (error) {
        tally.mismatches.push(`${method} ${rawUrl} → ${res.statusCode}: not checked (${String(error)})`);
      }
      return end(...args);
    }) as ServerResponse['end'];
  };
  server.prependListener('request', onRequest);

  return {
    tally,
    takeNew() {
      const fresh = tally.mismatches.slice(taken);
      taken = tally.mismatches.length;
      return fresh;
    },
    summary() {
      const undeclared = [...tally.undeclared.values()].reduce((sum, count) => sum + count, 0);
      return (
        `[openapi] ${tally.checked} JSON bodies checked against /api/openapi.json, ${tally.mismatches.length} mismatches, ` +
        `${undeclared} bodies of ${tally.undeclared.size} answers without a schema yet` +
        (tally.undeclared.size ? ` (${[...tally.undeclared.keys()].sort().join('; ')})` : '')
      );
    },
    stop() {
      server.off('request', onRequest);
    },
  };
}
