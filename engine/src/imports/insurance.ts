import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify/sync';
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { roundMoney, toMoneyString, type MoneyString } from '../money/money';
import { Setting } from '../settings/setting.entity';
import { normalizeCountryCode } from '../validation/countries';

/**
 * Transport insurance of an auction shipment (001 §3 "Insurance rate: price, provider, zone,
 * kind", "insurance goods classes"): a premium in per mille of the declared value by destination
 * zone and goods class, with a minimum. The tariff is a shop setting (key
 * `imports.insuranceTariff`), documented with its defaults in docs/imports.md and decision 831.
 */

/** Goods classes (R001-3.77): wooden products and paintings; stone, ceramics and others. */
export const INSURANCE_KINDS = ['WOOD_PAINTINGS', 'STONE_CERAMICS_OTHERS'] as const;
export type InsuranceKind = (typeof INSURANCE_KINDS)[number];

export const INSURANCE_KIND_LABELS: Record<InsuranceKind, string> = {
  WOOD_PAINTINGS: 'Holzwaren und Gemälde',
  STONE_CERAMICS_OTHERS: 'Stein, Keramik und andere',
};

/** A goods class as a file or a form writes it: the code, or words of its German or English label. */
export function insuranceKindOf(value: string): InsuranceKind | null {
  const text = value.trim().toUpperCase();
  if ((INSURANCE_KINDS as readonly string[]).includes(text)) return text as InsuranceKind;
  const lower = value.trim().toLowerCase();
  if (/holz|gemälde|gemaelde|wood|painting|bild/.test(lower)) return 'WOOD_PAINTINGS';
  if (/stein|keramik|stone|ceramic|andere|other/.test(lower)) return 'STONE_CERAMICS_OTHERS';
  return null;
}

export const INSURANCE_TARIFF_KEY = 'imports.insuranceTariff';

export const insuranceTariffSchema = z.object({
  provider: z.string().min(1),
  /** Zones in order; a country falls in the first that lists it, else in the zone with no countries. */
  zones: z.array(z.object({ zone: z.string().min(1), countries: z.array(z.string().length(2)) })).min(1),
  /** Per mille of the declared value, per zone and goods class. */
  ratesPerMille: z.record(z.string(), z.object({ WOOD_PAINTINGS: z.number().positive(), STONE_CERAMICS_OTHERS: z.number().positive() })),
  minimumPremium: z.number().nonnegative(),
});
export type InsuranceTariff = z.infer<typeof insuranceTariffSchema>;

/** The tariff until the back office sets its own (decision 831). */
export const DEFAULT_INSURANCE_TARIFF: InsuranceTariff = {
  provider: 'Transportversicherung Holzwerk (Pauschaltarif)',
  zones: [
    { zone: 'CH', countries: ['CH', 'LI'] },
    {
      zone: 'EUROPA',
      countries: ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'],
    },
    { zone: 'WELT', countries: [] },
  ],
  ratesPerMille: {
    CH: { WOOD_PAINTINGS: 3, STONE_CERAMICS_OTHERS: 5 },
    EUROPA: { WOOD_PAINTINGS: 6, STONE_CERAMICS_OTHERS: 9 },
    WELT: { WOOD_PAINTINGS: 10, STONE_CERAMICS_OTHERS: 15 },
  },
  minimumPremium: 30,
};

export async function loadInsuranceTariff(em: EntityManager): Promise<InsuranceTariff> {
  const setting = await em.findOne(Setting, { key: INSURANCE_TARIFF_KEY });
  const parsed = insuranceTariffSchema.safeParse(setting?.value);
  return parsed.success ? parsed.data : DEFAULT_INSURANCE_TARIFF;
}

/** Body of POST /koller/get-insurance-quote (R001-7.048). */
export const insuranceQuoteInputSchema = z
  .object({
    countryCode: z.string().trim().length(2).transform(normalizeCountryCode),
    insuranceKind: z.string().transform((value, context) => {
      const kind = insuranceKindOf(value);
      if (kind === null) {
        context.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
      return kind;
    }),
    declaredValue: z.union([z.number(), z.string()]).transform((value, context) => {
      const text = String(value).replace(/['’\s]/g, '');
      if (!/^\d+(\.\d{1,2})?$/.test(text)) {
        context.addIssue({ code: 'custom', message: 'validation.currency' });
        return z.NEVER;
      }
      return new Decimal(text);
    }),
  })
  .strip();
export type InsuranceQuoteInput = z.input<typeof insuranceQuoteInputSchema>;

/** An insurance rate (R001-3.54). */
export interface InsuranceRate {
  price: MoneyString;
  provider: string;
  zone: string;
  kind: InsuranceKind;
  declaredValue: MoneyString;
  ratePerMille: number;
}

export function zoneOf(tariff: InsuranceTariff, countryCode: string): string {
  const code = normalizeCountryCode(countryCode);
  return (tariff.zones.find((zone) => zone.countries.includes(code)) ?? tariff.zones.find((zone) => zone.countries.length === 0) ?? tariff.zones.at(-1)!).zone;
}

/** The premium: declared value × rate ‰, at least the minimum, rounded to 0.01 CHF. */
export function insuranceRate(tariff: InsuranceTariff, countryCode: string, kind: InsuranceKind, declaredValue: Decimal | string | number): InsuranceRate {
  const zone = zoneOf(tariff, countryCode);
  const ratePerMille = tariff.ratesPerMille[zone]?.[kind] ?? Math.max(...Object.values(tariff.ratesPerMille).map((rates) => rates[kind]));
  const premium = Decimal.max(new Decimal(declaredValue).times(ratePerMille).dividedBy(1000), tariff.minimumPremium);
  return { price: toMoneyString(roundMoney(premium)), provider: tariff.provider, zone, kind, declaredValue: toMoneyString(declaredValue), ratePerMille };
}

/** GET /koller/get-insurance-csv (R001-7.049): the tariff as a table, one line per zone and goods class. */
export function insuranceTariffCsv(tariff: InsuranceTariff): string {
  const rows = tariff.zones.flatMap((zone) =>
    INSURANCE_KINDS.map((kind) => [zone.zone, zone.countries.join(' ') || '*', kind, INSURANCE_KIND_LABELS[kind], String(tariff.ratesPerMille[zone.zone]?.[kind] ?? ''), tariff.minimumPremium.toFixed(2), tariff.provider]),
  );
  return '\uFEFF' + stringify([['zone', 'countries', 'kind', 'kindLabel', 'ratePerMille', 'minimumPremiumChf', 'provider'], ...rows], { delimiter: ';', record_delimiter: '\r\n' });
}
