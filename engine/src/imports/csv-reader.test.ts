import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, decodeText, detectDelimiter, parseSwissNumber, readCsv, unreadableEncoding } from './csv-reader';
import { parseAuctionInvoice } from './koller-format';
import { insuranceKindOf, insuranceRate, insuranceTariffCsv, DEFAULT_INSURANCE_TARIFF } from './insurance';
import { composePackages } from './package-composition';

const sample = (name: string) => new Uint8Array(readFileSync(new URL(`../../../fixtures/imports/${name}`, import.meta.url)));
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('tolerant CSV reading [imports]', () => {
  it('reads UTF-8 with and without BOM and falls back to Windows-1252', () => {
    expect(decodeText(utf8('\uFEFFStrasse;Grösse'))).toEqual({ text: 'Strasse;Grösse', encoding: 'utf-8', bom: true });
    expect(decodeText(utf8('Grösse')).encoding).toBe('utf-8');
    expect(decodeText(Uint8Array.from([0x47, 0x72, 0xf6, 0x73, 0x73, 0x65, 0x20, 0x80]))).toMatchObject({ text: 'Grösse €', encoding: 'windows-1252' });
  });

  it('refuses UTF-16 and binary files by name instead of reading them as Windows-1252', () => {
    const text = 'orderNumber;status\r\nB-1;DELIVERED\r\n';
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
    expect(readCsv(utf16, { required: ['orderNumber'] }).issues).toEqual([{ line: 0, message: CSV_MESSAGES.encoding, params: { found: 'UTF-16' } }]);
    expect(unreadableEncoding(Buffer.from(text, 'utf16le'))).toBe('Binärdaten');
    expect(unreadableEncoding(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toBe('ZIP/xlsx');
    expect(unreadableEncoding(new TextEncoder().encode(text))).toBeNull();
    expect(unreadableEncoding(new Uint8Array([0x66, 0xfc, 0x72]))).toBeNull(); // 'für' in Windows-1252
  });

  it('guesses the separator from the header, ignoring quoted ones', () => {
    expect(detectDelimiter('a;b;c\n1,2;3;4')).toBe(';');
    expect(detectDelimiter('"a;x",b,c\n')).toBe(',');
    expect(detectDelimiter('a\tb\n')).toBe('\t');
  });

  it('reads Swiss numbers', () => {
    expect(parseSwissNumber("1'234.50")?.toFixed(2)).toBe('1234.50');
    expect(parseSwissNumber('1’234,5')?.toFixed(2)).toBe('1234.50');
    expect(parseSwissNumber('1.234,50')?.toFixed(2)).toBe('1234.50');
    expect(parseSwissNumber('CHF 420.–')?.toFixed(2)).toBe('420.00');
    expect(parseSwissNumber('-12')?.toFixed(0)).toBe('-12');
    expect(parseSwissNumber('zwölf')).toBeNull();
    expect(parseSwissNumber('1.2.3')).toBeNull();
  });

  it('keeps the start line of rows with quoted line breaks and names a missing column and an extra cell', () => {
    const table = readCsv(utf8('Name;Adresse;Betrag\r\nA;"Zeile 1\r\nZeile 2";1\r\n\r\nB;x;2;extra\r\nC;y;3;\r\n'), { required: ['name', 'betrag', 'menge'] });
    expect(table.rows.map((row) => [row.line, row.cells.name])).toEqual([
      [2, 'A'],
      [6, 'C'],
    ]);
    expect(table.rows[0]?.cells.Adresse).toBe('Zeile 1\nZeile 2');
    expect(table.issues).toEqual([
      { line: 1, message: 'Die Spalte «{column}» fehlt.', params: { column: 'menge' } },
      { line: 5, message: 'Die Zeile hat {count} Felder, die Kopfzeile {expected}.', params: { count: 4, expected: 3 } },
    ]);
  });

  it('names the line of an unclosed quote', () => {
    const table = readCsv(utf8('a;b\n1;2\n3;"offen\n'), { required: ['a'] });
    expect(table.issues[0]).toMatchObject({ line: 3 });
  });
});

describe('auction invoice file [imports]', () => {
  it('R001-3.56 reads invoiceRef, auctionId, lot numbers, positions with url and lineTotal, contact, deliveryAddress with rawLines and isCompany (UTF-8 with BOM, «;»)', () => {
    const { invoiceData, issues } = parseAuctionInvoice(sample('koller-invoice-ch.csv'));
    expect(issues).toEqual([]);
    expect(invoiceData).toMatchObject({
      invoiceRef: 'R-2026-04711',
      auctionId: 'A-219',
      lotNumbers: ['1042', '1043', '1107'],
      total: '16550.00',
      contact: { name: 'Anna Muster', email: 'anna.muster@example.ch', company: null },
      deliveryAddress: { name: 'Anna Muster', street: 'Bahnhofstrasse 14', zipCode: '5012', city: 'Schönenwerd', country: 'CH', title: 'Frau', rawLines: ['Frau', 'Anna Muster', 'Bahnhofstrasse 14', '5012 Schönenwerd'] },
      isCompany: false,
      insuranceKind: 'WOOD_PAINTINGS',
    });
    expect(invoiceData?.positions[0]).toMatchObject({ line: 2, lotNumber: '1042', description: 'Ölgemälde "Thunersee", Ferdinand Hodler (Schule), gerahmt', url: 'https://auktionen.example/a219/los/1042', lineTotal: '12450.00', weightKg: 9.5 });
    // The quoted address block spans four lines: the next lot starts on line 6.
    expect(invoiceData?.positions.map((lot) => lot.line)).toEqual([2, 6, 10]);
  });

  it('R001-3.56 reads a Windows-1252 file with «,», decimal commas and a country name; a company buyer', () => {
    const { invoiceData, issues, encoding } = parseAuctionInvoice(sample('koller-invoice-de-1252.csv'));
    expect(issues).toEqual([]);
    expect(encoding).toBe('windows-1252');
    expect(invoiceData).toMatchObject({
      total: '30200.00',
      isCompany: true,
      insuranceKind: 'STONE_CERAMICS_OTHERS',
      contact: { name: 'Jürgen Weiß', company: 'Galerie Weiß GmbH' },
      deliveryAddress: { name: 'Galerie Weiß GmbH', street: 'Großbeerenstraße 12', country: 'DE', zipCode: '10963' },
    });
  });

  it('names every bad line: an amount that is no number, a duplicate lot, a line of another buyer; and a missing column', () => {
    const { invoiceData, issues } = parseAuctionInvoice(sample('koller-invoice-bad.csv'));
    expect(invoiceData).toBeNull();
    expect(issues.map((issue) => [issue.line, issue.params?.column ?? issue.params?.lot])).toEqual([
      [3, 'lineTotal'],
      [4, '301'],
      [5, 'name'],
    ]);
    expect(parseAuctionInvoice(sample('koller-invoice-missing-column.csv')).issues).toEqual([{ line: 1, message: 'Die Spalte «{column}» fehlt.', params: { column: 'lineTotal' } }]);
  });
});

describe('insurance and crates [imports]', () => {
  it('R001-3.77 R001-3.54 goods classes wood/paintings and stone/ceramics/others; the rate has price, provider, zone and kind', () => {
    expect(insuranceKindOf('Gemälde')).toBe('WOOD_PAINTINGS');
    expect(insuranceKindOf('Keramik')).toBe('STONE_CERAMICS_OTHERS');
    expect(insuranceKindOf('STONE_CERAMICS_OTHERS')).toBe('STONE_CERAMICS_OTHERS');
    expect(insuranceKindOf('Lebensmittel')).toBeNull();
    expect(insuranceRate(DEFAULT_INSURANCE_TARIFF, 'CH', 'WOOD_PAINTINGS', '16550.00')).toEqual({
      price: '49.65',
      provider: DEFAULT_INSURANCE_TARIFF.provider,
      zone: 'CH',
      kind: 'WOOD_PAINTINGS',
      declaredValue: '16550.00',
      ratePerMille: 3,
    });
    expect(insuranceRate(DEFAULT_INSURANCE_TARIFF, 'DE', 'STONE_CERAMICS_OTHERS', '30200').price).toBe('271.80');
    expect(insuranceRate(DEFAULT_INSURANCE_TARIFF, 'US', 'WOOD_PAINTINGS', '100').price).toBe('30.00');
    expect(insuranceRate(DEFAULT_INSURANCE_TARIFF, 'US', 'WOOD_PAINTINGS', '100').zone).toBe('WELT');
  });

  it('R001-7.049 the tariff as CSV: one line per zone and goods class', () => {
    const csv = insuranceTariffCsv(DEFAULT_INSURANCE_TARIFF);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFFzone;countries;kind;kindLabel;ratePerMille;minimumPremiumChf;provider');
    expect(lines).toHaveLength(1 + 3 * 2);
    expect(lines[1]).toMatch(/^CH;CH LI;WOOD_PAINTINGS;Holzwaren und Gemälde;3;30.00;/);
  });

  it('R001-7.047 one crate per lot, padded and built by the crate model; a lot without size is estimated', () => {
    const { packages, totalWeightKg } = composePackages([
      { lotNumber: '1', description: 'Bild', lengthCm: 92, widthCm: 8, heightCm: 74, weightKg: 9.5 },
      { lotNumber: '2', description: 'Teller', lengthCm: null, widthCm: null, heightCm: null, weightKg: null },
    ]);
    expect(packages[0]).toMatchObject({ estimated: false, inner: { lengthCm: 102, widthCm: 18, heightCm: 84 } });
    expect(packages[0]!.outer.lengthCm).toBeGreaterThan(102);
    expect(packages[0]!.crateWeightKg).toBeGreaterThan(5);
    expect(packages[0]!.grossWeightKg).toBeCloseTo(packages[0]!.crateWeightKg + 9.5, 1);
    expect(packages[1]).toMatchObject({ estimated: true, inner: { lengthCm: 90, widthCm: 25, heightCm: 70 } });
    expect(totalWeightKg).toBeCloseTo(packages[0]!.grossWeightKg + packages[1]!.grossWeightKg, 1);
  });
});
