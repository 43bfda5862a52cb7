/**
 * Refreshes the vendored FedEx OpenAPI documents (README.md beside this file): from karrio's copies
 * of FedEx's published files it keeps the operations the client calls and the components they
 * reach, and drops descriptions and examples. The schemas themselves stay as published.
 *
 *   npx tsx engine/src/shipping/fedex/contract/vendor-contract.ts <karrio>/modules/connectors/fedex/vendor
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Our file → karrio's file and the paths we call (../shared/contracts/fedex.md). */
export const VENDORED = {
  'rate.json': { source: 'rate-api.json', paths: ['/rate/v1/rates/quotes'] },
  'ship.json': { source: 'ship-api.json', paths: ['/ship/v1/shipments', '/ship/v1/shipments/packages/validate', '/ship/v1/shipments/cancel'] },
  'pickup.json': { source: 'pickup-api.json', paths: ['/pickup/v1/pickups/availabilities', '/pickup/v1/pickups', '/pickup/v1/pickups/cancel'] },
  'track.json': { source: 'track.json', paths: ['/track/v1/referencenumbers'] },
  'upload-documents.json': { source: 'upload-documents-api.json', paths: ['/documents/v1/etds/upload'] },
} as const;

type Node = unknown;
const ANNOTATIONS = new Set(['description', 'example', 'examples', 'summary']);

/** The value without annotations; keys of a `properties` map are names, never annotations. */
function strip(value: Node, underProperties = false): Node {
  if (Array.isArray(value)) return value.map((item) => strip(item));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => underProperties || !ANNOTATIONS.has(key))
      .map(([key, item]) => [key, strip(item, !underProperties && key === 'properties')]),
  );
}

function refsOf(value: Node, found: Set<string>): void {
  if (Array.isArray(value)) value.forEach((item) => refsOf(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.add(item);
      else refsOf(item, found);
    }
  }
}

export function trimDocument(document: Record<string, Node>, paths: readonly string[]): Record<string, Node> {
  const allPaths = document['paths'] as Record<string, Node>;
  const keptPaths = Object.fromEntries(paths.map((path) => [path, allPaths[path]]));
  const components = document['components'] as Record<string, Record<string, Node>>;
  const kept: Record<string, Record<string, Node>> = {};
  const seen = new Set<string>();
  const queue = new Set<string>();
  refsOf(keptPaths, queue);
  while (queue.size > 0) {
    const [ref] = queue;
    queue.delete(ref as string);
    if (seen.has(ref as string)) continue;
    seen.add(ref as string);
    const [, , kind, name] = (ref as string).split('/') as [string, string, string, string];
    const target = components[kind]?.[name];
    if (target === undefined) throw new Error(`unresolved ${ref}`);
    (kept[kind] ??= {})[name] = target;
    refsOf(target, queue);
  }
  const sorted = Object.fromEntries(Object.entries(kept).map(([kind, items]) => [kind, Object.fromEntries(Object.entries(items).sort(([a], [b]) => a.localeCompare(b)))]));
  return strip({ openapi: document['openapi'], info: document['info'], servers: document['servers'], paths: keptPaths, components: sorted }) as Record<string, Node>;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const from = process.argv[2];
  if (!from) throw new Error('usage: vendor-contract.ts <karrio>/modules/connectors/fedex/vendor');
  const here = dirname(fileURLToPath(import.meta.url));
  for (const [file, { source, paths }] of Object.entries(VENDORED)) {
    const document = JSON.parse(readFileSync(join(from, source), 'utf8')) as Record<string, Node>;
    writeFileSync(join(here, file), `${JSON.stringify(trimDocument(document, paths), null, 1)}\n`);
    console.log(`${file} ← ${source}`);
  }
}
