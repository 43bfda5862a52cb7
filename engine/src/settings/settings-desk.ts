import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireGuard } from '../auth/permissions';
import { companyClosuresSchema, type CompanyClosure } from '../calendar/closures';
import type { RequestContext } from '../context';
import type { CompanyProfile } from './company';
import { loadCompanyProfile } from './company-settings';
import { EngineError } from '../errors';
import { Setting } from './setting.entity';
import { LEAD_TIME_DAYS } from '../calendar/delivery-date';
import { LEAD_TIMES_SETTING_KEY, leadTimesInputSchema, loadLeadTimes, type LeadTimes } from './lead-times';

/**
 * /admin/Settings: the company profile (the one source for site, PDFs and mails), the
 * company closure days and the carriers' notification addresses. Each section is one settings row;
 * its `updatedAt` is the version a form sends back, so a change made meanwhile is a conflict, never
 * overwritten. Needs ADMIN_QUOTE and ADMIN_CUSTOMER (decision 780).
 */

export const SETTINGS_CHANGED_MESSAGE = 'Der Eintrag wurde inzwischen geändert. Bitte laden Sie die Seite neu.';

const text = (max: number, required = false) => (required ? z.string().trim().min(1).max(max) : z.string().trim().max(max).default(''));
const emailOrEmpty = z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.union([z.literal(''), z.email().max(320)]).default(''));

export const companyProfileInputSchema = z
  .object({
    name: text(200, true),
    street: text(200, true),
    zipCode: z.string().trim().regex(/^\d{4}$/, { message: 'validation.plz' }),
    city: text(200, true),
    country: z.string().trim().regex(/^[A-Z]{2}$/, { message: 'validation.choice' }).default('CH'),
    phone: z.string().trim().regex(/^\+?[\d ]{1,17}$/, { message: 'validation.phone' }),
    email: z.email().max(320),
    web: text(300),
    /** Swiss UID with MWST, e.g. CHE-123.456.789 MWST. */
    vatNumber: z.string().trim().regex(/^CHE-\d{3}\.\d{3}\.\d{3}( MWST| TVA| IVA)?$/, { message: 'validation.invalid' }),
    /** QR-IBAN: CH or LI, IID 30000–31999 (the QR-bill needs one). */
    qrIban: z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine((value) => /^(CH|LI)\d{2}3[01]\d{3}[A-Z0-9]{12}$/.test(value) && ibanChecksumOk(value), { message: 'validation.invalid' }),
  })
  .strip();

export const carrierContactsInputSchema = z.object({ TRUCK: emailOrEmpty, FEDEX: emailOrEmpty }).strip();

export const closuresInputSchema = z
  .object({
    /** One closure a line: `2026-12-24` or `2026-12-24 – 2027-01-02 Betriebsferien`. */
    closures: z.string().max(20_000).default(''),
  })
  .strip();

export type SettingsSection = 'company' | 'closures' | 'carriers' | 'freight' | 'leadTimes';

export interface SettingsView {
  company: CompanyProfile & { version: string | null };
  closures: { items: CompanyClosure[]; text: string; version: string | null };
  carriers: { TRUCK: string; FEDEX: string; version: string | null };
  /** Production lead time per shop in working days, and the minimum the rules keep (000 §9). */
  leadTimes: LeadTimes & { minimum: LeadTimes; version: string | null };
}

/** ISO 13616 mod-97 check of an IBAN without spaces. */
export function ibanChecksumOk(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  const digits = moved.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** The closures as editable lines, and back. */
export function closuresToText(closures: readonly CompanyClosure[]): string {
  return closures.map((closure) => (typeof closure === 'string' ? closure : `${closure.from} – ${closure.to}${closure.label ? ` ${closure.label}` : ''}`)).join('\n');
}

export function closuresFromText(value: string): unknown[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const range = /^(\S+)\s*[–-]\s*(\d{4}-\d{2}-\d{2})\s*(.*)$/.exec(line);
      if (range) return { from: range[1], to: range[2], ...(range[3] ? { label: range[3].trim() } : {}) };
      return line;
    });
}


export const versionOf = (row: { updatedAt?: Date | null } | null | undefined): string | null => (row?.updatedAt ? row.updatedAt.toISOString() : null);

