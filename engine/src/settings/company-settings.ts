import type { EntityManager } from '@mikro-orm/postgresql';
import { createReadCache, openView, type ReadCache } from '../cache/read-cache';
import { companyClosuresSchema, type CompanyClosure } from '../calendar/closures';
import { DEFAULT_COMPANY_PROFILE, type CompanyProfile } from './company';
import { Setting } from './setting.entity';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** Company data from the settings `company.contact` and `company.bank`, the defaults filling gaps. */
export async function loadCompanyProfile(em: EntityManager): Promise<CompanyProfile> {
  const rows = await em.find(Setting, { key: { $in: ['company.contact', 'company.bank'] } });
  const contact = (rows.find((row) => row.key === 'company.contact')?.value ?? {}) as Record<string, unknown>;
  const bank = (rows.find((row) => row.key === 'company.bank')?.value ?? {}) as Record<string, unknown>;
  const pick = (key: keyof CompanyProfile, source: Record<string, unknown>) => text(source[key]) ?? DEFAULT_COMPANY_PROFILE[key];
  return {
    name: pick('name', contact),
    street: pick('street', contact),
    zipCode: pick('zipCode', contact),
    city: pick('city', contact),
    country: pick('country', contact),
    phone: pick('phone', contact),
    email: pick('email', contact),
    web: pick('web', contact),
    vatNumber: pick('vatNumber', bank),
    qrIban: pick('qrIban', bank),
  };
}

/**
 * The one editable company profile every page shows (header, footer, Impressum, Kontakt, AGB) and
 * mails and documents print: read once per cache generation — a change in /admin/Settings bumps
 * the generation (the `setting` table is cached, decision 973), so the next page shows it.
 */
export function createCompanyProfileReader(deps: { em: () => EntityManager; readCache?: ReadCache }) {
  const memory = deps.readCache ?? createReadCache();
  return {
    async profile(): Promise<CompanyProfile> {
      const em = deps.em();
      const view = await openView(em, memory);
      return view.get('company-profile', 'profile', () => loadCompanyProfile(em));
    },
  };
}
export type CompanyProfileReader = ReturnType<typeof createCompanyProfileReader>;

/** Settings key of the company's closure days beyond the public holidays (docs/fixtures.md). */
export const COMPANY_CLOSURES_SETTING_KEY = 'company.closures';

/** The company closures of the settings; a missing or unreadable value counts as none. */
export async function loadCompanyClosures(em: EntityManager): Promise<CompanyClosure[]> {
  const setting = await em.findOne(Setting, { key: COMPANY_CLOSURES_SETTING_KEY });
  const parsed = companyClosuresSchema.safeParse(setting?.value ?? []);
  return parsed.success ? (parsed.data as CompanyClosure[]) : [];
}
