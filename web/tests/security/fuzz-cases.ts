import fc from 'fast-check';

/**
 * The fuzz suite's generator (decision 1092): requests made from the shop's own descriptions —
 * the OpenAPI document (/api/openapi.json: paths, path and query parameters, JSON body schemas,
 * guards in `x-guard`) and the page route table (web/app/routes.ts) — crossed with fixed payload
 * classes and a bounded number of values from fast-check with a fixed seed. Pure functions: the
 * runner (fuzz-http.test.ts) adds the callers, sends, and counts rows.
 */

/** The part of JSON Schema (2020-12, as zod-openapi writes it) the generator reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  'x-guard'?: { kind: string };
  parameters?: { name: string; in: 'path' | 'query'; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/** One /api operation of the document. */
export interface Operation {
  method: string;
  /** The route table's pattern, e.g. `/api/order/:id` (the document's `{path}` is the splat `*`). */
  path: string;
  /** `METHOD path`, the key of api-routes.ts and api-docs.ts. */
  key: string;
  guard: string;
  pathParams: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  /** The declared JSON body (an object schema), or a body of another kind. */
  body: { kind: 'json'; schema: JsonSchema } | { kind: 'multipart' | 'text' } | undefined;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [openApiPath, item] of Object.entries(doc.paths)) {
    const path = openApiPath.replace('{path}', '*').replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, op] of Object.entries(item)) {
      const upper = method.toUpperCase();
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const body: Operation['body'] = content['multipart/form-data']
        ? { kind: 'multipart' }
        : json && resolve(doc, json).type === 'string'
          ? { kind: 'text' }
          : json
            ? { kind: 'json', schema: json }
            : undefined;
      operations.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        guard: op['x-guard']?.kind ?? 'public',
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => (p.name === 'path' && path.endsWith('*') ? '*' : p.name)),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} })),
        body,
      });
    }
  }
  return operations;
}

/** A page route with path parameters, as web/app/routes.ts declares it (`/admin/order/:id`). */
export interface PageRoute {
  path: string;
  params: string[];
}

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every page pattern of the route table with a parameter or splat (the /api routes left out). */
export function pageRoutesOf(routes: readonly RouteEntry[], prefix = ''): PageRoute[] {
  const found: PageRoute[] = [];
  for (const entry of routes) {
    if (entry.index || entry.path === undefined) continue;
    const path = `${prefix}/${entry.path}`;
    if (entry.children) found.push(...pageRoutesOf(entry.children, path));
    if (path.startsWith('/api/') || path === '/*') continue;
    const params = path
      .split('/')
      .filter((segment) => segment.startsWith(':') || segment === '*')
      .map((segment) => (segment === '*' ? '*' : segment.slice(1).replace(/\?$/, '')));
    if (params.length) found.push({ path, params });
  }
  return found;
}

/** A path with its parameters filled in (values are put in as they are: already encoded). */
export function fillPath(pattern: string, values: Record<string, string>): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return values['*'] ?? '';
      if (!segment.startsWith(':')) return segment;
      return values[segment.slice(1).replace(/\?$/, '')] ?? '';
    })
    .join('/');
}

// ---------------------------------------------------------------------------------------------
// Values

/** A JSON literal sent as written (`1e309`, `99999999999999999999`, a 10 000 deep array). */
export class RawJson {
  constructor(readonly text: string) {}
}

const raw = (text: string) => new RawJson(text);

/** JSON text of a value, with its RawJson parts written as they are. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return item;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_match, index: string) => raws[Number(index)]!);
}

export const DEPTH = 10_000;
/** ≥ 100 000 characters: within the /api JSON limit (256 KB) as one value. */
export const LONG = 100_000;
/** The largest body limit whose over-limit body is sent (the import routes' 6 MB). */
const OVER_LIMIT_MAX = 8 * 1024 * 1024;
const deepArray = () => raw('['.repeat(DEPTH) + ']'.repeat(DEPTH));

