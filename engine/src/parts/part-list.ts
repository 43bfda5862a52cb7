import { Decimal } from 'decimal.js';
import { roundMoney, toMoneyString } from '../money/money';

/**
 * The part list (Stückliste, 001 §3): one line per kind of part with count, dimensions, material
 * and the part info that drives weight, volume and internal cost. Pure.
 */

/** Part info (001 §3). */
export interface PartInfo {
  /** Stock key; wood parts start with BF, KB, PL or SK (see materials.ts for the mapping). */
  partListKey: string;
  /** Unit price in CHF (decimal string) per unit of `amount`: m³ (BF, KB), m² (PL) or piece (others). */
  price: string;
  /** Quantity of the whole line in the key's unit (m³, m² or pieces). */
  amount: number;
  /** Weight of the whole line in kg. */
  weight: number;
  /** Wood volume of the whole line in m³ (0 for non-wood parts). */
  amountInCubic: number;
}

/** A part list line (001 §3). Dimensions in mm: length ≥ width ≥ height (thickness). */
export interface PartListLine {
  articleName: string;
  articleNumber: string;
  count: number;
  length: number;
  width: number;
  height: number;
  /** Material name ('Sägeroh Fichte/Tanne'). */
  mat: string;
  /** Position in the list (assembly order); merged lines keep the smallest. */
  order: number;
  partInfo: PartInfo;
  remark: string;
}

/** Issue levels of a part list (001 §3). */
export const ISSUE_LEVELS = ['WARNING', 'ERROR'] as const;
export type IssueLevel = (typeof ISSUE_LEVELS)[number];

/** A problem of a configuration: `message` is a message key, translated by the caller with `params`. */
export interface Issue {
  level: IssueLevel;
  message: string;
  params: Record<string, string | number | boolean>;
}

/**
 * The message keys of the models' issues. German reading for the translators:
 * - tooLargeForTruck: 'Die Kiste ({length} × {width} × {height} mm) passt in keinen Lastwagen ({truckLength} × {truckWidth} × {truckHeight} mm).'
 * - tallShape: 'Die Kiste ist mehr als doppelt so hoch ({height} mm) wie breit ({width} mm): Kippgefahr.'
 * - heavyWithoutSkids: 'Eine Kiste mit {volume} m³ Innenvolumen braucht Kufen für den Stapler.'
 * - boardTooLong: 'Bretter über {maxLength} mm ({length} mm) müssen gestossen werden.'
 * - deckBoardsDoNotFit: '{count} Deckbretter brauchen {required} mm, die Palette ist {width} mm breit.'
 * - wideDeckGaps: 'Die Lücken zwischen den Deckbrettern ({gap} mm) sind grösser als {maxGap} mm.'
 * - blocksWithoutBottomBoards: 'Eine Klotzpalette ohne Bodenbretter ist nicht stabil.'
 * - narrowerThanMinWidth: '{material} wird nicht schmaler als {minWidth} mm geschnitten ({width} mm).'
 * - longerThanStock: '{material} gibt es nur bis {maxLength} mm Länge ({length} mm).'
 * - cushionsIgnored: 'Ein Tisch hat keine Kissen; die Kissen werden weggelassen.'
 * - castorOverload: 'Die Rollen tragen je {capacity} kg, nötig sind {required} kg je Rolle.'
 * - highSeat: 'Die Sitzhöhe von {seatHeight} mm ist ungewöhnlich hoch (über {maxSeatHeight} mm).'
 */
export const PartIssueMessage = {
  TOO_LARGE_FOR_TRUCK: 'parts.tooLargeForTruck',
  TALL_SHAPE: 'parts.tallShape',
  HEAVY_WITHOUT_SKIDS: 'parts.heavyWithoutSkids',
  BOARD_TOO_LONG: 'parts.boardTooLong',
  DECK_BOARDS_DO_NOT_FIT: 'parts.deckBoardsDoNotFit',
  WIDE_DECK_GAPS: 'parts.wideDeckGaps',
  BLOCKS_WITHOUT_BOTTOM_BOARDS: 'parts.blocksWithoutBottomBoards',
  NARROWER_THAN_MIN_WIDTH: 'parts.narrowerThanMinWidth',
  LONGER_THAN_STOCK: 'parts.longerThanStock',
  CUSHIONS_IGNORED: 'parts.cushionsIgnored',
  CASTOR_OVERLOAD: 'parts.castorOverload',
  HIGH_SEAT: 'parts.highSeat',
} as const;
export type PartIssueMessage = (typeof PartIssueMessage)[keyof typeof PartIssueMessage];

/** True when any issue is an ERROR (the configuration cannot be produced). */
export function hasErrors(issues: readonly Issue[]): boolean {
  return issues.some((issue) => issue.level === 'ERROR');
}

