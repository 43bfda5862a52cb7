import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way to show a list of rows in the back office: the grid component (kit/AdminGrid.tsx,
 * docs/admin.md "Tables that are not grids"). A back-office file may write a raw `<table>` only
 * when it is no list of rows; each such file is named here with the reason, as in docs/admin.md.
 */
const NOT_GRIDS: Readonly<Record<string, string>> = {
  'index.tsx': "the start page's delivery week: a calendar of fixed weekdays against the fleet's capacity, not a list of records",
  'orders/truck-capacity.tsx': 'a matrix of weekdays × pallet places and capacity bars, with the chosen day beside it',
  'orders/FedexPanel.tsx': 'the package rows are inputs of one shipment form, added and removed in the browser',
  'quotes/StaffConfigurator.tsx': "a key/value layout: two row headers (the chosen customer's price, the price without a record)",
  'settings/settings.tsx': 'the freight tariff is a matrix (distance bands × pallet places) and the parcel tariff a key/value lookup (weight band → price), both edited as lines of text',
};

const ADMIN = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const withTables = sources(ADMIN)
  .filter((path) => /<table[\s>]/.test(readFileSync(path, 'utf8')))
  .map((path) => relative(ADMIN, path).split('\\').join('/'))
  .sort();

describe('back-office tables (docs/admin.md "Tables that are not grids")', () => {
  it('a list of rows is an AdminGrid: only the files named as no list of rows write a raw <table>', () => {
    expect(withTables.filter((path) => !(path in NOT_GRIDS)), 'render these lists with kit/AdminGrid.tsx, or name the file and why in NOT_GRIDS and docs/admin.md').toEqual([]);
  });

  it('every file named as no grid still writes its table (a converted one leaves the list)', () => {
    expect(Object.keys(NOT_GRIDS).filter((path) => !withTables.includes(path))).toEqual([]);
  });

  it('docs/admin.md names every file that is not a grid', () => {
    const docs = readFileSync(join(ADMIN, '../../../docs/admin.md'), 'utf8');
    const section = docs.slice(docs.indexOf('## Tables that are not grids'));
    expect(section.length).toBeLessThan(docs.length);
    for (const path of Object.keys(NOT_GRIDS)) expect(section, path).toContain(`web/app/admin/${path}`);
  });
});