/** Wrong types for any property: a string, a boolean, a float, an array, an object, null, deep nesting. */
const ANY_VALUES: readonly (readonly [string, () => unknown])[] = [
  ['string', () => 'fuzz'],
  ['true', () => true],
  ['float', () => 1.5],
  ['array', () => []],
  ['object', () => ({})],
  ['null', () => null],
  ['deep', deepArray],
];

/** For every numeric field: negative, zero, NaN-ish (`"NaN"`, `1e309` as JSON text), out of range. */
const NUMBER_VALUES: readonly (readonly [string, () => unknown])[] = [
  ['negative', () => -1],
  ['zero', () => 0],
  ['NaN-text', () => 'NaN'],
  ['1e309', () => raw('1e309')],
  ['huge', () => raw('99999999999999999999')],
  ['int4-overflow', () => 2_147_483_648],
];

/** For every string field: a NUL byte, a lone surrogate, a very long string. */
const STRING_VALUES: readonly (readonly [string, () => unknown])[] = [
  ['nul', () => 'a\u0000b'],
  ['surrogate', () => 'a\ud800b'],
  ['long', () => 'x'.repeat(LONG)],
];

/** The fields one level down (an item's `quantity`) get the values that differ most. */
const NESTED = new Set(['string', 'true', 'null', 'deep', '1e309', 'huge', 'int4-overflow', 'nul', 'long']);

/**
 * Path and query values (already percent-encoded): numbers out of range, NaN-ish, a float, a
 * boolean, a NUL byte, a lone surrogate (its CESU-8 bytes), and a long value within the
 * request-line limit of the server (16 KB of headers).
 */
export const PARAM_VALUES: readonly (readonly [string, string])[] = [
  ['negative', '-1'],
  ['zero', '0'],
  ['NaN', 'NaN'],
  ['1e309', '1e309'],
  ['huge', '99999999999999999999'],
  ['int4-overflow', '2147483648'],
  ['float', '1.5'],
  ['true', 'true'],
  ['nul', '%00'],
  ['surrogate', '%ED%A0%80'],
  ['long', 'x'.repeat(8_000)],
];

/** The generated part: fast-check values with the run's seed, `runs` of them per field. */
export function generatedValues(seed: number, runs: number, salt: number): unknown[] {
  return runs > 0 ? fc.sample(fc.jsonValue({ maxDepth: 2 }), { seed: seed + salt, numRuns: runs }) : [];
}

export function generatedParams(seed: number, runs: number, salt: number): string[] {
  return runs > 0 ? fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), { seed: seed + salt, numRuns: runs }).map((value) => encodeURIComponent(value)) : [];
}

// ---------------------------------------------------------------------------------------------
// Schemas

export function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops++) current = doc.components?.schemas?.[current.$ref.split('/').pop()!] ?? {};
  return current;
}

const typesOf = (doc: OpenApiDocument, schema: JsonSchema): Set<string> => {
  const s = resolve(doc, schema);
  const options = s.anyOf ?? s.oneOf;
  if (options) return new Set(options.flatMap((option) => [...typesOf(doc, option)]));
  if (s.enum) return new Set(s.enum.map((value) => (value === null ? 'null' : typeof value)));
  return new Set(s.type === undefined ? ['any'] : [s.type].flat());
};

/** A plausible value of a schema: its default, first enum value, or a small value of its type (objects: required properties). */
export function sampleOf(doc: OpenApiDocument, schema: JsonSchema, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (s.default !== undefined) return s.default;
  if ('const' in s) return s.const;
  if (s.enum?.length) return s.enum[0];
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return sampleOf(doc, options.find((option) => resolve(doc, option).type !== 'null') ?? options[0]!, depth);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((part) => sampleOf(doc, part, depth)));
  const type = [s.type ?? 'any'].flat().find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'string':
      return stringSample(s);
    case 'integer':
    case 'number':
      return numberSample(s);
    case 'boolean':
      return false;
    case 'array':
      return depth > 3 || !s.items ? [] : Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => sampleOf(doc, s.items!, depth + 1));
    case 'object':
      return depth > 3 ? {} : Object.fromEntries((s.required ?? []).map((name) => [name, sampleOf(doc, s.properties?.[name] ?? {}, depth + 1)]));
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}

