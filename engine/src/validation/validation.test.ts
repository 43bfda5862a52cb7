import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  DOMESTIC_COUNTRY_CODES,
  countriesSortedBy,
  countryName,
  findCountry,
  isCountryCode,
  isDomesticCountry,
} from './countries';
import { VALIDATION_MESSAGES, translateValidation } from './messages';
import { CA_PROVINCES, US_STATES, isValidStateOrProvince, regionsOf } from './regions';
import {
  isAlpha,
  isAscii,
  isCurrencyAmount,
  isDouble,
  isEmail,
  isEmptyOrDigits,
  isFedexPhone,
  isLink,
  isNumeric,
  isPhone,
  isPlz,
  isPlzNonCh,
  isPresent,
  isZipCodeForCountry,
} from './rules';
import {
  alphaSchema,
  asciiSchema,
  currencySchema,
  doubleSchema,
  emailSchema,
  fedexPhone,
  issuesByField,
  issuesToErrorEntries,
  maxLengthSchema,
  minLengthSchema,
  numericSchema,
  passwordConfirmation,
  phoneSchema,
  plzNonChSchema,
  plzSchema,
  requiredSchema,
  stateOrProvince,
  textField,
  translateIssue,
  zipCodeByCountry,
} from './schemas';

/** The message key of the first issue, or 'ok'. */
function firstIssue(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? 'no issue');
}

