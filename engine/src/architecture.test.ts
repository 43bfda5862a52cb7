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
  money: 1, i18n: 1, validation: 1, calendar: 1, files: 1, db: 1, errors: 1, logging: 1, config: 1, workbooks: 1, context: 1, cache: 1, 'project-root': 1, 'postal-address': 1, 'answer-fields': 1,
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
  imports: 6, jobs: 6, fixtures: 6, backup: 6,
  // the composition roots
  engine: 7, index: 7, browser: 7, database: 7, entities: 7,
};

/**
 * Files that are vocabulary of a lower floor than their folder, shared by lower domains; they
 * import nothing but ground-floor root files (checked below). requests/enums: the payment options
 * and order states the cart and the price call speak (the delivery types and modes are
 * shipping/delivery.ts's, floor 3, decision 1097); settings/company: the company profile the
 * config's defaults name; catalog/enums: the shop modes every request context carries;
 * auth/permissions: Permission, the guard language and the one guard table (requireGuard) every domain calls;
 * shipping/truck.entity: the fleet's trucks, which a customer's quick-order right names.
 */
const FILE_LEVELS: Record<string, number> = {
  'requests/enums': 1,
  'settings/company': 1,
  'catalog/enums': 1,
  'auth/permissions': 1,
  'shipping/truck.entity': 2,
};

/**
 * Known exceptions, each with its reason; the test fails when one disappears (remove it) or a
 * new one appears. None today: keep it so.
 */
const ALLOWED_UPWARD: string[] = [];

/** Two domains of one floor using each other (lateral, not upward); the list may only shrink. */
const ALLOWED_DOMAIN_CYCLES = ['auth <-> customers'];

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

  it('vocabulary files placed on a lower floor import nothing but ground-floor root files', () => {
    // Root files (context, errors) have no folder; a circle through them would need an import upward.
    const rootFile = (id: string) => !id.includes('/') && levelOf(id) === 1;
    for (const id of Object.keys(FILE_LEVELS)) expect(graph.get(id)?.filter((to) => graph.has(to) && !rootFile(to)), id).toEqual([]);
  });

  it('db/ is the ground floor: it imports no domain, only ground-floor root files', () => {
    const outside = [...graph]
      .filter(([from]) => domainOf(from) === 'db')
      .flatMap(([from, targets]) => targets.filter((to) => graph.has(to) && domainOf(to) !== 'db' && (to.includes('/') || levelOf(to) !== 1)).map((to) => `${from} -> ${to}`));
    expect(outside).toEqual([]);
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

  it('no circle of any length runs between domains, but the listed lateral pairs of the lower floors', () => {
    // Each listed pair counts as one domain; every strongly connected component of more than one
    // domain is a circle (orders -> documents -> quotes -> orders as much as a pair).
    const merged = new Map<string, string>();
    for (const pair of ALLOWED_DOMAIN_CYCLES) {
      const [a = '', b = ''] = pair.split(' <-> ');
      const group = [...new Set([...(merged.get(a) ?? a).split('+'), ...(merged.get(b) ?? b).split('+')])].sort().join('+');
      for (const domain of group.split('+')) merged.set(domain, group);
    }
    const nodeOf = (domain: string) => merged.get(domain) ?? domain;
    const edges = new Map<string, Set<string>>();
    for (const [from, targets] of graph) {
      for (const to of targets) {
        if (!graph.has(to) || FILE_LEVELS[to] !== undefined) continue;
        const [a, b] = [nodeOf(domainOf(from)), nodeOf(domainOf(to))];
        if (a === b) continue;
        edges.set(a, (edges.get(a) ?? new Set()).add(b));
      }
    }
    expect(stronglyConnected(edges).filter((component) => component.length > 1)).toEqual([]);
    // A listed pair that no longer uses each other both ways is removed from the list.
    const uses = (a: string, b: string) => [...graph].some(([from, targets]) => domainOf(from) === a && targets.some((to) => graph.has(to) && domainOf(to) === b && FILE_LEVELS[to] === undefined));
    const pairs = ALLOWED_DOMAIN_CYCLES.filter((pair) => {
      const [a = '', b = ''] = pair.split(' <-> ');
      return uses(a, b) && uses(b, a);
    });
    expect(pairs).toEqual(ALLOWED_DOMAIN_CYCLES);
  });

  it('the circle finder finds circles of any length', () => {
    const edges = new Map(Object.entries({ a: new Set(['b']), b: new Set(['c']), c: new Set(['a', 'd']), d: new Set<string>(), e: new Set(['e']) }));
    expect(stronglyConnected(edges).filter((component) => component.length > 1)).toEqual([['a', 'b', 'c']]);
  });
});

/** Tarjan's strongly connected components of a directed graph, each sorted, in a stable order. */
function stronglyConnected(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets])])].sort();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return components.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
