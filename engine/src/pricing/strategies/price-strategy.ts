import type { Decimal } from 'decimal.js';
import { roundMoney, toDecimal, type MoneyString } from '../../money/money';

/** Price strategies of a ProductPrice record (001 §3): NONE 1, EXCEL_PRICE 2, FIX_PRICE 3, REMOTE_PRICE 4, MARGIN_PRICE 5. */
export const PriceStrategyId = { NONE: 1, EXCEL_PRICE: 2, FIX_PRICE: 3, REMOTE_PRICE: 4, MARGIN_PRICE: 5 } as const;
export type PriceStrategyName = keyof typeof PriceStrategyId;
export type PriceStrategyIdValue = (typeof PriceStrategyId)[PriceStrategyName];

export function strategyNameOf(id: number): PriceStrategyName {
  const found = (Object.keys(PriceStrategyId) as PriceStrategyName[]).find((name) => PriceStrategyId[name] === id);
  return found ?? 'NONE';
}

/** A graduated price: from `quantity` pieces on, `price` per piece. */
export interface GraduatedPrice {
  quantity: number;
  price: MoneyString;
}

/** The price record of one customer for one product, as plain data (the strategies never see entities). */
export interface PriceRecordData {
  id: number;
  /** null: the product's default record (every shopper without a record of their own). */
  customerId: number | null;
  productId: number;
  unitOfSales: number;
  activeStrategy: number;
  excel: { excelFile: string | null; samplingPoints: number[] } | null;
  fix: { id: number; quantity: number; price: MoneyString }[];
  remote: { url: string; apiParamNames: Record<string, string>; samplingPoints: number[] } | null;
  margin: { margin: string } | null;
}

/** What a strategy needs to price one product for one customer. */
export interface PriceSubject {
  productId: number;
  /** The product's list price (NONE), null when it has none. */
  listPrice: MoneyString | null;
  productType: { id: number; excelFilePath: string | null; modelFamily: string | null };
  /** The product's own attribute values, overlaid with the cart item's configuration (attribute name → value). */
  configuration: Readonly<Record<string, string>>;
  /** The customer's price record; null = none (the NONE strategy applies). */
  record: PriceRecordData | null;
  /** The product's internal (cost) price from InternalPrice, null when none is kept. */
  internalPrice: MoneyString | null;
  /** Configurable: priced from its configuration (MARGIN uses the part list, never a stored internal price). */
  configurable?: boolean;
  /**
   * Material and labour cost of the part list built from the configuration (decision 801), null
   * when the product type has no model.
   */
  partCost?: MoneyString | null;
}

/**
 * Why a price is not available. A returned value the cart shows — never a crash, never a price
 * of zero.
 */
export type UnavailableReason =
  /** NONE: the product has no list price. */
  | 'no_list_price'
  /** The active strategy has no data (no fix rows, no workbook record, no margin). */
  | 'strategy_not_configured'
  /** EXCEL: the workbook file does not exist (or lies outside the files directory). */
  | 'workbook_missing'
  /** EXCEL: the workbook could not be read or a formula failed. */
  | 'workbook_error'
  /** REMOTE: the price service did not answer in time or answered with an error status. */
  | 'remote_unreachable'
  /** REMOTE: the price service answered something that is not a price. */
  | 'remote_invalid_answer'
  /** MARGIN: neither an internal price nor a part-list model cost. */
  | 'no_internal_price'
  /** MARGIN: the configuration does not build a model. */
  | 'invalid_configuration';

export type PriceQuote =
  | { available: true; pricePerOne: MoneyString; graduatedPrice: GraduatedPrice[] }
  | { available: false; reason: UnavailableReason; detail?: string };

/**
 * One way of pricing a product (Vendure-style strategy): the service picks the one named by the
 * record's activeStrategy; each has a `default-…` implementation beside this file.
 */
export interface PriceStrategy {
  readonly strategy: PriceStrategyName;
  /** Price per piece for `quantity` pieces (≥ 0), plus the graduated prices to show. */
  price(subject: PriceSubject, quantity: number): Promise<PriceQuote>;
}

export const unavailable = (reason: UnavailableReason, detail?: string): PriceQuote =>
  detail === undefined ? { available: false, reason } : { available: false, reason, detail };

export const availablePrice = (pricePerOne: Decimal | string, graduatedPrice: GraduatedPrice[] = []): PriceQuote => ({
  available: true,
  pricePerOne: roundMoney(toDecimal(pricePerOne)).toFixed(2),
  graduatedPrice,
});

/**
 * The graduated row that applies to a quantity: the one with the largest quantity ≤ the ordered
 * quantity; below the first row the first row applies. Rows must be sorted ascending.
 */
export function pickGraduated<T extends { quantity: number }>(rows: readonly T[], quantity: number): T | undefined {
  let picked = rows[0];
  for (const row of rows) if (row.quantity <= quantity) picked = row;
  return picked;
}

/** Sampling points as positive integers, unique and ascending. */
export function normalizeSamplingPoints(points: readonly number[]): number[] {
  return [...new Set(points.filter((point) => Number.isFinite(point) && point > 0).map((point) => Math.ceil(point)))].sort((a, b) => a - b);
}

/** A positive price from an untrusted value (number or decimal string), else undefined. */
export function positivePrice(value: unknown): Decimal | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  try {
    const price = toDecimal(value);
    return price.isFinite() && price.greaterThan(0) ? price : undefined;
  } catch {
    return undefined;
  }
}
