import { Decimal } from 'decimal.js';
import { toMoneyString, type MoneyString } from '../money/money';
import { COUNTRIES, isCountryCode, normalizeCountryCode } from '../validation/countries';
import type { PostalLines } from '../validation/postal-address';
import { fieldReader, readCsv, type LineIssue } from './csv-reader';
import { INSURANCE_KINDS, insuranceKindOf, type InsuranceKind } from './insurance';

/**
 * The auction house's invoice export (Koller; 001 §3 "Auction import", docs/imports.md): one line
 * per lot; the invoice's fields (reference, auction, buyer, delivery address) repeat on every
 * line and must agree. Read into invoiceData (R001-3.56).
 */

export const KOLLER_COLUMNS = {
  required: ['invoiceRef', 'auctionId', 'lotNumber', 'description', 'lineTotal', 'name', 'street', 'zipCode', 'city', 'country'],
  optional: ['url', 'email', 'phone', 'company', 'title', 'addressLines', 'isCompany', 'goodsClass', 'lengthCm', 'widthCm', 'heightCm', 'weightKg'],
} as const;

/** Fields of the invoice (not of a lot): every line carries them, with the same value. */
const INVOICE_FIELDS = ['invoiceRef', 'auctionId', 'name', 'street', 'zipCode', 'city', 'country', 'email', 'phone', 'company', 'title', 'addressLines', 'isCompany', 'goodsClass'] as const;

export const KOLLER_MESSAGES = {
  differs: 'Das Feld «{column}» weicht von Zeile {first} ab («{value}» statt «{expected}»).',
  duplicateLot: 'Los {lot} steht schon in Zeile {first}.',
  badKind: 'Unbekannte Warenklasse «{value}» (erlaubt: {allowed}).',
  badDimension: 'Das Feld «{column}» muss zwischen 1 und 1400 cm liegen.',
  negative: 'Der Betrag «{column}» darf nicht negativ sein.',
  badCountry: 'Unbekanntes Land «{value}».',
} as const;

/** One lot: what the buyer won, its invoice line and (when the export has them) its size. */
export interface AuctionLot {
  line: number;
  lotNumber: string;
  description: string;
  url: string | null;
  lineTotal: MoneyString;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  weightKg: number | null;
}

export interface AuctionDeliveryAddress extends PostalLines {
  title: string | null;
  /** The address block as the invoice prints it, line by line (kept for the operator). */
  rawLines: string[];
}

/** invoiceData of POST /koller (R001-3.56, R001-3.57). */
export interface AuctionInvoiceData {
  invoiceRef: string;
  auctionId: string;
  lotNumbers: string[];
  positions: AuctionLot[];
  /** Sum of the lines: the declared value for the insurance. */
  total: MoneyString;
  contact: { name: string; email: string | null; phone: string | null; company: string | null };
  deliveryAddress: AuctionDeliveryAddress;
  isCompany: boolean;
  insuranceKind: InsuranceKind;
}

export interface ParsedAuctionInvoice {
  invoiceData: AuctionInvoiceData | null;
  issues: LineIssue[];
  encoding: string;
}

/** A country as exports write it: the ISO code or its German, French or English name. */
export function countryCodeOf(value: string): string | null {
  if (isCountryCode(value)) return normalizeCountryCode(value);
  const name = value.trim().toLowerCase();
  return COUNTRIES.find((country) => Object.values(country.names).some((candidate) => candidate.toLowerCase() === name))?.code ?? null;
}

const truthy = (value: string) => ['1', 'ja', 'yes', 'true', 'x', 'oui'].includes(value.trim().toLowerCase());

