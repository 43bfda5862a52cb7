import { languageOf, type Locale } from './locales';

/**
 * Numbers that are not money — weights, percentages, dimensions, the VAT number's suffix — in
 * the reader's own format (decision 1165): German and English write the decimal point
 * ('28.5 kg', 'MWST 8.1 %'), French the decimal comma ('28,5 kg', 'TVA 8,1 %'), as CLDR has it
 * for de-CH, en-CH and fr-CH; thousands are grouped with the Swiss apostrophe in every
 * language. Money keeps one form in every language ('1'234.50', formatChf: 000 §9, and CLDR's
 * fr-CH currency pattern also writes the point). One module for PDFs, mails and pages;
 * deterministic text (no Intl at run time: the server's and the browser's ICU differ, and a
 * page must hydrate with the text the server wrote). Pure and browser-safe.
 */

/** The decimal separator of a locale: ',' for French, '.' for German and English (decision 1165). */
export function decimalSeparatorOf(locale: Locale): ',' | '.' {
  return languageOf(locale) === 'fr' ? ',' : '.';
}

/**
 * A number rounded half away from zero to at most `maxDecimals` places (trailing zeros dropped,
 * `minDecimals` kept), grouped with "'" from 10 000 on, with the locale's decimal separator.
 *
 * @example formatNumber(28.5, 'fr-FR') // '28,5'
 * @example formatNumber(12345.678, 'de-CH', { maxDecimals: 1 }) // "12'345.7"
 */
export function formatNumber(value: number | string, locale: Locale, options: { maxDecimals?: number; minDecimals?: number } = {}): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(number)) return String(value);
  const max = options.maxDecimals ?? 2;
  const min = Math.min(options.minDecimals ?? 0, max);
  // Half away from zero on the decimal text, not on binary floats (8.15 → 8.2, 0.081 × 100 → 8.1).
  const factor = 10 ** max;
  const scaled = Math.round(Number((Math.abs(number) * factor).toPrecision(15)));
  const negative = number < 0 && scaled !== 0;
  const integer = Math.floor(scaled / factor);
  let fraction = max === 0 ? '' : String(scaled % factor).padStart(max, '0');
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const digits = String(integer);
  const grouped = digits.length > 4 ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, "'") : digits;
  return `${negative ? '-' : ''}${grouped}${fraction ? decimalSeparatorOf(locale) + fraction : ''}`;
}

/**
 * A fraction as a percentage: × 100, at most `maxDecimals` places, a space before '%' (decision 102).
 *
 * @example formatPercentIn(0.081, 'fr-FR') // '8,1 %'
 */
export function formatPercentIn(fraction: number | string, locale: Locale, maxDecimals = 2): string {
  const number = typeof fraction === 'string' ? Number(fraction) : fraction;
  return `${formatNumber(Number((number * 100).toPrecision(12)), locale, { maxDecimals })} %`;
}

/**
 * A weight in kilograms, one decimal place at most.
 *
 * @example formatWeight(28.46, 'fr-FR') // '28,5 kg'
 */
export function formatWeight(kilograms: number | string, locale: Locale, maxDecimals = 1): string {
  return `${formatNumber(kilograms, locale, { maxDecimals })} kg`;
}

/** The VAT suffix of a Swiss UID per language (MWST, TVA; VAT in English). */
const VAT_SUFFIX = { de: 'MWST', fr: 'TVA', en: 'VAT' } as const;

/**
 * The company's VAT number in the reader's language: a Swiss UID carries the tax's name as its
 * suffix ('CHE-123.456.789 MWST' / 'TVA' / 'IVA'); the French reader reads TVA, the English VAT.
 *
 * @example formatVatNumber('CHE-123.456.789 MWST', 'fr-FR') // 'CHE-123.456.789 TVA'
 */
export function formatVatNumber(vatNumber: string, locale: Locale): string {
  const match = /^(CHE-\d{3}\.\d{3}\.\d{3})(?:\s+(?:MWST|TVA|IVA|VAT))?$/.exec(vatNumber.trim());
  if (!match) return vatNumber;
  return `${match[1]} ${VAT_SUFFIX[languageOf(locale)]}`;
}

/**
 * A label before its value ('Date: 02.12.2026'): French puts a (no-break) space before the colon
 * ('Date : 02.12.2026'), German and English none. For PDFs and mails; pages write their own texts.
 *
 * @example labelled('N° de commande', 'fr-FR') // 'N° de commande\u00a0:'
 */
export function labelled(label: string, locale: Locale | string): string {
  return locale.startsWith('fr') ? `${label}\u00a0:` : `${label}:`;
}
