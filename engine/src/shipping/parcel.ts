import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { roundMoney, toDecimal, toMoneyString, type MoneyInput, type MoneyString } from '../money/money';
import { DEFAULT_COUNTRY_CODE, isDomesticCountry } from '../validation/countries';

/**
 * Parcels by Swiss Post (delivery mode PARCEL, type MAIL 3; decision 1140): what fits the post's
 * limits and what it costs by the parcel tariff of the settings (key {@link PARCEL_TARIFF_SETTING_KEY}).
 * Pure: the pieces' weights and sizes come from parcel-pieces.ts. Every unit ordered travels as
 * one parcel (a crate, a pallet, a cushion is sent as it is), priced by its weight band.
 */

/** The settings key under which the back office keeps the parcel tariff. */
export const PARCEL_TARIFF_SETTING_KEY = 'parcel.tariff';

/** Swiss Post's limits of a parcel: up to 30 kg, 100 × 60 × 60 cm, to addresses in CH and LI. */
export const PARCEL_LIMITS = { maxWeightKg: 30, maxDimensionsCm: [100, 60, 60] as const, countries: ['CH', 'LI'] as const } as const;

/** Working days a parcel travels once handed to the post (PostPac Priority: the next working day). */
export const PARCEL_TRANSIT_DAYS = 1;

const priceSchema = z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/, 'Betrag ≥ 0 mit höchstens 2 Dezimalstellen');

/**
 * The parcel tariff: CHF per parcel by weight band, each band up to `upToKg` inclusive (from the
 * previous band's bound). The last band reaches the post's 30 kg, so every parcel that fits has a price.
 */
export const parcelTariffSchema = z
  .object({
    currency: z.literal('CHF').default('CHF'),
    bands: z
      .array(z.object({ upToKg: z.number().positive().max(PARCEL_LIMITS.maxWeightKg, `Höchstens ${PARCEL_LIMITS.maxWeightKg} kg je Paket`), price: priceSchema }))
      .min(1),
  })
  .superRefine((tariff, ctx) => {
    tariff.bands.forEach((band, position) => {
      const previous = tariff.bands[position - 1]?.upToKg;
      if (previous !== undefined && band.upToKg <= previous) ctx.addIssue({ code: 'custom', path: ['bands', position, 'upToKg'], message: 'Gewichtsstufen müssen aufsteigend sein' });
    });
    if (tariff.bands.at(-1)?.upToKg !== PARCEL_LIMITS.maxWeightKg) {
      ctx.addIssue({ code: 'custom', path: ['bands', tariff.bands.length - 1, 'upToKg'], message: `Die letzte Gewichtsstufe muss bis ${PARCEL_LIMITS.maxWeightKg} kg reichen` });
    }
  });

export type ParcelTariff = z.infer<typeof parcelTariffSchema>;

/**
 * The tariff the shop starts with until the back office saves its own: Swiss Post PostPac
 * Priority's counter prices of 2026 (CHF, VAT included by the post; for us the freight we charge).
 */
export const defaultParcelTariff: ParcelTariff = {
  currency: 'CHF',
  bands: [
    { upToKg: 2, price: '10.50' },
    { upToKg: 10, price: '13.50' },
    { upToKg: 30, price: '24.00' },
  ],
};

/** Band headings of a tariff: ['bis 2 kg', '2–10 kg', '10–30 kg']. */
export function parcelBandLabels(tariff: ParcelTariff): string[] {
  return tariff.bands.map((band, position) => {
    const from = tariff.bands[position - 1]?.upToKg;
    return from === undefined ? `bis ${band.upToKg} kg` : `${from}–${band.upToKg} kg`;
  });
}

/** One unit of a cart line as it would travel: its weight (kg) and its outer size (cm, any order); null when the product does not say. */
export interface ParcelPiece {
  weightKg: number | null;
  dimensionsCm: readonly number[] | null;
}

/** Why a piece cannot go as a parcel. */
export type ParcelMisfit =
  /** The product names no weight: the post's limit cannot be checked. */
  | 'no_weight'
  /** The product names no outer size (length, width and height). */
  | 'no_size'
  /** Over 30 kg. */
  | 'too_heavy'
  /** Larger than 100 × 60 × 60 cm (compared longest side to longest side). */
  | 'too_large';