/** Reads the file; invoiceData is null when it has issues (each names its line). */
export function parseAuctionInvoice(bytes: Uint8Array): ParsedAuctionInvoice {
  const table = readCsv(bytes, KOLLER_COLUMNS);
  const issues = [...table.issues];
  if (issues.length > 0) return { invoiceData: null, issues, encoding: table.encoding };
  const first = new Map<string, { value: string; line: number }>();
  const lots: AuctionLot[] = [];
  const lotLines = new Map<string, number>();
  for (const row of table.rows) {
    const field = fieldReader(row, issues);
    for (const column of INVOICE_FIELDS) {
      const value = row.cells[column] ?? '';
      const seen = first.get(column);
      if (!seen) first.set(column, { value, line: row.line });
      else if (value !== seen.value) issues.push({ line: row.line, message: KOLLER_MESSAGES.differs, params: { column, first: seen.line, value, expected: seen.value } });
    }
    for (const column of ['invoiceRef', 'auctionId', 'name', 'street', 'zipCode', 'city', 'country'] as const) field.text(column, { required: true });
    const lotNumber = field.text('lotNumber', { required: true, max: 40 });
    const earlier = lotLines.get(lotNumber);
    if (lotNumber !== '' && earlier !== undefined) issues.push({ line: row.line, message: KOLLER_MESSAGES.duplicateLot, params: { lot: lotNumber, first: earlier } });
    else lotLines.set(lotNumber, row.line);
    const lineTotal = field.number('lineTotal', { required: true });
    if (lineTotal?.isNegative()) issues.push({ line: row.line, message: KOLLER_MESSAGES.negative, params: { column: 'lineTotal' } });
    const size = (column: 'lengthCm' | 'widthCm' | 'heightCm') => {
      const value = field.number(column);
      if (value !== null && (value.lte(0) || value.gt(1400))) issues.push({ line: row.line, message: KOLLER_MESSAGES.badDimension, params: { column } });
      return value === null ? null : value.toNumber();
    };
    const weight = field.number('weightKg');
    lots.push({
      line: row.line,
      lotNumber,
      description: field.text('description', { required: true, max: 300 }),
      url: field.text('url', { max: 500 }) || null,
      lineTotal: lineTotal === null ? '0.00' : toMoneyString(lineTotal),
      lengthCm: size('lengthCm'),
      widthCm: size('widthCm'),
      heightCm: size('heightCm'),
      weightKg: weight === null ? null : weight.toNumber(),
    });
  }
  const value = (column: (typeof INVOICE_FIELDS)[number]) => first.get(column)?.value ?? '';
  const kindText = value('goodsClass');
  const insuranceKind = kindText === '' ? 'WOOD_PAINTINGS' : insuranceKindOf(kindText);
  if (insuranceKind === null) issues.push({ line: first.get('goodsClass')?.line ?? 2, message: KOLLER_MESSAGES.badKind, params: { value: kindText, allowed: INSURANCE_KINDS.join(', ') } });
  const country = countryCodeOf(value('country'));
  if (value('country') !== '' && country === null) issues.push({ line: first.get('country')?.line ?? 2, message: KOLLER_MESSAGES.badCountry, params: { value: value('country') } });
  if (issues.length > 0 || insuranceKind === null || country === null) return { invoiceData: null, issues, encoding: table.encoding };
  const company = value('company') || null;
  const rawLines = value('addressLines')
    ? value('addressLines').split(/\r?\n/).map((line) => line.trim()).filter(Boolean)
    : [company, value('name'), value('street'), `${value('zipCode')} ${value('city')}`, country].filter((line): line is string => Boolean(line));
  return {
    invoiceData: {
      invoiceRef: value('invoiceRef'),
      auctionId: value('auctionId'),
      lotNumbers: lots.map((lot) => lot.lotNumber),
      positions: lots,
      total: toMoneyString(lots.reduce((sum, lot) => sum.plus(lot.lineTotal), new Decimal(0))),
      contact: { name: value('name'), email: value('email').toLowerCase() || null, phone: value('phone') || null, company },
      deliveryAddress: { name: company ?? value('name'), street: value('street'), country, zipCode: value('zipCode'), city: value('city'), title: value('title') || null, rawLines },
      isCompany: value('isCompany') === '' ? company !== null : truthy(value('isCompany')),
      insuranceKind,
    },
    issues,
    encoding: table.encoding,
  };
}