function stringSample(s: JsonSchema): string {
  switch (s.format) {
    case 'email':
      return 'fuzz@example.ch';
    case 'date':
      return '2027-03-15';
    case 'date-time':
      return '2027-03-15T10:00:00.000Z';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'uri':
      return 'https://example.ch/';
  }
  const length = Math.max(s.minLength ?? 1, 4);
  return 'Fuzz'.padEnd(s.maxLength !== undefined ? Math.min(length, s.maxLength) : length, 'z');
}

function numberSample(s: JsonSchema): number {
  const low = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? 1);
  return Math.max(1, low);
}

/**
 * Whether a JSON value (as JSON.parse reads it) satisfies the schema. Lenient where the engine is
 * lenient by design (a string of digits for a number: `z.coerce`, the id schema); unknown keywords
 * (formats) pass. A value that fails here must be refused: a 2xx is a finding.
 */
export function conforms(doc: OpenApiDocument, schema: JsonSchema | boolean | undefined, value: unknown, depth = 0): boolean {
  if (schema === undefined || schema === true) return true;
  if (schema === false) return false;
  if (depth > 64) return false;
  const s = resolve(doc, schema);
  if (s.anyOf && !s.anyOf.some((option) => conforms(doc, option, value, depth + 1))) return false;
  if (s.oneOf && !s.oneOf.some((option) => conforms(doc, option, value, depth + 1))) return false;
  if (s.allOf && !s.allOf.every((part) => conforms(doc, part, value, depth + 1))) return false;
  if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(value)) return false;
  if (s.enum && !s.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))) return false;
  const types = s.type === undefined ? undefined : [s.type].flat();
  // An amount sent as a JSON number where a decimal text is declared: read as its text (decimalText).
  if (typeof value === 'number' && Number.isFinite(value) && types?.includes('string') && s.pattern !== undefined && matches(s.pattern, String(value))) return true;
  if (types && !types.some((type) => hasType(type, value))) return false;
  if (typeof value === 'number' || (typeof value === 'string' && types?.some((t) => t === 'number' || t === 'integer') && !types.includes('string'))) {
    const n = Number(value);
    if (!Number.isFinite(n)) return false;
    if (s.minimum !== undefined && n < s.minimum) return false;
    if (s.maximum !== undefined && n > s.maximum) return false;
    if (s.exclusiveMinimum !== undefined && n <= s.exclusiveMinimum) return false;
    if (s.exclusiveMaximum !== undefined && n >= s.exclusiveMaximum) return false;
    if (types?.includes('integer') && !types.includes('number') && !Number.isSafeInteger(n)) return false;
  } else if (typeof value === 'string') {
    const length = [...value].length;
    if (s.minLength !== undefined && length < s.minLength) return false;
    if (s.maxLength !== undefined && length > s.maxLength) return false;
    if (s.pattern !== undefined && !matches(s.pattern, value)) return false;
  } else if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems) return false;
    if (s.maxItems !== undefined && value.length > s.maxItems) return false;
    if (s.items && !value.every((item) => conforms(doc, s.items, item, depth + 1))) return false;
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A text field left out or null is an empty text (the engine's textField): judged as ''.
    const isText = (name: string) => {
      const types = typesOf(doc, s.properties?.[name] ?? {});
      return types.has('string') && !types.has('null');
    };
    for (const name of s.required ?? []) {
      if (!(name in record) && !(isText(name) && conforms(doc, s.properties?.[name], '', depth + 1))) return false;
    }
    for (const [name, item] of Object.entries(record)) {
      const own = s.properties?.[name];
      if (own) {
        if (item === null && isText(name)) {
          if (!conforms(doc, own, '', depth + 1)) return false;
        } else if (!conforms(doc, own, item, depth + 1)) return false;
      } else if (s.additionalProperties !== undefined) {
        if (!conforms(doc, s.additionalProperties, item, depth + 1)) return false;
        if (s.propertyNames && !conforms(doc, s.propertyNames, name, depth + 1)) return false;
      }
    }
  }
  return true;
}

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^\d{1,16}$/.test(value));
    case 'number':
      return typeof value === 'number' || (typeof value === 'string' && /^-?\d{1,16}(\.\d+)?$/.test(value));
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return true;
  }
}

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Payloads

