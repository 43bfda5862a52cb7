import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../context';
import { saveVersionedSettings, versionOf } from '../settings/settings-desk';
import { Setting } from '../settings/setting.entity';
import { FREIGHT_TARIFF_SETTING_KEY, distanceBandLabels, placeColumnLabels, type FreightTariff } from './freight';
import { freightTariffFromText, freightTariffToText } from './freight-tariff-text';
import { loadFreightTariff } from './shipping-service';
import { requireGuard } from '../auth/permissions';

/**
 * The freight tariff section of /admin/Settings (decision 783): the tariff in force as a
 * table and as lines to edit; saved versioned under `freight.tariff`, which the truck freight reads.
 */

export const freightTariffInputSchema = z.object({ tariff: z.string().max(20_000).default('') }).strip();

export interface FreightTariffView {
  tariff: FreightTariff;
  text: string;
  columns: string[];
  bands: string[];
  /** false while the default tariff applies. */
  saved: boolean;
  version: string | null;
}

export function createFreightTariffDesk(options: { em: () => EntityManager }) {
  return {
    async getFreightTariff(ctx: RequestContext): Promise<FreightTariffView> {
      requireGuard(ctx, 'settingsDesk');
      const em = options.em();
      const row = await em.findOne(Setting, { key: FREIGHT_TARIFF_SETTING_KEY });
      const tariff = await loadFreightTariff(em);
      return { tariff, text: freightTariffToText(tariff), columns: placeColumnLabels(tariff), bands: distanceBandLabels(tariff), saved: row !== null, version: versionOf(row) };
    },

    /** The cart's truck freight reads it from the next price on (the freight is not cached). */
    async saveFreightTariff(ctx: RequestContext, rawInput: Record<string, unknown>, version?: string): Promise<FreightTariff> {
      requireGuard(ctx, 'settingsDesk');
      const input = freightTariffInputSchema.parse(rawInput);
      const tariff = freightTariffFromText(input.tariff);
      await saveVersionedSettings(options.em(), [FREIGHT_TARIFF_SETTING_KEY], version, { [FREIGHT_TARIFF_SETTING_KEY]: tariff });
      return tariff;
    },
  };
}
export type FreightTariffDesk = ReturnType<typeof createFreightTariffDesk>;
