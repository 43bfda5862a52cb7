import { buildCrate, crateInputSchema } from '../parts';
import type { CarrierPackage } from '../shipping/carrier';

/**
 * The package composition of an auction shipment (R001-7.047): one crate per lot, sized from the
 * lot with 5 cm of padding on every side and built by the catalogue's crate model (parts/crate),
 * which gives its outer size and wood weight. A lot without dimensions gets the standard
 * painting size (decision 833) and is marked estimated.
 */

export const LOT_PADDING_CM = 5;
export const STANDARD_LOT_CM = { length: 80, width: 15, height: 60 } as const;
export const STANDARD_LOT_KG = 8;

export interface LotSize {
  lotNumber: string;
  description: string;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  weightKg: number | null;
}

export interface LotPackage {
  lotNumber: string;
  description: string;
  /** true when the lot's size or weight was not in the file and the standard was used. */
  estimated: boolean;
  /** Inner size of the crate in cm. */
  inner: { lengthCm: number; widthCm: number; heightCm: number };
  /** Outer size in cm (what the courier measures). */
  outer: { lengthCm: number; widthCm: number; heightCm: number };
  crateWeightKg: number;
  /** Crate and lot. */
  grossWeightKg: number;
}

export interface PackageComposition {
  packages: LotPackage[];
  totalWeightKg: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function composePackages(lots: readonly LotSize[]): PackageComposition {
  const packages = lots.map((lot): LotPackage => {
    const estimated = lot.lengthCm === null || lot.widthCm === null || lot.heightCm === null || lot.weightKg === null;
    const [length, width, height] = [lot.lengthCm ?? STANDARD_LOT_CM.length, lot.widthCm ?? STANDARD_LOT_CM.width, lot.heightCm ?? STANDARD_LOT_CM.height].map((cm) =>
      Math.ceil(cm + 2 * LOT_PADDING_CM),
    ) as [number, number, number];
    const crate = buildCrate(crateInputSchema.parse({ innerLength: length * 10, innerWidth: width * 10, innerHeight: height * 10, lid: true, skids: 'none' }));
    const { min, max } = crate.bounds;
    // bounds are length (x) × height (y) × width (z) in mm.
    const outer = { lengthCm: Math.ceil((max.x - min.x) / 10), widthCm: Math.ceil((max.z - min.z) / 10), heightCm: Math.ceil((max.y - min.y) / 10) };
    const crateWeightKg = round1(crate.totals.weight);
    return {
      lotNumber: lot.lotNumber,
      description: lot.description,
      estimated,
      inner: { lengthCm: length, widthCm: width, heightCm: height },
      outer,
      crateWeightKg,
      grossWeightKg: round1(crateWeightKg + (lot.weightKg ?? STANDARD_LOT_KG)),
    };
  });
  return { packages, totalWeightKg: round1(packages.reduce((sum, item) => sum + item.grossWeightKg, 0)) };
}

/** The crates as the carrier's packages (declared value per crate: the lot's line total). */
export function carrierPackagesOf(composition: PackageComposition, values: ReadonlyMap<string, string> = new Map()): CarrierPackage[] {
  return composition.packages.map((item) => ({
    lengthCm: item.outer.lengthCm,
    widthCm: item.outer.widthCm,
    heightCm: item.outer.heightCm,
    weightKg: item.grossWeightKg,
    packageType: 'crate',
    ...(values.has(item.lotNumber) ? { declaredValue: values.get(item.lotNumber) } : {}),
  }));
}
