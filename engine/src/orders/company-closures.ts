import type { EntityManager } from '@mikro-orm/postgresql';
import { companyClosuresSchema, type CompanyClosure } from '../calendar/closures';
import { Setting } from '../settings/setting.entity';

/** Settings key of the company's closure days beyond the public holidays (docs/fixtures.md). */
export const COMPANY_CLOSURES_SETTING_KEY = 'company.closures';

/** The company closures of the settings; a missing or unreadable value counts as none. */
export async function loadCompanyClosures(em: EntityManager): Promise<CompanyClosure[]> {
  const setting = await em.findOne(Setting, { key: COMPANY_CLOSURES_SETTING_KEY });
  const parsed = companyClosuresSchema.safeParse(setting?.value ?? []);
  return parsed.success ? (parsed.data as CompanyClosure[]) : [];
}