describe('validation rules (000 §5, 001 §5)', () => {
  it.each([
    [undefined, 'validation.required'],
    [null, 'validation.required'],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['x', 'ok'],
  ] as const)('R000-5.01 R001-5.01 R000-5.19 required: %j → %s', (value, expected) => {
    expect(firstIssue(requiredSchema, value)).toBe(expected);
  });

  it('R000-5.01 required: a present value, also for non-strings', () => {
    expect(isPresent(0)).toBe(true);
    expect(isPresent(false)).toBe(true);
    expect(isPresent([])).toBe(false);
    expect(isPresent(['a'])).toBe(true);
    expect(firstIssue(requiredSchema, 42)).toBe('validation.required');
  });

  it.each([
    ['info@holzwerk.ch', 'ok'],
    [' info@holzwerk.ch ', 'ok'],
    ['info@holzwerk', 'validation.email'],
    ['info holzwerk.ch', 'validation.email'],
    ['@holzwerk.ch', 'validation.email'],
  ] as const)('R000-5.02 R001-5.03 email: %s → %s', (value, expected) => {
    expect(firstIssue(emailSchema, value)).toBe(expected);
    expect(isEmail(value)).toBe(expected === 'ok');
  });

  it.each([
    ['+41 62 858 00 00', true],
    ['062 858 00 00', true],
    ['1', true],
    ['12345678901234567', true],
    ['123456789012345678', false],
    ['+', false],
    ['   ', false],
    ['062-858', false],
    ['++41', false],
    ['41+', false],
  ] as const)('R000-5.03 R001-5.09 phone (optional plus, digits and spaces, 1–17): %s → %s', (value, valid) => {
    expect(isPhone(value)).toBe(valid);
    if (value.trim() !== '') expect(firstIssue(phoneSchema, value)).toBe(valid ? 'ok' : 'validation.phone');
  });

  it('R000-5.04 R001-5.08 password: the confirmation equals the target field', () => {
    const schema = z
      .object({ password: textField({ trim: false, min: 8 }), passwordRepeat: textField({ trim: false }) })
      .superRefine(passwordConfirmation({ field: 'passwordRepeat', target: 'password' }));
    expect(schema.safeParse({ password: 'Geheim123', passwordRepeat: 'Geheim123' }).success).toBe(true);
    const result = schema.safeParse({ password: 'Geheim123', passwordRepeat: 'Geheim124' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'validation.password', path: ['passwordRepeat'] });
    expect(translateIssue(result.error!.issues[0]!, 'de-CH')).toBe('Passwörter müssen übereinstimmen');
  });

  it('R000-5.05 R001-5.04 min: length lower bound with {length}', () => {
    const result = minLengthSchema(8).safeParse('kurz');
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue).toMatchObject({ message: 'validation.min', params: { rule: 'min', length: 8 } });
    expect(translateIssue(issue, 'de-CH')).toBe('Minimale Zeichenanzahl: 8');
    expect(translateIssue(issue, 'fr-FR')).toBe('Nombre minimal de caractères : 8');
    expect(translateIssue(issue, 'en-US')).toBe('Minimum number of characters: 8');
    expect(minLengthSchema(8).safeParse('genau8ch').success).toBe(true);
    // Characters, not UTF-16 units: 'Ü' counts once.
    expect(minLengthSchema(2).safeParse('Ü').success).toBe(false);
  });

  it('R000-5.06 R001-5.05 max: length upper bound with {length}', () => {
    const result = maxLengthSchema(5).safeParse('zu lang');
    const issue = result.error!.issues[0]!;
    expect(issue).toMatchObject({ message: 'validation.max', params: { rule: 'max', length: 5 } });
    expect(translateIssue(issue)).toBe('Maximale Zeichenanzahl: 5');
    expect(maxLengthSchema(5).safeParse('kurz').success).toBe(true);
  });

  it.each([
    ['0123', true],
    ['12a', false],
    ['-1', false],
    ['1.5', false],
  ] as const)('R000-5.07 R001-5.06 numeric (digits only): %s → %s', (value, valid) => {
    expect(isNumeric(value)).toBe(valid);
    expect(firstIssue(numericSchema, value)).toBe(valid ? 'ok' : 'validation.numeric');
  });

  it.each([
    ['12', true],
    ['12.50', true],
    ['-3.5', true],
    ['0.125', true],
    ['12,5', false],
    ['1.', false],
    ['abc', false],
  ] as const)('R000-5.08 R001-5.07 double (decimal): %s → %s', (value, valid) => {
    expect(isDouble(value)).toBe(valid);
    expect(firstIssue(doubleSchema, value)).toBe(valid ? 'ok' : 'validation.double');
  });

  it.each([
    ['Niedergösgen', true],
    ['Genève', true],
    ['Holz AG', false],
    ['Holz1', false],
  ] as const)('R000-5.09 R001-5.02 alpha (letters only): %s → %s', (value, valid) => {
    expect(isAlpha(value)).toBe(valid);
    expect(firstIssue(alphaSchema, value)).toBe(valid ? 'ok' : 'validation.alpha');
  });

  it.each([
    ['5013', true],
    [' 5013 ', true],
    ['501', false],
    ['50133', false],
    ['50A3', false],
  ] as const)('R000-5.10 R001-5.10 R000-5.24 plz (Swiss, exactly 4 digits): %s → %s', (value, valid) => {
    expect(isPlz(value)).toBe(valid);
    expect(firstIssue(plzSchema, value)).toBe(valid ? 'ok' : 'validation.plz');
  });

  it.each([
    ['10115', true],
    ['SW1A 1AA', true],
    ['75-001', true],
    ['K1A_0B1', true],
    ['12', false],
    ['123456789012', false],
    ['75.001', false],
    ['Ø123', false],
  ] as const)('R000-5.11 R001-5.11 plzNonCH (word chars, spaces, hyphens, 3–11): %s → %s', (value, valid) => {
    expect(isPlzNonCh(value)).toBe(valid);
    expect(firstIssue(plzNonChSchema, value)).toBe(valid ? 'ok' : 'validation.plzNonCH');
  });

  it.each([
    ['5013', 'CH', true],
    ['501', 'CH', false],
    ['SW1A 1AA', 'CH', false],
    ['501', 'DE', true],
    ['SW1A 1AA', 'GB', true],
    ['9490', 'LI', true],
    ['1', 'DE', false],
    ['5013', 'ch', true],
  ] as const)('R000-5.12 R001-5.12 zipCodeByCountry: %s in %s → %s', (zip, country, valid) => {
    expect(isZipCodeForCountry(zip, country)).toBe(valid);
    const schema = z
      .object({ zipCode: textField(), country: textField() })
      .superRefine(zipCodeByCountry({ zipField: 'zipCode', countryField: 'country' }));
    const result = schema.safeParse({ zipCode: zip, country });
    expect(result.success).toBe(valid);
    if (!valid) expect(result.error?.issues[0]).toMatchObject({ message: 'validation.zipCodeByCountry', path: ['zipCode'] });
  });

  it.each([
    ['+41 62 858 00 00', 'CH', true],
    ['0041628580000', 'CH', true],
    ['123456789', 'CH', false],
    ['1234567890123456', 'CH', false],
    ['212 555 0100', 'US', true],
    ['001 212 555 0100', 'US', false],
    ['+001 212 555 010', 'US', false],
    ['0014165550100', 'CA', false],
    ['0014165550100', 'DE', true],
  ] as const)('R000-5.13 R000-5.14 R001-5.15 R001-5.16 fedexPhone (10–15, no 001 for US/CA): %s in %s → %s', (phone, country, valid) => {
    expect(isFedexPhone(phone, country)).toBe(valid);
    const schema = z
      .object({ phone: textField(), country: textField() })
      .superRefine(fedexPhone({ phoneField: 'phone', countryField: 'country' }));
    const result = schema.safeParse({ phone, country });
    expect(result.success).toBe(valid);
    if (!valid) expect(translateIssue(result.error!.issues[0]!)).toBe('Erwartet 10-15 Ziffern, sowie keine US Vorwahl (001)');
  });

  it.each([
    ['Holzkiste 120x80', true],
    ['Zeile 1\nZeile 2', true],
    ['Zeile 1\r\nZeile 2', true],
    ['~!@#$%^&*()', true],
    ['Grösse', false],
    ['Tab\there', false],
    ['CR\ronly', false],
  ] as const)('R000-5.15 R001-5.14 ascii (printable plus newline): %j → %s', (value, valid) => {
    expect(isAscii(value)).toBe(valid);
    expect(firstIssue(asciiSchema, value)).toBe(valid ? 'ok' : 'validation.ascii');
  });

  it.each([
    ['US', 'NY', true],
    ['US', 'dc', true],
    ['US', 'XX', false],
    ['US', '', false],
    ['CA', 'QC', true],
    ['CA', 'NY', false],
    ['CH', '', true],
    ['DE', 'BY', true],
  ] as const)('R000-5.16 R000-5.17 R001-5.17 R001-5.18 state/province: %s %s → %s', (country, state, valid) => {
    expect(isValidStateOrProvince(country, state)).toBe(valid);
    const schema = z
      .object({ state: textField({ required: false }), country: textField() })
      .superRefine(stateOrProvince({ stateField: 'state', countryField: 'country' }));
    const result = schema.safeParse({ state, country });
    expect(result.success).toBe(valid);
    if (!valid) expect(translateIssue(result.error!.issues[0]!)).toBe('Bundesstaat/Provinz ist für USA/Canada erforderlich');
  });

  it.each([
    ['12', true],
    ['-12', true],
    ['+12345678', true],
    ['12345678.50', true],
    ['123456789', false],
    ['12.555', false],
    ['abc', false],
    ['', false],
  ] as const)('R000-5.18 R001-5.13 currency (optional sign, 1–8 digits): %s → %s', (value, valid) => {
    expect(isCurrencyAmount(value)).toBe(valid);
    if (value !== '') expect(firstIssue(currencySchema, value)).toBe(valid ? 'ok' : 'validation.currency');
  });

  it('R000-5.40 R000-5.41 landing page links and dimension/weight values', () => {
    expect(isLink('https://holzwerk.ch/kisten')).toBe(true);
    expect(isLink('ftp://holzwerk.ch')).toBe(false);
    expect(isLink('kein link')).toBe(false);
    expect(isEmptyOrDigits('')).toBe(true);
    expect(isEmptyOrDigits(null)).toBe(true);
    expect(isEmptyOrDigits('1200')).toBe(true);
    expect(isEmptyOrDigits('12.5')).toBe(false);
    expect(textField({ rules: ['link'] }).safeParse('https://x.ch').success).toBe(true);
  });

  it('R000-5.19 optional fields accept empty values; rules apply to present values only', () => {
    const optionalEmail = textField({ required: false, rules: ['email'] });
    expect(optionalEmail.parse(undefined)).toBe('');
    expect(optionalEmail.parse('  ')).toBe('');
    expect(firstIssue(optionalEmail, 'nope')).toBe('validation.email');
    const combined = textField({ min: 3, max: 5, rules: ['numeric'] });
    expect(combined.safeParse('12a3456').error?.issues.map((issue) => issue.message)).toEqual(['validation.max', 'validation.numeric']);
    expect(textField({ trim: false }).parse(' a ')).toBe(' a ');
  });
});