/** Why a piece does not fit a parcel, or null when it does. */
export function parcelMisfit(piece: ParcelPiece): ParcelMisfit | null {
  if (piece.weightKg === null || !Number.isFinite(piece.weightKg) || piece.weightKg <= 0) return 'no_weight';
  const size = piece.dimensionsCm;
  if (!size || size.length !== 3 || size.some((side) => !Number.isFinite(side) || side <= 0)) return 'no_size';
  if (piece.weightKg > PARCEL_LIMITS.maxWeightKg) return 'too_heavy';
  const sides = [...size].sort((a, b) => b - a);
  return sides.every((side, index) => side <= (PARCEL_LIMITS.maxDimensionsCm[index] as number)) ? null : 'too_large';
}

/** CHF for one parcel of `weightKg` (the first band it is within). */
export function parcelPrice(tariff: ParcelTariff, weightKg: number): Decimal {
  const band = tariff.bands.find((candidate) => weightKg <= candidate.upToKg);
  if (!band) throw new RangeError(`No parcel band for ${weightKg} kg`);
  return toDecimal(band.price);
}

export interface ParcelInput {
  lines: readonly { quantity: number; piece: ParcelPiece }[];
  /** Default {@link defaultParcelTariff}. */
  tariff?: ParcelTariff;
  /** Delivery country, ISO code; default CH. The post takes CH and LI. */
  country?: string | null;
  /** The customer's deliveryCostMultiplier (as for the truck; decision 1140); default 1. */
  customerMultiplier?: MoneyInput | null;
  /** The delivery address's fixedDeliveryCost; ≥ 0 replaces the tariff, as for the truck. */
  fixedDeliveryCost?: MoneyInput | null;
}

/** A parcel delivery: whether the cart can go by post, how many parcels, and what they cost. */
export interface ParcelQuote {
  /** Every piece fits and the address is in CH or LI. */
  fits: boolean;
  /** Why not, when it does not fit ('abroad' for a country the post does not deliver to from here). */
  misfit: ParcelMisfit | 'abroad' | null;
  parcels: number;
  /** The tariff price of the parcels; null when they do not fit. */
  cost: MoneyString | null;
  /** What the buyer pays: the address's fixed cost if set, else cost × multiplier; null when they do not fit. */
  effectiveCost: MoneyString | null;
}

/**
 * The parcels of a cart: one per unit; each unit must fit the post's limits; each priced by its
 * weight band; the sum × the customer's multiplier, or the address's fixed delivery cost.
 *
 * @example calculateParcelFreight({ lines: [{ quantity: 2, piece: { weightKg: 15, dimensionsCm: [65, 45, 45] } }] }) // cost '48.00'
 */
export function calculateParcelFreight(input: ParcelInput): ParcelQuote {
  const tariff = input.tariff ?? defaultParcelTariff;
  const lines = input.lines.filter((line) => line.quantity > 0);
  const parcels = lines.reduce((sum, line) => sum + Math.ceil(line.quantity), 0);
  const refused = (misfit: ParcelQuote['misfit']): ParcelQuote => ({ fits: false, misfit, parcels, cost: null, effectiveCost: null });
  if (!isDomesticCountry(input.country ?? DEFAULT_COUNTRY_CODE)) return refused('abroad');
  if (parcels === 0) return { fits: true, misfit: null, parcels: 0, cost: '0.00', effectiveCost: '0.00' };
  for (const line of lines) {
    const misfit = parcelMisfit(line.piece);
    if (misfit) return refused(misfit);
  }
  const cost = roundMoney(lines.reduce((sum, line) => sum.plus(parcelPrice(tariff, line.piece.weightKg as number).times(Math.ceil(line.quantity))), new Decimal(0)));
  const fixed = input.fixedDeliveryCost === null || input.fixedDeliveryCost === undefined ? null : toDecimal(input.fixedDeliveryCost);
  const multiplier = toDecimal(input.customerMultiplier ?? 1);
  if (multiplier.isNegative()) throw new RangeError(`deliveryCostMultiplier must be ≥ 0: ${multiplier.toString()}`);
  const effective = fixed !== null && !fixed.isNegative() ? roundMoney(fixed) : roundMoney(cost.times(multiplier));
  return { fits: true, misfit: null, parcels, cost: toMoneyString(cost), effectiveCost: toMoneyString(effective) };
}
