import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { LEAD_TIME_DAYS, type LeadTimeShopMode } from '../calendar/delivery-date';
import { Setting } from './setting.entity';
import { integerInput } from '../validation/numbers';

/**
 * The production lead time per shop in working days (000 §9: verpackung minimum 1, moebel minimum
 * 2, default 3 each), set on /admin/Settings (decision 784). The delivery-date rules
 * still enforce the minimum; without a saved value the default applies.
 */
export const LEAD_TIMES_SETTING_KEY = 'delivery.leadTimes';

export type LeadTimes = Record<LeadTimeShopMode, number>;

export const DEFAULT_LEAD_TIMES: LeadTimes = { verpackung: LEAD_TIME_DAYS.verpackung.default, moebel: LEAD_TIME_DAYS.moebel.default };

const days = (mode: LeadTimeShopMode) =>
  // Messages from the validation catalogue ('Minimaler Wert: 2'), in the caller's language.
  integerInput((n) => n.min(LEAD_TIME_DAYS[mode].minimum).max(60));

export const leadTimesInputSchema = z.object({ verpackung: days('verpackung'), moebel: days('moebel') }).strip();

/** The saved lead times, the defaults filling what is missing or unreadable. */
export async function loadLeadTimes(em: EntityManager): Promise<LeadTimes> {
  const setting = await em.findOne(Setting, { key: LEAD_TIMES_SETTING_KEY });
  const value = (setting?.value ?? {}) as Record<string, unknown>;
  const read = (mode: LeadTimeShopMode) => {
    const parsed = days(mode).safeParse(value[mode]);
    return value[mode] !== undefined && parsed.success ? parsed.data : DEFAULT_LEAD_TIMES[mode];
  };
  return { verpackung: read('verpackung'), moebel: read('moebel') };
}