describe('validation messages (000 §5, 001 §5)', () => {
  it.each([
    ['required', 'Eingabe erforderlich'],
    ['email', 'E-Mail nicht gültig'],
    ['phone', 'Ungültiges Format der Telefonnummer'],
    ['password', 'Passwörter müssen übereinstimmen'],
    ['min', 'Minimale Zeichenanzahl: {length}'],
    ['max', 'Maximale Zeichenanzahl: {length}'],
    ['numeric', 'Nur Zahlen sind erlaubt'],
    ['double', 'Nur Dezimalzahlen sind erlaubt'],
    ['alpha', 'Nur Buchstaben sind erlaubt'],
    ['plz', 'Erwartet CH-Postleitzahl'],
    ['plzNonCH', 'Unbekanntes Postleitzahlformat'],
    ['zipCodeByCountry', 'Ungültige Postleitzahl'],
    ['fedexPhone', 'Erwartet 10-15 Ziffern, sowie keine US Vorwahl (001)'],
    ['ascii', 'Beinhaltet ungültige Zeichen (Non-ASCII, z.B. Ü)'],
    ['stateOrProvince', 'Bundesstaat/Provinz ist für USA/Canada erforderlich'],
  ] as const)('R000-5.01–5.17 R001-5.19 validation.%s is verbatim in German: %s', (rule, german) => {
    expect(VALIDATION_MESSAGES[`validation.${rule}`].de).toBe(german);
    expect(translateValidation(`validation.${rule}`)).toBe(german);
  });

  it('R001-5.19 every message has French and English; keys with or without the prefix; unknown keys as given', () => {
    for (const [key, texts] of Object.entries(VALIDATION_MESSAGES)) {
      expect(key.startsWith('validation.')).toBe(true);
      expect(texts.fr.length, key).toBeGreaterThan(0);
      expect(texts.en.length, key).toBeGreaterThan(0);
      expect(texts.fr).not.toBe(texts.de);
    }
    expect(translateValidation('max', { length: 10 }, 'en-US')).toBe('Maximum number of characters: 10');
    expect(translateValidation('validation.unknown', { field: 'x' })).toBe('validation.unknown');
  });

  it('R000-8.19 R001-8.08 R001-5.19 problems are listed per field, with the field path', () => {
    const schema = z.object({
      email: emailSchema,
      address: z.object({ zipCode: plzSchema, street: textField({ max: 5 }) }),
    });
    const result = schema.safeParse({ email: 'x', address: { zipCode: '12', street: 'Hauptstrasse' } });
    expect(issuesByField(result.error!, 'de-CH')).toEqual({
      email: ['E-Mail nicht gültig'],
      'address.zipCode': ['Erwartet CH-Postleitzahl'],
      'address.street': ['Maximale Zeichenanzahl: 5'],
    });
    expect(issuesToErrorEntries(result.error!)[2]).toEqual({
      message: 'validation.max',
      params: { rule: 'max', length: 5 },
      field: 'address.street',
    });
    const typeError = z.object({ n: z.number({ error: 'validation.numeric' }) }).safeParse({ n: 'x' });
    expect(issuesByField(typeError.error!, 'en-US')).toEqual({ n: ['Only digits are allowed'] });
    expect(issuesToErrorEntries(typeError.error!)).toEqual([{ message: 'validation.numeric', field: 'n' }]);
  });
});

