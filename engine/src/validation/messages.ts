import { DEFAULT_LOCALE, interpolate, languageOf, type Locale, type MessageParams, type Translations } from '../i18n/locales';

/**
 * Validation messages (000 §5): keys `validation.<rule>`, German verbatim from the spec, French
 * and English ours. The spec gives no message for `currency`; 'Ungültiger Betrag' is our text
 * (decision 104).
 */
export const VALIDATION_MESSAGES = {
  'validation.required': { de: 'Eingabe erforderlich', fr: 'Saisie obligatoire', en: 'Input required' },
  'validation.email': { de: 'E-Mail nicht gültig', fr: 'E-mail non valable', en: 'E-mail not valid' },
  'validation.phone': {
    de: 'Ungültiges Format der Telefonnummer',
    fr: 'Format du numéro de téléphone non valable',
    en: 'Invalid phone number format',
  },
  'validation.password': {
    de: 'Passwörter müssen übereinstimmen',
    fr: 'Les mots de passe doivent être identiques',
    en: 'Passwords must match',
  },
  'validation.min': {
    de: 'Minimale Zeichenanzahl: {length}',
    fr: 'Nombre minimal de caractères : {length}',
    en: 'Minimum number of characters: {length}',
  },
  'validation.max': {
    de: 'Maximale Zeichenanzahl: {length}',
    fr: 'Nombre maximal de caractères : {length}',
    en: 'Maximum number of characters: {length}',
  },
  'validation.invalid': { de: 'Ungültiger Wert', fr: 'Valeur non valable', en: 'Invalid value' },
  'validation.choice': {
    de: 'Ungültige Auswahl',
    fr: 'Choix non valable',
    en: 'Invalid choice',
  },
  'validation.numeric': {
    de: 'Nur Zahlen sind erlaubt',
    fr: 'Seuls les chiffres sont autorisés',
    en: 'Only digits are allowed',
  },
  'validation.double': {
    de: 'Nur Dezimalzahlen sind erlaubt',
    fr: 'Seuls les nombres décimaux sont autorisés',
    en: 'Only decimal numbers are allowed',
  },
  'validation.alpha': {
    de: 'Nur Buchstaben sind erlaubt',
    fr: 'Seules les lettres sont autorisées',
    en: 'Only letters are allowed',
  },
  'validation.plz': {
    de: 'Erwartet CH-Postleitzahl',
    fr: 'Code postal suisse attendu',
    en: 'Swiss postal code expected',
  },
  'validation.plzNonCH': {
    de: 'Unbekanntes Postleitzahlformat',
    fr: 'Format de code postal inconnu',
    en: 'Unknown postal code format',
  },
  /** A shopper's address outside the countries the shop delivers to (decision 1180). */
  'validation.deliveryCountry': {
    de: 'Wir liefern in die Schweiz, nach Liechtenstein, Deutschland, Österreich, Frankreich und Italien',
    fr: 'Nous livrons en Suisse, au Liechtenstein, en Allemagne, en Autriche, en France et en Italie',
    en: 'We deliver to Switzerland, Liechtenstein, Germany, Austria, France and Italy',
  },
  'validation.zipCodeByCountry': {
    de: 'Ungültige Postleitzahl',
    fr: 'Code postal non valable',
    en: 'Invalid postal code',
  },
  'validation.fedexPhone': {
    de: 'Erwartet 10-15 Ziffern, sowie keine US Vorwahl (001)',
    fr: "10 à 15 chiffres attendus, sans l'indicatif américain (001)",
    en: 'Expected 10-15 digits and no US prefix (001)',
  },
  'validation.ascii': {
    de: 'Beinhaltet ungültige Zeichen (Non-ASCII, z.B. Ü)',
    fr: 'Contient des caractères non valables (non ASCII, p. ex. Ü)',
    en: 'Contains invalid characters (non-ASCII, e.g. Ü)',
  },
  'validation.stateOrProvince': {
    de: 'Bundesstaat/Provinz ist für USA/Canada erforderlich',
    fr: 'État/province obligatoire pour les États-Unis/le Canada',
    en: 'State/province is required for USA/Canada',
  },
  'validation.currency': { de: 'Ungültiger Betrag', fr: 'Montant non valable', en: 'Invalid amount' },
  'validation.link': { de: 'Ungültiger Link', fr: 'Lien non valable', en: 'Invalid link' },
  'validation.minValue': { de: 'Minimaler Wert: {min}', fr: 'Valeur minimale : {min}', en: 'Minimum value: {min}' },
  'validation.maxValue': { de: 'Maximaler Wert: {max}', fr: 'Valeur maximale : {max}', en: 'Maximum value: {max}' },
  'validation.minMm': { de: 'Mindestens {min} mm', fr: 'Au moins {min} mm', en: 'At least {min} mm' },
  'validation.maxMm': { de: 'Höchstens {max} mm', fr: 'Au plus {max} mm', en: 'At most {max} mm' },
  'validation.minKg': { de: 'Mindestens {min} kg', fr: 'Au moins {min} kg', en: 'At least {min} kg' },
  'validation.maxKg': { de: 'Höchstens {max} kg', fr: 'Au plus {max} kg', en: 'At most {max} kg' },
  'validation.minCount': { de: 'Mindestens {min}', fr: 'Au moins {min}', en: 'At least {min}' },
  'validation.maxCount': { de: 'Höchstens {max}', fr: 'Au plus {max}', en: 'At most {max}' },
  'validation.color': { de: 'Ungültige Farbe', fr: 'Couleur non valable', en: 'Invalid colour' },
  // A configuration's number off its attribute's step (decision 1088): the step and the nearest value on it.
  'validation.stepMm': { de: 'Nur in Schritten von {step} mm, z. B. {nearest} mm', fr: 'Uniquement par pas de {step} mm, p. ex. {nearest} mm', en: 'Only in steps of {step} mm, e.g. {nearest} mm' },
  'validation.stepKg': { de: 'Nur in Schritten von {step} kg, z. B. {nearest} kg', fr: 'Uniquement par pas de {step} kg, p. ex. {nearest} kg', en: 'Only in steps of {step} kg, e.g. {nearest} kg' },
  'validation.stepValue': { de: 'Nur in Schritten von {step}, z. B. {nearest}', fr: 'Uniquement par pas de {step}, p. ex. {nearest}', en: 'Only in steps of {step}, e.g. {nearest}' },
  /** A problem of a configuration names its attribute (params.attribute, in the reader's language; decision 1088). */
  'validation.attribute': { de: '{attribute}: {problem}', fr: '{attribute} : {problem}', en: '{attribute}: {problem}' },
  /** A new customer without a company, a contact person or a login (decision 1091). */
  'validation.customerNamed': {
    de: 'Firma, Kontaktperson oder Login angeben',
    fr: 'Indiquez une entreprise, une personne de contact ou un login',
    en: 'Give a company, a contact person or a login',
  },
} as const satisfies Record<`validation.${string}`, Translations>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
/** Rule names: the part after `validation.` ('required', 'min', …). */
export type ValidationRule = ValidationMessageKey extends infer K ? (K extends `validation.${infer Rule}` ? Rule : never) : never;

