import { languageOf, resolveLocale, type Locale } from '../i18n/locales';
import type { CompanyProfile } from '../settings/company';

/** The one sign-off of every mail the shop sends, in the reader's language. */
const CLOSINGS = {
  de: 'Freundliche Grüsse',
  fr: 'Meilleures salutations',
  en: 'Kind regards',
} as const;

/**
 * The signature of every mail (order, quote, account, carrier): the greeting formula, the
 * company's name and its phone and e-mail from the company settings (/admin/Settings,
 * settings/company-settings.ts), so a renamed company signs every mail the same way.
 */
export function mailSignature(company: Pick<CompanyProfile, 'name' | 'phone' | 'email'>, locale: Locale | string): string {
  return `${CLOSINGS[languageOf(resolveLocale(locale))]}\n${company.name}\n${company.phone} · ${company.email}`;
}
