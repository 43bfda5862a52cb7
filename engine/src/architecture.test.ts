import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The house of engine/src (STYLE.md "domain map", docs/architecture.md, decision 702): a domain
 * imports only from its own level or below; no file imports itself in a circle. Read from the
 * source, so a new upward import fails here before a review has to find it.
 */
const LEVELS: Record<string, number> = {
  // 1 ground floor: no domain imports
  money: 1, i18n: 1, validation: 1, calendar: 1, files: 1, db: 1, errors: 1, logging: 1, config: 1, workbooks: 1, context: 1, cache: 1,
  // 2 vocabulary owners
  catalog: 2, parts: 2, customers: 2, auth: 2, mail: 2, settings: 2, limits: 2,
  // 3
  shipping: 3, pricing: 3, feeds: 3,
  // 4
  cart: 4, payments: 4,
  // 4.5 what an order and a quote share (001 §4 "requests"): below orders, quotes and checkout
  requests: 4.5,
  // 5 the ordering wing and what it prints
  orders: 5, quotes: 5, checkout: 5, reports: 5, documents: 5, shipments: 5,
  // 6 drivers of the layers below
  imports: 6, jobs: 6, fixtures: 6,
  // the composition roots
  engine: 7, index: 7, browser: 7, database: 7, entities: 7,
};

/**
 * Files that are vocabulary of a lower floor than their folder: leaves without imports (checked
 * below), shared by lower domains. requests/enums: delivery modes and payment options the cart and
 * the price call speak; settings/company: the company profile the config's defaults name;
 * catalog/enums: the shop modes every request context carries.
 */
const FILE_LEVELS: Record<string, number> = { 'requests/enums': 1, 'settings/company': 1, 'catalog/enums': 1 };

/**
 * Known exceptions, each with its reason; the test fails when one disappears (remove it) or a
 * new one appears. A MikroORM relation needs the target entity's class.
 */
const ALLOWED_UPWARD = [
  // The back office's customer form offers the trucks of the customer's quick order (issue 19).
  'customers/customer-desk -> shipping/truck.entity',
  'customers/customer.entity -> shipping/truck.entity',
];

/** Two domains of one floor using each other (lateral, not upward); the list may only shrink. */
const ALLOWED_DOMAIN_CYCLES = ['auth <-> customers', 'auth <-> mail'];

const root = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** 'orders/order-service' for engine/src/orders/order-service.ts. */
const moduleId = (path: string) => relative(root, path).replace(/\.ts$/, '').split('\\').join('/');
const domainOf = (id: string) => id.split('/')[0] ?? id;
const levelOf = (id: string) => FILE_LEVELS[id] ?? LEVELS[domainOf(id)];

function importsOf(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gms)].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => {
    const target = normalize(join(dirname(path), specifier)).replace(/\.(ts|js)$/, '');
    const file = [`${target}.ts`, join(target, 'index.ts')].find((candidate) => {
      try {
        return statSync(candidate).isFile();
      } catch {
        return false;
      }
    });
    return moduleId(file ?? `${target}.ts`);
  });
}

const graph = new Map(sourceFiles(root).map((path) => [moduleId(path), importsOf(path)]));

describe('import direction of engine/src (STYLE.md domain map)', () => {
  it('every domain folder and root file has a level', () => {
    const unmapped = [...new Set([...graph.keys()].map(domainOf))].filter((domain) => LEVELS[domain] === undefined);
    expect(unmapped).toEqual([]);
  });

  it('no import runs from a lower level to a higher one', () => {
    const upward: string[] = [];
    for (const [from, targets] of graph) {
      for (const to of targets) {
        if (!graph.has(to)) continue;
        if ((levelOf(to) ?? 0) > (levelOf(from) ?? 0)) upward.push(`${from} -> ${to}`);
      }
    }
    expect([...new Set(upward)].sort()).toEqual(ALLOWED_UPWARD);
  });

  it('vocabulary files placed on a lower floor import nothing from a domain', () => {
    for (const id of Object.keys(FILE_LEVELS)) expect(graph.get(id)?.filter((to) => graph.has(to)), id).toEqual([]);
  });

  it('no file imports itself in a circle (type imports count: they are the same coupling)', () => {
    const cycles: string[][] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (id: string) => {
      state.set(id, 'open');
      stack.push(id);
      for (const next of graph.get(id) ?? []) {
        if (!graph.has(next)) continue;
        if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(id, 'done');
    };
    for (const id of graph.keys()) if (!state.has(id)) visit(id);
    expect(cycles).toEqual([]);
  });

  it('no two domains use each other, but the listed lateral pairs of the lower floors', () => {
    const uses = new Set<string>();
    for (const [from, targets] of graph) {
      for (const to of targets) {
        if (!graph.has(to) || domainOf(from) === domainOf(to) || FILE_LEVELS[to] !== undefined) continue;
        uses.add(`${domainOf(from)} -> ${domainOf(to)}`);
      }
    }
    const pairs = [...uses]
      .map((edge) => edge.split(' -> ') as [string, string])
      .filter(([a, b]) => a < b && uses.has(`${b} -> ${a}`))
      .map(([a, b]) => `${a} <-> ${b}`)
      .sort();
    expect(pairs).toEqual(ALLOWED_DOMAIN_CYCLES);
  });
});
