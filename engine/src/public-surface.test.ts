import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The public surface of @shop/engine (decision 940): each domain lists its names once in its own
 * entry (`index.ts`, and `model.ts` for the browser-safe part of a domain with server code); the
 * root entries only join those entries; the browser entries reach no server code.
 */
const root = dirname(fileURLToPath(import.meta.url));
const engineDir = dirname(root);
const exportsMap = (JSON.parse(readFileSync(join(engineDir, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;

const read = (path: string) => readFileSync(path, 'utf8');
const starTargets = (text: string) => [...text.matchAll(/^export \* from '([^']+)';/gm)].map((match) => match[1] ?? '');
const resolveModule = (from: string, specifier: string) => {
  const target = normalize(join(dirname(from), specifier)).replace(/\.(ts|js)$/, '');
  return [`${target}.ts`, join(target, 'index.ts')].find((candidate) => existsSync(candidate)) ?? `${target}.ts`;
};
/** engine/src/catalog/model.ts → 'catalog/model'. */
const idOf = (path: string) => relative(root, path).replace(/\.ts$/, '').split('\\').join('/');
const isDomainEntry = (id: string) => /^[a-z0-9-]+\/(index|model)$/.test(id);

/** Imports that a browser bundle must never reach: Node built-ins, the ORM, drivers, server-only libraries. */
const SERVER_ONLY = /^(node:|@mikro-orm\/|pg$|@electric-sql\/|pdfkit|nodemailer|smtp-server|@node-rs\/|pino|exceljs|@ironcalc\/|swissqrbill|yauzl|csv-|jose)/;

/** Runtime imports of a file (type-only imports are erased by the bundler). */
function runtimeImports(path: string): string[] {
  const text = read(path);
  return [...text.matchAll(/^\s*(import|export)(\s+type)?\s([^;]*?)\sfrom\s+'([^']+)'/gms)]
    .filter((match) => !match[2] && !/^\{\s*(type\s+[\w$]+\s*,?\s*)+\}$/.test((match[3] ?? '').trim()))
    .map((match) => match[4] ?? '');
}

function reachable(entry: string): { files: string[]; external: Map<string, string> } {
  const seen = new Set<string>();
  const external = new Map<string, string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const specifier of runtimeImports(path)) {
      if (specifier.startsWith('.')) visit(resolveModule(path, specifier));
      else if (!external.has(specifier)) external.set(specifier, idOf(path));
    }
  };
  visit(entry);
  return { files: [...seen].map(idOf), external };
}

const browserEntries = Object.entries(exportsMap)
  .filter(([subpath]) => subpath === './browser' || subpath.endsWith('/model') || isBrowserSafeDomain(subpath))
  .map(([subpath, file]) => [subpath, join(engineDir, file)] as const);

/** A domain without a `model.ts` whose index the root browser entry joins is browser-safe as a whole. */
function isBrowserSafeDomain(subpath: string): boolean {
  const targets = starTargets(read(join(root, 'browser.ts')));
  return targets.includes(`./${subpath.slice(2)}`);
}

describe('public surface of @shop/engine (decision 940)', () => {
  it('every subpath export names an existing file, and every domain entry has its subpath', () => {
    const missing = Object.values(exportsMap).filter((file) => !existsSync(join(engineDir, file)));
    expect(missing).toEqual([]);
    const joined = [...starTargets(read(join(root, 'index.ts'))), ...starTargets(read(join(root, 'browser.ts')))];
    const withoutSubpath = joined.map((target) => `./${target.slice(2)}`).filter((subpath) => exportsMap[subpath] === undefined);
    expect(withoutSubpath).toEqual([]);
  });

  it('the root entries join domain entries only (no `export *` from an implementation file)', () => {
    for (const file of ['index.ts', 'browser.ts']) {
      const notEntries = starTargets(read(join(root, file)))
        .map((target) => idOf(resolveModule(join(root, file), target)))
        .filter((id) => !isDomainEntry(id));
      expect(notEntries, file).toEqual([]);
    }
  });

  it("a domain entry lists names; its only `export *` is its own browser-safe model", () => {
    for (const file of Object.values(exportsMap).filter((path) => /\/src\/[a-z0-9-]+\/(index|model)\.ts$/.test(path))) {
      const stars = starTargets(read(join(engineDir, file)));
      expect(stars.filter((target) => target !== './model' || file.endsWith('/model.ts')), file).toEqual([]);
    }
  });

  it('the browser entries reach no Node built-in, ORM, database driver or entity', () => {
    expect(browserEntries.length).toBeGreaterThan(5);
    for (const [subpath, entry] of browserEntries) {
      const { files, external } = reachable(entry);
      const serverImports = [...external].filter(([specifier]) => SERVER_ONLY.test(specifier)).map(([specifier, by]) => `${by} -> ${specifier}`);
      expect(serverImports, subpath).toEqual([]);
      expect(files.filter((id) => id.endsWith('.entity') || id.startsWith('db/')), subpath).toEqual([]);
    }
  });

  it('the root entry exports everything of the browser entry', async () => {
    const [server, browser] = await Promise.all([import('./index'), import('./browser')]);
    const missing = Object.keys(browser).filter((name) => !(name in server));
    expect(missing).toEqual([]);
  });
});
