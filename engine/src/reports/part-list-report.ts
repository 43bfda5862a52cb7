import { Decimal } from 'decimal.js';
import type { Locale } from '../i18n/locales';
import { roundMoney } from '../money/money';
import {
  buildFromConfiguration,
  isProductFamily,
  productModels,
  type Box,
  type Issue,
  type PartListLine,
  type PartListTotals,
  type ProductFamily,
} from '../parts';
import { partListLineCostDecimal } from '../parts/part-list';
import { translateValidation } from '../validation/messages';

/**
 * The part list report (Stückliste, 001 §1 and §3) as plain data: per position the merged part
 * list lines of one piece, its issues and its boxes (for the views), straight from the product
 * model of the position's product type (engine/src/parts) — never a second model.
 */

/** Which customer request a report reads: an order or a quote (Offerte); a single product as well. */
export const REPORT_SUBJECT_KINDS = ['ORDER', 'QUOTE', 'PRODUCT'] as const;
export type ReportSubjectKind = (typeof REPORT_SUBJECT_KINDS)[number];

export interface ReportPosition {
  /** 1, 2, … in the order of the request. */
  number: number;
  name: string;
  articleNumber: string | null;
  quantity: number;
  /** The model's attributes as the position has them ('Innenlänge: 1200 mm'). */
  configuration: { name: string; value: string }[];
  family: ProductFamily | null;
  /**
   * A product without a model (hardware and accessories bought in, flat rates): no part list and
   * no views (001 §9 "excluding hardware-kind products", decision 851).
   */
  hardware: boolean;
  parts: PartListLine[];
  issues: Issue[];
  /** Why the configuration could not be built (field problems, translated). */
  problems: string[];
  totals: PartListTotals | null;
  boxes: Box[];
}

export interface MaterialTotal {
  material: string;
  /** Wood volume in m³ over all positions (× quantity). */
  volume: Decimal;
  weight: Decimal;
  cost: Decimal;
}

export interface PartListReport {
  kind: ReportSubjectKind;
  /** 'B-2026-000123', a quote's number, or the article number of a single product. */
  reference: string;
  customerName: string | null;
  date: Date;
  locale: Locale;
  positions: ReportPosition[];
  materialTotals: MaterialTotal[];
  total: { volume: Decimal; weight: Decimal; cost: Decimal };
}

/** What a position needs to be built: its product's model family, own values and the position's configuration. */
export interface ReportPositionSource {
  name: string;
  articleNumber: string | null;
  quantity: number;
  modelFamily: string | null | undefined;
  canBeConfigured: boolean;
  /** The product's own attribute values (name → text). */
  own: Readonly<Record<string, string>>;
  configuration: Readonly<Record<string, string>>;
}

const ignoreWarning = () => undefined;

/** Builds one position from its product's model (configurable products: own values overlaid with the position's). */
export function buildReportPosition(source: ReportPositionSource, number: number, locale: Locale): ReportPosition {
  const base = { number, name: source.name, articleNumber: source.articleNumber, quantity: source.quantity };
  const family = source.modelFamily;
  if (!isProductFamily(family)) {
    return { ...base, configuration: [], family: null, hardware: true, parts: [], issues: [], problems: [], totals: null, boxes: [] };
  }
  const merged: Record<string, string> = source.canBeConfigured ? { ...source.own, ...source.configuration } : { ...source.own };
  const configuration = productModels[family].attributes
    .filter((spec) => merged[spec.name] !== undefined && merged[spec.name] !== '')
    .map((spec) => ({ name: spec.name, value: merged[spec.name] ?? '' }));
  const built = buildFromConfiguration(family, merged, ignoreWarning);
  if (!built.ok) {
    const problems = built.errors.map((error) => {
      const attribute = productModels[family].attributes.find((spec) => spec.field === error.field.split('.')[0]);
      const text = translateValidation(error.message, error.params as Record<string, string | number> | undefined, locale);
      return attribute ? `${attribute.name}: ${text}` : text;
    });
    return { ...base, configuration, family, hardware: false, parts: [], issues: [], problems: [...new Set(problems)], totals: null, boxes: [] };
  }
  const { parts, issues, totals, boxes } = built.result;
  return { ...base, configuration, family, hardware: false, parts, issues, problems: [], totals, boxes };
}

/** Totals per material over all positions, each line counted `quantity` times; sorted by material name. */
export function materialTotalsOf(positions: readonly ReportPosition[]): { byMaterial: MaterialTotal[]; total: PartListReport['total'] } {
  const byMaterial = new Map<string, MaterialTotal>();
  for (const position of positions) {
    for (const line of position.parts) {
      const entry = byMaterial.get(line.mat) ?? { material: line.mat, volume: new Decimal(0), weight: new Decimal(0), cost: new Decimal(0) };
      entry.volume = entry.volume.plus(new Decimal(line.partInfo.amountInCubic).times(position.quantity));
      entry.weight = entry.weight.plus(new Decimal(line.partInfo.weight).times(position.quantity));
      entry.cost = entry.cost.plus(partListLineCostDecimal(line).times(position.quantity));
      byMaterial.set(line.mat, entry);
    }
  }
  const list = [...byMaterial.values()].sort((a, b) => a.material.localeCompare(b.material, 'de'));
  const total = list.reduce(
    (sum, entry) => ({ volume: sum.volume.plus(entry.volume), weight: sum.weight.plus(entry.weight), cost: sum.cost.plus(entry.cost) }),
    { volume: new Decimal(0), weight: new Decimal(0), cost: new Decimal(0) },
  );
  for (const entry of list) entry.cost = roundMoney(entry.cost);
  return { byMaterial: list, total: { ...total, cost: roundMoney(total.cost) } };
}

/** The whole report from its positions. */
export function assemblePartListReport(
  header: Pick<PartListReport, 'kind' | 'reference' | 'customerName' | 'date' | 'locale'>,
  sources: readonly ReportPositionSource[],
): PartListReport {
  const positions = sources.map((source, index) => buildReportPosition(source, index + 1, header.locale));
  const { byMaterial, total } = materialTotalsOf(positions);
  return { ...header, positions, materialTotals: byMaterial, total };
}