/** One request of the suite, before a caller's headers are added. */
export interface Payload {
  /** The payload class, e.g. `body:text/plain`, `prop:cartItems[0].quantity=1e309`, `path:id=nul`. */
  class: string;
  /** Path and query as sent. */
  target: string;
  contentType?: string;
  body?: string | Uint8Array<ArrayBuffer>;
  /**
   * The input breaks the declared schema (or is no JSON object at all where one is declared): a
   * 2xx is a finding, "accepted invalid input". `unpriced`: a question that may be answered
   * (the cart price), but not with a price.
   */
  mustRefuse: boolean | 'unpriced';
  /** A 2xx must not leave rows either: an empty body creates nothing. */
  mustNotWrite?: boolean;
  /** A property's fuzzed value, as JSON (shortened), and the field's declared types. */
  value?: string;
  field?: string;
}

export interface PayloadOptions {
  /** The path parameters' values for the requests that fuzz something else. */
  params: Record<string, string>;
  /** The route's body limit (web/app/server/body-limit.server.ts) for the over-limit class. */
  bodyLimit: number;
  seed: number;
  runs: number;
  /** Only the classes a guard judges: the body classes and path parameters (callers the guard refuses). */
  guardOnly: boolean;
  /** A valid body to mutate instead of the schema's sample (an order needs products and addresses). */
  base?: Record<string, unknown>;
  /**
   * A configurable product and a configuration without its required attributes: sent where a
   * body has items with `productId` and `configuration`; such a configuration must not be stored
   * or priced (`priced`: the operation answers prices per item instead of refusing).
   */
  configuration?: { productId: number; configuration: Record<string, string>; class: string; priced: boolean };
  /**
   * Makes each JSON body a submission of its own (an order's idempotency key and guest e-mail):
   * else the second accepted one answers 409 "already sent with other data" and every later
   * mutation is judged by that instead of its own value. Gets the body and a running number.
   */
  vary?: (body: Record<string, unknown>, n: number) => Record<string, unknown>;
}

interface Field {
  /** `cartItems[0].quantity` */
  label: string;
  path: (string | number)[];
  schema: JsonSchema;
}

/**
 * The properties a mutation is made of: each property of the body, and one level below — the
 * properties of an object property or of an array's object items, a made-up key of a record
 * (`configuration.fuzz`).
 */
export function fieldsOf(doc: OpenApiDocument, schema: JsonSchema): Field[] {
  const fields: Field[] = [];
  const s = resolve(doc, schema);
  for (const [name, own] of Object.entries(s.properties ?? {})) {
    fields.push({ label: name, path: [name], schema: own });
    const inner = resolve(doc, own);
    const item = inner.type === 'array' && inner.items ? resolve(doc, inner.items) : undefined;
    const nested = item?.type === 'object' ? item : inner.type === 'object' ? inner : undefined;
    if (!nested) continue;
    const prefix = nested === item ? [name, 0] : [name];
    const labelOf = (sub: string) => (nested === item ? `${name}[0].${sub}` : `${name}.${sub}`);
    for (const [sub, subSchema] of Object.entries(nested.properties ?? {})) fields.push({ label: labelOf(sub), path: [...prefix, sub], schema: subSchema });
    if (!nested.properties && typeof nested.additionalProperties === 'object') fields.push({ label: labelOf('fuzz'), path: [...prefix, 'fuzz'], schema: nested.additionalProperties });
  }
  return fields;
}

