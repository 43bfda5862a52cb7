import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The delivery vocabulary has one front door, engine/src/shipping/delivery.ts (STYLE.md "one front
 * door per domain", decision 1097): no file outside engine/src/shipping/ compares a delivery type
 * or mode with its raw value or its enum member, keeps a label table of them, or writes the
 * pickup place out; it asks isPickup / isFedex / isDelivery and the labels there. Read from the
 * source of engine, web, cli and jobs (tests included), beside the import-direction test
 * (architecture.test.ts).
 */
const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const HOME = 'engine/src/shipping/';
const SELF = 'engine/src/delivery-vocabulary.test.ts';
const SKIPPED_FOLDERS = new Set(['node_modules', 'build', 'coverage', 'dist']);

const MODE = String.raw`['"\`](?:PICKUP|DELIVERY|FEDEX)['"\`]`;
const RULES: { what: string; pattern: RegExp; inTests: boolean }[] = [
  { what: 'a delivery mode compared with a string literal', pattern: new RegExp(String.raw`[=!]==?\s*${MODE}|${MODE}\s*[=!]==?`), inTests: true },
  { what: 'a delivery mode as a switch case', pattern: new RegExp(String.raw`case\s+${MODE}\s*:`), inTests: true },
  { what: 'a delivery type compared with a number', pattern: /deliveryType\)?\s*[=!]==?\s*\d|\d\s*[=!]==?\s*[\w.?]*deliveryType\b/, inTests: true },
  { what: 'a delivery type or mode compared with its enum member', pattern: /[=!]==?\s*Delivery(?:Type|Mode)\.[A-Z]|Delivery(?:Type|Mode)\.[A-Z]+\s*[=!]==?|case\s+Delivery(?:Type|Mode)\.[A-Z]/, inTests: true },
  { what: 'a label table keyed by a delivery type or mode', pattern: /['"][\w.]*(?:deliveryType|deliveryMode|delivery\.mode|doc\.delivery)\.(?:[1-4]|PICKUP|DELIVERY|FEDEX)['"]\s*:/, inTests: true },
  // Tests may assert what the shop shows ('Abholung in Niedergösgen'); code takes it from pickupPlaceLabel.
  { what: 'the pickup place written out', pattern: /Abholung in [A-ZÄÖÜ]|Retrait à [A-Z]|Pickup in [A-Z]/, inTests: false },
];

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** The rules a text breaks, as `line: what`. */
function literalDeliveryUses(text: string, test: boolean): string[] {
  return text.split('\n').flatMap((line, index) =>
    RULES.filter((rule) => (test ? rule.inTests : true) && rule.pattern.test(line)).map((rule) => `${index + 1}: ${rule.what}: ${line.trim()}`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED_FOLDERS.has(name) || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('the delivery vocabulary lives in engine/src/shipping/delivery.ts (decision 1097)', () => {
  it('no file outside engine/src/shipping/ compares delivery types or modes by literal, keeps their labels or writes the pickup place out', () => {
    const files = ['engine', 'web', 'cli', 'jobs'].flatMap((dir) => sourceFiles(join(repository, dir)));
    expect(files.length).toBeGreaterThan(500);
    const found = files
      .map((path) => relative(repository, path).split('\\').join('/'))
      .filter((path) => !path.startsWith(HOME) && path !== SELF)
      .flatMap((path) => literalDeliveryUses(readFileSync(join(repository, path), 'utf8'), isTest(path)).map((use) => `${path}:${use}`));
    expect(found).toEqual([]);
  });

  it('the check finds each kind of literal use and lets the vocabulary through', () => {
    const offending = [
      "if (input.deliveryMode === 'PICKUP') {",
      "const carrier = 'FEDEX' !== mode;",
      'case "DELIVERY":',
      'const pickup = order.deliveryType === 1;',
      '{request.deliveryType !== 1 && <Panel />}',
      'isPickup: quote.deliveryType === 1,',
      'if (data.deliveryMode !== DeliveryMode.PICKUP) return;',
      'case DeliveryType.FEDEX:',
      "  'doc.delivery.1': { de: 'x', fr: 'x', en: 'x' },",
      "  'delivery.mode.FEDEX': { de: 'x', fr: 'x', en: 'x' },",
      "  'order.deliveryType.2': { de: 'x', fr: 'x', en: 'x' },",
      "const label = { de: 'Abholung in Niedergösgen' };",
    ];
    for (const line of offending) expect(literalDeliveryUses(line, false), line).toHaveLength(1);
    const fine = [
      'if (isPickup(input.deliveryMode)) {',
      "deliveryMode: 'DELIVERY',",
      'deliveryType: DeliveryType.TRUCK,',
      'if (query.deliveryType !== undefined) where.push({ deliveryType: query.deliveryType });',
      'expect(order.deliveryType).toBe(4);',
      "<p>{deliveryModeLabel(mode, locale, company)}</p>",
    ];
    for (const line of fine) expect(literalDeliveryUses(line, false), line).toEqual([]);
    expect(literalDeliveryUses("expect(text).toContain('Abholung in Niedergösgen');", true)).toEqual([]);
  });
});