describe('countries and regions (001 §3)', () => {
  it('R001-3.80 the country list has ISO codes with German and English names', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.names.de.length).toBeGreaterThan(1);
      expect(country.names.en.length).toBeGreaterThan(1);
    }
    expect(findCountry('ch')?.names).toEqual({ de: 'Schweiz', en: 'Switzerland', fr: 'Suisse' });
    expect(countryName('DE')).toBe('Deutschland');
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('QQ')).toBe('QQ');
    expect(isCountryCode('LI')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
    expect(countriesSortedBy('de')[0]?.code).toBe('AF');
  });

  it('R000-3.57 R001-3.83 R000-3.14 domestic countries are CH and LI; the default country is CH', () => {
    expect(DOMESTIC_COUNTRY_CODES).toEqual(['CH', 'LI']);
    expect(DEFAULT_COUNTRY_CODE).toBe('CH');
    expect(isDomesticCountry('CH')).toBe(true);
    expect(isDomesticCountry(' li ')).toBe(true);
    expect(isDomesticCountry('DE')).toBe(false);
    expect(isDomesticCountry(null)).toBe(false);
  });

  it('R001-3.82 the US states list: 50 states and DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(51);
    expect(US_STATES.find((state) => state.code === 'CA')?.name).toBe('California');
    expect(regionsOf('us')).toBe(US_STATES);
  });

  it('R001-3.81 the Canadian provinces list: 10 provinces and 3 territories', () => {
    expect(CA_PROVINCES.map((province) => province.code)).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
    expect(regionsOf('CA')).toBe(CA_PROVINCES);
    expect(regionsOf('CH')).toBeUndefined();
    expect(regionsOf(undefined)).toBeUndefined();
  });
});
