import { describe, expect, it } from 'vitest';
import { decimalSeparatorOf, formatNumber, formatPercentIn, formatVatNumber, formatWeight, labelled } from './number-format';
import { LOCALES } from './locales';

/** Each language's own number format (decision 1165): one module for PDFs, mails and pages. */
describe('numbers in the reader’s format', () => {
  it('R000-9.05 writes VAT 8.1 % with the point in German and English, the comma in French', () => {
    expect(formatPercentIn('0.081', 'de-CH', 1)).toBe('8.1 %');
    expect(formatPercentIn('0.081', 'en-US', 1)).toBe('8.1 %');
    expect(formatPercentIn('0.081', 'fr-FR', 1)).toBe('8,1 %');
    expect(formatPercentIn(0.05, 'fr-FR')).toBe('5 %');
    expect(formatPercentIn('0.125', 'fr-FR')).toBe('12,5 %');
  });

  it('writes weights with one decimal place, rounded half up, in the locale’s separator', () => {
    expect(formatWeight(28.46, 'de-CH')).toBe('28.5 kg');
    expect(formatWeight(28.46, 'fr-FR')).toBe('28,5 kg');
    expect(formatWeight(28.45, 'en-US')).toBe('28.5 kg');
    expect(formatWeight(28, 'fr-FR')).toBe('28 kg');
    expect(formatWeight('1234.5', 'fr-FR')).toBe('1234,5 kg');
    expect(formatWeight(12345.5, 'fr-FR')).toBe("12'345,5 kg");
  });

  it('rounds decimal halves up despite binary floats and keeps minDecimals', () => {
    expect(formatNumber(8.15, 'de-CH', { maxDecimals: 1 })).toBe('8.2');
    expect(formatNumber(1.005, 'de-CH')).toBe('1.01');
    expect(formatNumber(-0.04, 'de-CH', { maxDecimals: 1 })).toBe('0');
    expect(formatNumber(-2.5, 'fr-FR', { maxDecimals: 1 })).toBe('-2,5');
    expect(formatNumber(3, 'fr-FR', { minDecimals: 2, maxDecimals: 2 })).toBe('3,00');
    expect(formatNumber('abc', 'de-CH')).toBe('abc');
  });

  it('agrees with CLDR’s decimal separator for de-CH, fr-CH and en-CH', () => {
    const cldr = { 'de-CH': 'de-CH', 'fr-FR': 'fr-CH', 'en-US': 'en-CH' } as const;
    for (const locale of LOCALES) {
      const decimal = new Intl.NumberFormat(cldr[locale]).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
      expect(decimalSeparatorOf(locale)).toBe(decimal);
    }
  });

  it('names the VAT in the reader’s language after the UID', () => {
    expect(formatVatNumber('CHE-123.456.789 MWST', 'de-CH')).toBe('CHE-123.456.789 MWST');
    expect(formatVatNumber('CHE-123.456.789 MWST', 'fr-FR')).toBe('CHE-123.456.789 TVA');
    expect(formatVatNumber('CHE-123.456.789 TVA', 'en-US')).toBe('CHE-123.456.789 VAT');
    expect(formatVatNumber('CHE-123.456.789', 'fr-FR')).toBe('CHE-123.456.789 TVA');
    expect(formatVatNumber('DE123456789', 'fr-FR')).toBe('DE123456789');
  });
});

describe('labelled', () => {
  it('puts a no-break space before the colon in French only', () => {
    expect(labelled('N° de commande', 'fr-FR')).toBe('N° de commande\u00a0:');
    expect(labelled('Bestellnummer', 'de-CH')).toBe('Bestellnummer:');
    expect(labelled('Order number', 'en-US')).toBe('Order number:');
  });
});
