import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError, type ErrorEntry } from '../errors';
import { saveVersionedSettings, versionOf } from '../settings/settings-desk';
import { Setting } from '../settings/setting.entity';
import { PARCEL_TARIFF_SETTING_KEY, parcelBandLabels, parcelTariffSchema, type ParcelTariff } from './parcel';
import { loadParcelTariff } from './shipping-service';

/**
 * The parcel tariff section of /admin/Settings (decision 1140): CHF per parcel by weight band,
 * shown as a table and edited as lines, one per band («bis 2 kg: 10.50»); saved versioned under
 * `parcel.tariff`, which the parcel delivery reads from the next price on.
 */

export const parcelTariffInputSchema = z.object({ tariff: z.string().max(5_000).default('') }).strip();

const BAND = /^bis\s+(\d+(?:[.,]\d+)?)\s*kg\s*:?\s*(\S*)\s*$/i;
const PRICE = /^\d{1,7}([.,]\d{1,2})?$/;

/** The tariff as editable lines. */
export function parcelTariffToText(tariff: ParcelTariff): string {
  return tariff.bands.map((band) => `bis ${band.upToKg} kg: ${band.price}`).join('\n');
}

/** Reads the edited lines; problems name their line ('Zeile 3: …') and are thrown as one invalid error. */
export function parcelTariffFromText(text: string): ParcelTariff {
  const problems: ErrorEntry[] = [];
  const bands: { upToKg: number; price: string }[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const match = BAND.exec(line);
    const price = match?.[2] ?? '';
    if (!match || !PRICE.test(price)) {
      problems.push({ message: 'Zeile {line}: erwartet «bis … kg: Betrag», z. B. «bis 2 kg: 10.50».', params: { line: index + 1 } });
      return;
    }
    bands.push({ upToKg: Number((match[1] ?? '').replace(',', '.')), price: new Decimal(price.replace(',', '.')).toFixed(2) });
  });
  if (problems.length === 0 && bands.length === 0) problems.push({ message: 'Mindestens eine Gewichtsstufe («bis 30 kg: …») ist nötig.' });
  if (problems.length === 0) {
    const parsed = parcelTariffSchema.safeParse({ currency: 'CHF', bands });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const position = issue.path[1];
      problems.push({ message: `${typeof position === 'number' ? `Gewichtsstufe ${position + 1}: ` : ''}${issue.message}` });
    }
  }
  throw new EngineError('invalid', problems);
}

export interface ParcelTariffView {
  tariff: ParcelTariff;
  text: string;
  bands: string[];
  /** false while the default tariff applies. */
  saved: boolean;
  version: string | null;
}

export function createParcelTariffDesk(options: { em: () => EntityManager }) {
  return {
    async getParcelTariff(ctx: RequestContext): Promise<ParcelTariffView> {
      requireGuard(ctx, 'settingsDesk');
      const em = options.em();
      const row = await em.findOne(Setting, { key: PARCEL_TARIFF_SETTING_KEY });
      const tariff = await loadParcelTariff(em);
      return { tariff, text: parcelTariffToText(tariff), bands: parcelBandLabels(tariff), saved: row !== null, version: versionOf(row) };
    },

    async saveParcelTariff(ctx: RequestContext, rawInput: Record<string, unknown>, version?: string): Promise<ParcelTariff> {
      requireGuard(ctx, 'settingsDesk');
      const input = parcelTariffInputSchema.parse(rawInput);
      const tariff = parcelTariffFromText(input.tariff);
      await saveVersionedSettings(options.em(), [PARCEL_TARIFF_SETTING_KEY], version, { [PARCEL_TARIFF_SETTING_KEY]: tariff });
      return tariff;
    },
  };
}
export type ParcelTariffDesk = ReturnType<typeof createParcelTariffDesk>;
