/**
 * Pallet places (Stellplätze): how much truck floor a cart takes, from each product's transport
 * requirement (001 §3), and how the cart shows the load as stacks (000 §9). Pure; the model is
 * described in docs/freight.md.
 */

/**
 * A product's transport requirement (001 §3, the fields of TransportRequirement):
 * - `maxPackage`: pieces per pallet place — each further `maxPackage` pieces take one more place;
 * - `minSp`: the least number of places a cart line of the product takes (default 1), e.g. 2 for
 *   a crate longer than one place;
 * - `quantityForMinSp`: pieces that fit on those `minSp` places together.
 * Values that make no sense are read leniently: `maxPackage` or `quantityForMinSp` ≤ 0 count as
 * not set, `minSp` < 1 counts as 1, fractions are rounded up.
 */
export interface TransportRequirementRule {
  maxPackage?: number | null;
  minSp?: number | null;
  quantityForMinSp?: number | null;
}

/**
 * The requirement of a product that has none: one place per cart line, whatever the quantity.
 * Products that need more are given a requirement in the back office; guessing from a quantity
 * alone would price a box of 500 screws like 500 pallets.
 */
export const DEFAULT_TRANSPORT_REQUIREMENT: Readonly<TransportRequirementRule> = {
  maxPackage: null,
  minSp: 1,
  quantityForMinSp: null,
};

/** Stack display limits (000 §9): at most 4 stacks, at most 2 when the goods are round. */
export const MAX_STACKS = 4;
export const MAX_STACKS_ROUND = 2;

function positiveIntegerOrNull(value: number | null | undefined): number | null {
  return value === null || value === undefined || !Number.isFinite(value) || value <= 0 ? null : Math.ceil(value);
}

/**
 * Pallet places of one cart line:
 * 1. quantity ≤ 0 → 0 places;
 * 2. quantity ≤ quantityForMinSp → minSp places;
 * 3. with maxPackage: beyond quantityForMinSp pieces (or from the first piece when it is not
 *    set) each started maxPackage pieces take one more place, never fewer than minSp in total:
 *    minSp + ⌈(quantity − quantityForMinSp) / maxPackage⌉, or max(minSp, ⌈quantity / maxPackage⌉);
 * 4. without maxPackage but with quantityForMinSp: each started group of quantityForMinSp
 *    pieces takes minSp places: minSp × ⌈quantity / quantityForMinSp⌉;
 * 5. neither: minSp places (no requirement at all = {@link DEFAULT_TRANSPORT_REQUIREMENT} → 1).
 *
 * @example palletPlacesForLine(45, { maxPackage: 20 }) // 3
 * @example palletPlacesForLine(7, { minSp: 2, quantityForMinSp: 3 }) // 6
 */
export function palletPlacesForLine(quantity: number, requirement?: TransportRequirementRule | null): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  const maxPackage = positiveIntegerOrNull(requirement?.maxPackage);
  const minSp = positiveIntegerOrNull(requirement?.minSp) ?? 1;
  const quantityForMinSp = positiveIntegerOrNull(requirement?.quantityForMinSp);
  if (quantityForMinSp !== null && quantity <= quantityForMinSp) return minSp;
  if (maxPackage !== null) {
    return quantityForMinSp !== null
      ? minSp + Math.ceil((quantity - quantityForMinSp) / maxPackage)
      : Math.max(minSp, Math.ceil(quantity / maxPackage));
  }
  if (quantityForMinSp !== null) return minSp * Math.ceil(quantity / quantityForMinSp);
  return minSp;
}

/** How the cart shows pallet places as stacks (000 §9). */
export interface StackDisplay {
  /** Places per stack, larger stacks first; at most `maxStacks` entries, empty for no places. */
  stacks: number[];
  /** 4, or 2 for round goods. */
  maxStacks: number;
  round: boolean;
}

/**
 * Spreads pallet places over stacks for the load picture: one stack per place up to the limit
 * (4, or 2 for round goods), then the places are shared out as evenly as possible, larger stacks
 * first: 3 → [1, 1, 1]; 10 → [3, 3, 2, 2]; 5 round → [3, 2].
 */
export function stackDisplay(places: number, options: { round?: boolean } = {}): StackDisplay {
  const round = options.round ?? false;
  const maxStacks = round ? MAX_STACKS_ROUND : MAX_STACKS;
  const total = Number.isFinite(places) && places > 0 ? Math.ceil(places) : 0;
  const count = Math.min(total, maxStacks);
  const stacks = Array.from({ length: count }, (_, position) => Math.floor(total / count) + (position < total % count ? 1 : 0));
  return { stacks, maxStacks, round };
}

/** A cart line as the pallet calculation needs it. */
export interface PalletLine {
  productId?: number;
  quantity: number;
  /** The product's transport requirement; null/undefined = none (one place per line). */
  requirement?: TransportRequirementRule | null;
  /** Round goods (e.g. cable drums, round tables): the load picture shows at most 2 stacks. */
  round?: boolean;
}

export interface PalletPlan {
  lines: { productId?: number; quantity: number; places: number; round: boolean }[];
  /** Sum of the lines' places. */
  totalPlaces: number;
  /** The truck's capacity used to split the load, null when no truck was given. */
  maxParkingLots: number | null;
  /**
   * Places per trip: full trucks first, the rest on the last trip ([18, 18, 4] for 40 places on
   * an 18-place truck); [] for no places; one trip when no truck was given.
   */
  trips: number[];
  /** The load picture of the whole cart; round when any line is round (the stricter limit). */
  display: StackDisplay;
}

/**
 * Pallet places of a cart: the lines' places summed, then split into trips by the truck's
 * `maxParkingLots` (001 §3, Truck) — a cart that does not fit drives several times.
 */
export function planPalletPlaces(lines: readonly PalletLine[], truck?: { maxParkingLots: number } | null): PalletPlan {
  const planned = lines.map((line) => ({
    ...(line.productId === undefined ? {} : { productId: line.productId }),
    quantity: line.quantity,
    places: palletPlacesForLine(line.quantity, line.requirement),
    round: line.round ?? false,
  }));
  const totalPlaces = planned.reduce((sum, line) => sum + line.places, 0);
  const capacity = truck && Number.isFinite(truck.maxParkingLots) && truck.maxParkingLots > 0 ? Math.floor(truck.maxParkingLots) : null;
  return {
    lines: planned,
    totalPlaces,
    maxParkingLots: capacity,
    trips: splitIntoTrips(totalPlaces, capacity),
    display: stackDisplay(totalPlaces, { round: planned.some((line) => line.round && line.places > 0) }),
  };
}

/** Places per trip for a total on trucks of a capacity (null = one trip). */
export function splitIntoTrips(totalPlaces: number, capacity: number | null): number[] {
  if (totalPlaces <= 0) return [];
  if (capacity === null) return [totalPlaces];
  const full = Math.floor(totalPlaces / capacity);
  const rest = totalPlaces % capacity;
  return [...Array.from({ length: full }, () => capacity), ...(rest > 0 ? [rest] : [])];
}
