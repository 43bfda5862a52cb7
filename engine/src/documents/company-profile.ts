import type { EntityManager } from '@mikro-orm/postgresql';
import { Setting } from '../settings/setting.entity';

/** The shop's company as it appears on documents and as the QR-bill's creditor. */
export interface CompanyProfile {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  web: string;
  /** Swiss UID with MWST suffix, printed under the letterhead. */
  vatNumber: string;
  /** QR-IBAN of the company's account (QR reference payments). */
  qrIban: string;
}

/**
 * Used when the settings hold no company data (tests, a fresh database): the demo company of
 * fixtures/demo/company.ts with the SIX example QR-IBAN (docs/decisions/613-qr-bill.md). A real
 * shop sets `company.contact` and `company.bank` in the settings.
 */
export const DEFAULT_COMPANY_PROFILE: CompanyProfile = {
  name: 'Holzwerk Gösgen AG',
  street: 'Industriestrasse 21',
  zipCode: '5013',
  city: 'Niedergösgen',
  country: 'CH',
  phone: '+41 62 849 55 00',
  email: 'info@holzwerk.example',
  web: 'https://www.holzwerk.example',
  vatNumber: 'CHE-123.456.789 MWST',
  qrIban: 'CH44 3199 9123 0008 8901 2',
};

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
