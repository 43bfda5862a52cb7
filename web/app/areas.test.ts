import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house of web/app (docs/architecture.md "Web: the layout by area"): the shop's areas —
 * shop, account, checkout — and the back office's domains under admin/ stand on three shared
 * rooms, i18n (page texts), kit (pieces every area uses) and server (request plumbing), which
 * import no area; /api is glue over the engine and the shared rooms only.
 */

const APP = import.meta.dirname;
const BASE = ['i18n', 'kit', 'server', 'styles'];
const SHOP = ['shop', 'account', 'checkout'];

/** Where a file of each area may import from, besides its own area and the engine. */
function allowed(area: string): (target: string) => boolean {
  if (area === 'root') return () => true;
  if (BASE.includes(area)) return (target) => BASE.includes(target);
  if (area === 'api') return (target) => BASE.includes(target);
  if (area === 'admin') return (target) => BASE.includes(target);
  // A back-office domain: the admin room (screens, layout, desk actions), its sibling domains, and
  // the shop's configurator model that the staff configurator shares (R001-2.32).
  if (area.startsWith('admin/')) return (target) => BASE.includes(target) || target === 'admin' || target.startsWith('admin/') || target === 'shop/configurator';
  // The shop's areas, its configurator among them.
  if (SHOP.includes(area) || area === 'shop/configurator') return (target) => BASE.includes(target) || SHOP.includes(target) || target === 'shop/configurator';
  throw new Error(`no rule for the area ${area}`);
}

/**
 * Two tables read across areas: the login page says which permission a staff member lacks
 * (R001-2.01) from the admin screen table; the request plumbing matches /api requests and their
 * guards against the /api route table.
 */
const EXCEPTIONS = new Set(['account/login.tsx -> admin/screens.server', 'server/api-path.server.ts -> api/api-routes']);

function areaOf(path: string): string {
  const parts = path.split('/');
  if (parts.length === 1) return 'root';
  if (parts[0] === 'admin' && parts.length > 2) return `admin/${parts[1]}`;
  if (parts[0] === 'shop' && parts[1] === 'configurator') return 'shop/configurator';
  return parts[0]!;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('+') || entry.name === '.react-router' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [relative(APP, path)] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(APP, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\(\s*|^import\s+)'(\.{1,2}\/[^']+)'/gm)].map((match) => match[1]!.split('?')[0]!);
  return specifiers.map((specifier) => normalize(join(dirname(file), specifier))).filter((target) => !target.startsWith('..') && !target.includes('+types'));
}

describe('areas of web/app', () => {
  const files = sourceFiles(APP);

  it('every file lies in a known area', () => {
    const areas = [...new Set(files.map((file) => areaOf(file)))].sort();
    expect(areas).toEqual(
      ['account', 'admin', 'admin/catalog', 'admin/customers', 'admin/dev', 'admin/imports', 'admin/orders', 'admin/quotes', 'admin/settings', 'api', 'checkout', 'i18n', 'kit', 'root', 'server', 'shop', 'shop/configurator'].sort(),
    );
  });

  it('imports point from the areas to the shared rooms, never back', () => {
    const wrong = files.flatMap((file) => {
      const area = areaOf(file);
      const ok = allowed(area);
      return importsOf(file)
        .filter((target) => areaOf(target) !== area && !ok(areaOf(target)) && !EXCEPTIONS.has(`${file} -> ${target}`))
        .map((target) => `${file} -> ${target}`);
    });
    expect(wrong).toEqual([]);
  });
});
