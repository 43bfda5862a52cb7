/**
 * The shop's own company — the one source of its identity (name, address, phone, e-mail, VAT
 * number, pickup site). The spec leaves these open (000 §9 names only the site, Niedergösgen SO;
 * R000-9.44 keeps the header phone as the placeholder {phone}); the values are our decision,
 * docs/decisions/700-company-profile.md. Documents, mails, the web header and footer, the
 * content pages and the demo fixtures all read them from here; a running shop overrides them
 * with the settings `company.contact` and `company.bank` (settings/company-settings.ts).
 * Pure data: browser-safe.
 */
import type { PostalLines } from '../postal-address';

/** The shop's company as it appears on documents and as the QR-bill's creditor. */
export interface CompanyProfile extends PostalLines {
  phone: string;
  email: string;
  web: string;
  /** Swiss UID with MWST suffix, printed under the letterhead. */
  vatNumber: string;
  /** QR-IBAN of the company's account (QR reference payments). */
  qrIban: string;
}

/** The shop's brand, in page titles and mails (the legal name is {@link DEFAULT_COMPANY_PROFILE}.name). */
export const SHOP_NAME = 'Holzwerk Shop';

/**
 * The company when the settings hold no company data (tests, a fresh database), and the demo
 * company of fixtures/demo/company.ts, with the SIX example QR-IBAN (docs/decisions/613-qr-bill.md).
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

/** The company's canton (000 §9: public holidays and court venue region). */
export const COMPANY_CANTON = 'SO';

/** The RFC 3966 form of a phone number, for a tel: link. */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The company's postal address on one line: `Holzwerk Gösgen AG, Industriestrasse 21, 5013 Niedergösgen`. */
export const companyAddressLine = (profile: CompanyProfile = DEFAULT_COMPANY_PROFILE): string =>
  `${profile.name}, ${profile.street}, ${profile.zipCode} ${profile.city}`;