/** Totals of a part list. */
export interface PartListTotals {
  /** kg, rounded to grams. */
  weight: number;
  /** Wood volume in m³, rounded to mm³ (9 places). */
  volume: number;
  /** Internal material cost in CHF (decimal string, rounded 0.01 half-up). */
  materialCost: string;
}

/** Key prefixes of wood parts (001 §3). */
export const WOOD_PART_KEY_PREFIXES = ['BF', 'KB', 'PL', 'SK'] as const;
export type WoodPartKeyPrefix = (typeof WOOD_PART_KEY_PREFIXES)[number];

/** True for a wood part's key (BF, KB, PL, SK). */
export function isWoodPartKey(partListKey: string): boolean {
  return WOOD_PART_KEY_PREFIXES.some((prefix) => partListKey.startsWith(prefix));
}

export type AmountUnit = 'm3' | 'm2' | 'piece';

/** The unit of `amount` and `price` of a key: BF/KB per m³, PL per m², everything else per piece. */
export function amountUnitOf(partListKey: string): AmountUnit {
  if (partListKey.startsWith('BF') || partListKey.startsWith('KB')) return 'm3';
  if (partListKey.startsWith('PL')) return 'm2';
  return 'piece';
}

/** FNV-1a (32 bit) of a remark as 8 hex digits: stable, pure, enough to tell remarks apart. */
export function hashRemark(remark: string): string {
  let hash = 0x811c9dc5;
  for (const char of remark.trim()) {
    const code = char.codePointAt(0) ?? 0;
    hash ^= code;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Merge key (001 §3): name, length, height, width and a hash of the remark. */
export function partListMergeKey(line: Pick<PartListLine, 'articleName' | 'length' | 'height' | 'width' | 'remark'>): string {
  return [line.articleName, line.length, line.height, line.width, hashRemark(line.remark)].join('|');
}

function addQuantities(a: number, b: number): number {
  return new Decimal(a).plus(b).toNumber();
}

/**
 * Merges identical lines (same merge key): counts and amounts, weights and volumes add; the
 * smallest order wins. Lines with the same key but another material or key are a modelling
 * mistake and throw. The result is sorted by order, then name, then size (largest first).
 */
export function mergePartListLines(lines: readonly PartListLine[]): PartListLine[] {
  const merged = new Map<string, PartListLine>();
  for (const line of lines) {
    const key = partListMergeKey(line);
    const existing = merged.get(key);
    if (existing === undefined) {
      merged.set(key, { ...line, partInfo: { ...line.partInfo } });
      continue;
    }
    if (
      existing.mat !== line.mat ||
      existing.articleNumber !== line.articleNumber ||
      existing.partInfo.partListKey !== line.partInfo.partListKey ||
      !new Decimal(existing.partInfo.price).equals(line.partInfo.price)
    ) {
      throw new Error(`Part list lines '${key}' differ in material or price and cannot be merged`);
    }
    existing.count += line.count;
    existing.order = Math.min(existing.order, line.order);
    existing.partInfo.amount = addQuantities(existing.partInfo.amount, line.partInfo.amount);
    existing.partInfo.weight = addQuantities(existing.partInfo.weight, line.partInfo.weight);
    existing.partInfo.amountInCubic = addQuantities(existing.partInfo.amountInCubic, line.partInfo.amountInCubic);
  }
  return sortPartList([...merged.values()]);
}

/** Sorts lines by order, name, then length, width, height (largest first), then remark. */
export function sortPartList(lines: PartListLine[]): PartListLine[] {
  return lines.sort(
    (a, b) =>
      a.order - b.order ||
      a.articleName.localeCompare(b.articleName, 'de') ||
      b.length - a.length ||
      b.width - a.width ||
      b.height - a.height ||
      a.remark.localeCompare(b.remark, 'de'),
  );
}

/** Cost of a line (unit price × amount), unrounded. */
export function partListLineCostDecimal(line: PartListLine): Decimal {
  return new Decimal(line.partInfo.price).times(line.partInfo.amount);
}

/** Cost of a line in CHF, rounded to 0.01 ('12.35'). */
export function partListLineCost(line: PartListLine): string {
  return toMoneyString(partListLineCostDecimal(line));
}

/** Totals: weight (kg, 3 places), wood volume (m³, 9 places), material cost (CHF, rounded once). */
export function partListTotals(lines: readonly PartListLine[]): PartListTotals {
  let weight = new Decimal(0);
  let volume = new Decimal(0);
  let cost = new Decimal(0);
  for (const line of lines) {
    weight = weight.plus(line.partInfo.weight);
    volume = volume.plus(line.partInfo.amountInCubic);
    cost = cost.plus(partListLineCostDecimal(line));
  }
  return {
    weight: weight.toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toNumber(),
    volume: volume.toDecimalPlaces(9, Decimal.ROUND_HALF_UP).toNumber(),
    materialCost: roundMoney(cost).toFixed(2),
  };
}