/** Writes the settings rows of a section if their version is still the one the form showed, else conflict. */
export async function saveVersionedSettings(db: EntityManager, keys: string[], version: string | undefined, values: Record<string, unknown>): Promise<void> {
  await db.transactional(async (em) => {
      const rows = await em.find(Setting, { key: { $in: keys } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const current = rows.map(versionOf).filter((value): value is string => value !== null).sort().at(-1) ?? '';
      if ((version ?? '') !== current) throw new EngineError('conflict', SETTINGS_CHANGED_MESSAGE);
      for (const [key, value] of Object.entries(values)) {
        const row = rows.find((entry) => entry.key === key);
        if (row) {
          row.value = value;
          row.updatedAt = new Date();
        } else em.create(Setting, { key, value, updatedAt: new Date() } as never);
      }
      await em.flush();
  });
}

export function createSettingsDesk(options: { em: () => EntityManager }) {
  const save = (keys: string[], version: string | undefined, values: Record<string, unknown>) => saveVersionedSettings(options.em(), keys, version, values);

  return {
    async getSettings(ctx: RequestContext): Promise<SettingsView> {
      requireGuard(ctx, 'settingsDesk');
      const em = options.em();
      const rows = await em.find(Setting, { key: { $in: ['company.contact', 'company.bank', 'company.closures', 'carrier.contacts', LEAD_TIMES_SETTING_KEY] } });
      const row = (key: string) => rows.find((entry) => entry.key === key);
      const closures = companyClosuresSchema.safeParse(row('company.closures')?.value ?? []);
      const carriers = (row('carrier.contacts')?.value ?? {}) as Record<string, unknown>;
      const companyVersion = [versionOf(row('company.contact')), versionOf(row('company.bank'))].filter((value): value is string => value !== null).sort().at(-1) ?? null;
      const items = closures.success ? (closures.data as CompanyClosure[]) : [];
      return {
        company: { ...(await loadCompanyProfile(em)), version: companyVersion },
        closures: { items, text: closuresToText(items), version: versionOf(row('company.closures')) },
        carriers: { TRUCK: typeof carriers.TRUCK === 'string' ? carriers.TRUCK : '', FEDEX: typeof carriers.FEDEX === 'string' ? carriers.FEDEX : '', version: versionOf(row('carrier.contacts')) },
        leadTimes: { ...(await loadLeadTimes(em)), minimum: { verpackung: LEAD_TIME_DAYS.verpackung.minimum, moebel: LEAD_TIME_DAYS.moebel.minimum }, version: versionOf(row(LEAD_TIMES_SETTING_KEY)) },
      };
    },

    async saveCompanyProfile(ctx: RequestContext, rawInput: Record<string, unknown>, version?: string): Promise<void> {
      requireGuard(ctx, 'settingsDesk');
      const input = companyProfileInputSchema.parse(rawInput);
      const { vatNumber, qrIban, ...contact } = input;
      await save(['company.contact', 'company.bank'], version, { 'company.contact': contact, 'company.bank': { vatNumber, qrIban: formatIban(qrIban) } });
    },

    async saveClosures(ctx: RequestContext, rawInput: Record<string, unknown>, version?: string): Promise<void> {
      requireGuard(ctx, 'settingsDesk');
      const input = closuresInputSchema.parse(rawInput);
      const closures = companyClosuresSchema.parse(closuresFromText(input.closures));
      await save(['company.closures'], version, { 'company.closures': closures });
    },

    /** Lead times per shop (decision 784): the checkout's and the order desk's earliest dates follow. */
    async saveLeadTimes(ctx: RequestContext, rawInput: Record<string, unknown>, version?: string): Promise<void> {
      requireGuard(ctx, 'settingsDesk');
      const input = leadTimesInputSchema.parse(rawInput);
      await save([LEAD_TIMES_SETTING_KEY], version, { [LEAD_TIMES_SETTING_KEY]: input });
    },

    async saveCarrierContacts(ctx: RequestContext, rawInput: Record<string, unknown>, version?: string): Promise<void> {
      requireGuard(ctx, 'settingsDesk');
      const input = carrierContactsInputSchema.parse(rawInput);
      await save(['carrier.contacts'], version, { 'carrier.contacts': Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '')) });
    },
  };
}
export type SettingsDesk = ReturnType<typeof createSettingsDesk>;

/** An IBAN in groups of four, as printed. */
const formatIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