/** A copy of `base` with the value at `path` set (parents made from the schema when missing). */
function withValue(doc: OpenApiDocument, schema: JsonSchema, base: Record<string, unknown>, path: (string | number)[], value: unknown): Record<string, unknown> {
  const copy = structuredCloneJson(base);
  let target: Record<string | number, unknown> = copy;
  let s = resolve(doc, schema);
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      target[key] = value;
      break;
    }
    const next = typeof key === 'number' ? s.items : s.properties?.[key];
    const nextSchema = resolve(doc, next ?? {});
    if (target[key] === undefined || target[key] === null || typeof target[key] !== 'object') target[key] = typeof path[index + 1] === 'number' ? [sampleOf(doc, nextSchema.items ?? {})] : sampleOf(doc, nextSchema);
    if (Array.isArray(target[key]) && (target[key] as unknown[]).length === 0) (target[key] as unknown[]).push(sampleOf(doc, nextSchema.items ?? {}));
    target = target[key] as Record<string | number, unknown>;
    s = nextSchema;
  }
  return copy;
}

const structuredCloneJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The requests of one operation for one caller. */
export function payloadsOf(doc: OpenApiDocument, op: Operation, options: PayloadOptions): Payload[] {
  const payloads: Payload[] = [];
  const basePath = fillPath(op.path, options.params);
  const baseQuery = Object.fromEntries(op.query.filter((q) => q.required).map((q) => [q.name, encodeURIComponent(String(sampleOf(doc, q.schema)))]));
  const queryText = (query: Record<string, string>) => {
    const text = Object.entries(query)
      .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
      .join('&');
    return text ? `?${text}` : '';
  };
  const target = basePath + queryText(baseQuery);
  const hasBody = op.method !== 'GET';
  const jsonSchema = op.body?.kind === 'json' ? op.body.schema : undefined;
  const base = options.base ?? (jsonSchema ? (sampleOf(doc, jsonSchema) as Record<string, unknown>) : {});
  const baseText = jsonText(base);
  // A body that is no JSON object must be refused where the document declares one.
  const declared = op.body !== undefined && op.body.kind !== 'text';
  const json = (payloadClass: string, value: Record<string, unknown>) => {
    const text = jsonText(options.vary ? options.vary(value, payloads.length) : value);
    let mustRefuse = false;
    if (jsonSchema) {
      try {
        mustRefuse = !conforms(doc, jsonSchema, JSON.parse(text));
      } catch {
        mustRefuse = true;
      }
    }
    payloads.push({ class: payloadClass, target, contentType: 'application/json', body: text, mustRefuse });
    return payloads.at(-1)!;
  };

  // Path parameters, each in turn (the others and the body as for every other class).
  const pathValues = [...PARAM_VALUES, ...generatedParams(options.seed, options.runs, 7).map((value, index) => [`fc#${index}`, value] as const)];
  for (const param of op.pathParams) {
    for (const [label, value] of pathValues) {
      payloads.push({
        class: `path:${param}=${label}`,
        target: fillPath(op.path, { ...options.params, [param]: value }) + queryText(baseQuery),
        ...(hasBody ? { contentType: 'application/json', body: baseText } : {}),
        mustRefuse: false,
      });
    }
  }

  if (hasBody) {
    const bodies: [string, string | Uint8Array<ArrayBuffer>, string][] = [
      ['truncated-json', baseText.slice(0, Math.max(1, Math.floor(baseText.length / 2))), 'application/json'],
      ['text/plain', baseText, 'text/plain'],
      ['bom', `\uFEFF${baseText}`, 'application/json'],
      ['form-encoded', new URLSearchParams(Object.keys(base).length ? Object.entries(base).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]) : [['fuzz', '1']]).toString(), 'application/x-www-form-urlencoded'],
      ['not-json', 'fuzz', 'application/json'],
      ['array', '[]', 'application/json'],
      ['null', 'null', 'application/json'],
      ['number', '1', 'application/json'],
      ['string', '"fuzz"', 'application/json'],
      ['invalid-utf8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), 'application/json'],
      ['deep-array', '['.repeat(DEPTH) + ']'.repeat(DEPTH), 'application/json'],
      ['nul-raw', `{"a":"\u0000"}`, 'application/json'],
      // Past the route's limit: 413 before the route runs (the 50 MB upload limits are left to body-limits.test.ts).
      ...(options.bodyLimit <= OVER_LIMIT_MAX ? [['over-limit', jsonText({ ...base, fuzz: 'x'.repeat(options.bodyLimit + 1024) }), 'application/json'] as [string, string, string]] : []),
    ];
    for (const [label, body, contentType] of bodies) payloads.push({ class: `body:${label}`, target, contentType, body, mustRefuse: declared || label === 'over-limit' });
    // A JSON object, 10 000 deep under a name no schema declares: judged by the schema like any object.
    json('body:deep-object', { ...base, fuzz: raw('{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)) });
    // An empty object that creates a row from nothing: a creation (no path id) must refuse it.
    payloads.push({ class: 'body:empty-object', target, contentType: 'application/json', body: '{}', mustRefuse: false, mustNotWrite: op.pathParams.length === 0 });
  }
  if (options.guardOnly) return payloads;

  if (jsonSchema) {
    for (const name of resolve(doc, jsonSchema).required ?? []) {
      const without = { ...base };
      delete without[name];
      json(`missing:${name}`, without);
    }
    for (const [index, field] of fieldsOf(doc, jsonSchema).entries()) {
      const types = typesOf(doc, field.schema);
      const values = [
        ...ANY_VALUES,
        ...(types.has('number') || types.has('integer') ? NUMBER_VALUES : []),
        ...(types.has('string') || types.has('any') ? STRING_VALUES : []),
      ]
        // Deep nesting once per body (the parsers it tests are the same for every field); no
        // value of the field's own kind (a string for a string, a float for a number).
        .filter(([label]) => label !== 'deep' || index === 0)
        .filter(([label]) => !(label === 'string' && types.has('string')) && !(label === 'float' && types.has('number')))
        .filter(([label]) => field.path.length === 1 || NESTED.has(label))
        .map(([label, make]) => [label, make()] as const);
      if (field.path.length === 1) generatedValues(options.seed, options.runs, index).forEach((value, n) => values.push([`fc#${n}`, value]));
      for (const [label, value] of values) {
        const payload = json(`prop:${field.label}=${label}`, withValue(doc, jsonSchema, base, field.path, value));
        const shown = jsonText(value);
        payload.value = shown.length > 60 ? `${shown.slice(0, 60)}…` : shown;
        payload.field = [...types].join('|');
      }
    }
    // Items of a configurable product whose configuration the one rule refuses (decision 1088).
    const items = fieldsOf(doc, jsonSchema).find((field) => field.path.length === 3 && field.path[2] === 'configuration' && field.path[1] === 0);
    if (items && options.configuration) {
      const { productId, configuration, class: kind, priced } = options.configuration;
      const list = items.path[0] as string;
      const item = { ...((base[list] as Record<string, unknown>[] | undefined)?.[0] ?? {}), productId, quantity: 1, configuration };
      json(kind, { ...base, [list]: [item] }).mustRefuse = priced ? 'unpriced' : true;
    }
  }

  // Query parameters, each in turn, and one query past the server's header limit.
  const queryValues = [...PARAM_VALUES, ['empty', ''] as const, ...generatedParams(options.seed, options.runs, 11).map((value, index) => [`fc#${index}`, value] as const)];
  for (const q of op.query) {
    for (const [label, value] of queryValues) {
      payloads.push({
        class: `query:${q.name}=${label}`,
        target: basePath + queryText({ ...baseQuery, [q.name]: value }),
        ...(hasBody ? { contentType: 'application/json', body: baseText } : {}),
        mustRefuse: false,
      });
    }
    payloads.push({ class: `query:${q.name}=repeated`, target: `${basePath}${queryText(baseQuery) || '?'}&${encodeURIComponent(q.name)}=1&${encodeURIComponent(q.name)}=2`, mustRefuse: false });
  }
  if (op.query.length) payloads.push({ class: 'query:over-limit', target: `${basePath}?${encodeURIComponent(op.query[0]!.name)}=${'x'.repeat(LONG)}`, mustRefuse: false });
  return payloads;
}