/** `validation.<rule>` for a rule name. */
export function validationKey<R extends ValidationRule>(rule: R): `validation.${R}` {
  return `validation.${rule}`;
}

const messages: Readonly<Record<string, Translations>> = VALIDATION_MESSAGES;

/**
 * The text of a validation message key (`validation.min` or just `min`) in a locale, with
 * `{length}` and other placeholders filled; unknown keys come back as given. A problem that names
 * its attribute (`params.attribute`, a configuration's) reads '<attribute>: <problem>'.
 *
 * @example translateValidation('validation.min', { length: 8 }, 'de-CH') // 'Minimale Zeichenanzahl: 8'
 * @example translateValidation('validation.stepMm', { step: 10, nearest: 810, attribute: 'Innenlänge' }) // 'Innenlänge: Nur in Schritten von 10 mm, z. B. 810 mm'
 */
export function translateValidation(key: string, params?: MessageParams, locale: Locale = DEFAULT_LOCALE): string {
  const fullKey = key.startsWith('validation.') ? key : `validation.${key}`;
  const entry = Object.hasOwn(messages, fullKey) ? messages[fullKey] : undefined;
  const text = entry === undefined ? interpolate(key, params) : interpolate(entry[languageOf(locale)], params);
  const attribute = params?.attribute;
  if (typeof attribute !== 'string' || attribute === '' || fullKey === 'validation.attribute') return text;
  return interpolate(VALIDATION_MESSAGES['validation.attribute'][languageOf(locale)], { attribute, problem: text });
}
