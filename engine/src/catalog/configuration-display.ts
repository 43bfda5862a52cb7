import { languageOf, type Language, type Locale } from '../i18n/locales';
import { labelled } from '../i18n/number-format';
import { formatChf, isDecimalString } from '../money/format';
import { findWoodMaterial } from '../parts/materials';
import { CRATE_ATTRIBUTES } from '../parts/crate';
import { PALLET_ATTRIBUTES } from '../parts/pallet';
import { FURNITURE_ATTRIBUTES } from '../parts/furniture';
import type { AttributeSpec } from '../parts/input';
import { RESERVED_PROPERTY_NAMES } from '../parts/geometry';
import { AttributeTypeId } from './enums';
import { BOARD_CONFIGURATION_SEPARATOR } from '../parts/board-material';
import { storedAttributeName, storedChoiceLabel, type AttributeTexts, type AttributeTranslations } from './attribute-texts';

/**
 * A configuration as people read it: every value through its attribute's display —
 * enum labels, Ja/Nein, mm and kg, material codes as names, the board code as '20 Bretter ·
 * Sägeroh Fichte/Tanne · 1200 × 80 × 18 mm' — in the reader's language. The one function cart,
 * checkout summary, order and quote pages, PDFs and mails render configurations with. Pure and
 * browser-safe. Names and choice labels: the attribute's stored French/English text (decision
 * 974), else the dictionary below, else German.
 */

/** What the display needs of an attribute; the product type's attributes when the caller has them. */
export interface DisplayAttribute {
  name: string;
  typeId: number;
  options?: { unit?: string | undefined; values?: readonly string[] | undefined } | null | undefined;
  /** The French and English texts staff keep (decision 974). */
  translations?: AttributeTranslations | null | undefined;
}

export interface DisplayedProperty {
  /** The attribute's name as stored (the key of the configuration). */
  key: string;
  /** The attribute's name in the reader's language. */
  name: string;
  /** The value in words, with its unit. */
  value: string;
}

type Kind = 'mm' | 'kg' | 'count' | 'boolean' | 'choice' | 'material' | 'board' | 'chf' | 'colour' | 'text';

/** Words of the display in the three languages. */
const WORDS: Readonly<Record<Language, { yes: string; no: string; board: readonly [one: string, more: string] }>> = {
  de: { yes: 'Ja', no: 'Nein', board: ['Brett', 'Bretter'] },
  fr: { yes: 'Oui', no: 'Non', board: ['planche', 'planches'] },
  en: { yes: 'Yes', no: 'No', board: ['board', 'boards'] },
};

/**
 * Attribute names, choice labels and material names of the models and the demo catalogue in
 * French and English (German is the key). Unknown texts stay German: the catalogue's own
 * translations take over where it has them.
 */
const TEXTS: Readonly<Record<string, readonly [fr: string, en: string]>> = {
  // attribute names
  Innenlänge: ['Longueur intérieure', 'Inner length'],
  Innenbreite: ['Largeur intérieure', 'Inner width'],
  Innenhöhe: ['Hauteur intérieure', 'Inner height'],
  Länge: ['Longueur', 'Length'],
  Breite: ['Largeur', 'Width'],
  Höhe: ['Hauteur', 'Height'],
  Material: ['Matériau', 'Material'],
  Deckel: ['Couvercle', 'Lid'],
  Kufen: ['Patins', 'Skids'],
  'ISPM 15 (IPPC)': ['NIMP 15 (IPPC)', 'ISPM 15 (IPPC)'],
  Verschluss: ['Fermeture', 'Closure'],
  Plattenstärke: ['Épaisseur du panneau', 'Panel thickness'],
  Beschriftung: ['Marquage', 'Marking'],
  Belastung: ['Charge', 'Load'],
  Tragkraft: ['Charge admissible', 'Load capacity'],
  Deckbretter: ['Planches de dessus', 'Deck boards'],
  Unterbau: ['Base', 'Base'],
  Bodenbretter: ['Planches de fond', 'Bottom boards'],
  Brettkonfiguration: ['Planches', 'Boards'],
  Umreifung: ['Cerclage', 'Strapping'],
  // The bundle's board count, apart from the order's Quantité / Quantity beside it in the configurator.
  Anzahl: ['Nombre de planches', 'Number of boards'],
  Möbeltyp: ['Type de meuble', 'Furniture type'],
  Module: ['Modules', 'Modules'],
  Lagen: ['Couches', 'Layers'],
  Kissen: ['Coussins', 'Cushions'],
  Rollen: ['Roulettes', 'Castors'],
  Farbe: ['Couleur', 'Colour'],
  Sitzhöhe: ['Hauteur d’assise', 'Seat height'],
  Polster: ['Rembourrage', 'Upholstery'],
  'Aufpreis Montage': ['Supplément montage', 'Assembly surcharge'],
  Gewicht: ['Poids', 'Weight'],
  Kommentar: ['Commentaire', 'Comment'],
  Versicherungssatz: ['Taux d’assurance', 'Insurance rate'],
  'Breite × Höhe': ['Largeur × hauteur', 'Width × height'],
  Tragkraftklasse: ['Classe de charge', 'Load class'],
  Liegefläche: ['Surface de couchage', 'Lying surface'],
  Zolltarifnummer: ['Numéro de tarif douanier', 'Customs tariff number'],
  Kalkulationsblatt: ['Feuille de calcul', 'Calculation sheet'],
  Modellvorlage: ['Modèle de configuration', 'Model template'],
  Produktseite: ['Page produit', 'Product page'],
  // parts of the models (the configurator's part list)
  Kufe: ['Patin', 'Skid'],
  Bodenplatte: ['Panneau de fond', 'Bottom panel'],
  Seitenwand: ['Paroi latérale', 'Side wall'],
  Stirnwand: ['Paroi frontale', 'End wall'],
  Deckelplatte: ['Panneau de couvercle', 'Lid panel'],
  Bodenbrett: ['Planche de fond', 'Bottom board'],
  Seitenbrett: ['Planche latérale', 'Side board'],
  Stirnbrett: ['Planche frontale', 'End board'],
  Deckelbrett: ['Planche de couvercle', 'Lid board'],
  Deckbrett: ['Planche de dessus', 'Deck board'],
  Querbrett: ['Planche transversale', 'Cross board'],
  Leiste: ['Liteau', 'Batten'],
  Brett: ['Planche', 'Board'],
  // choice labels
  Keine: ['Aucun', 'None'],
  keine: ['aucun', 'none'],
  '2 Kufen': ['2 patins', '2 skids'],
  '3 Kufen': ['3 patins', '3 skids'],
  Palettenfuss: ['Pied de palette', 'Pallet feet'],
  Nägel: ['Clous', 'Nails'],
  Schrauben: ['Vis', 'Screws'],
  Spannverschlüsse: ['Fermetures à levier', 'Toggle latches'],
  Klappverschlüsse: ['Fermetures rabattables', 'Folding latches'],
  Standard: ['Standard', 'Standard'],
  Leicht: ['Légère', 'Light'],
  Schwer: ['Lourde', 'Heavy'],
  Klötze: ['Dés', 'Blocks'],
  Bank: ['Banc', 'Bench'],
  Tisch: ['Table', 'Table'],
  Lounge: ['Lounge', 'Lounge'],
  Bett: ['Lit', 'Bed'],
  'bis 500 kg': ['jusqu’à 500 kg', 'up to 500 kg'],
  'bis 1000 kg': ['jusqu’à 1000 kg', 'up to 1000 kg'],
  'bis 1500 kg': ['jusqu’à 1500 kg', 'up to 1500 kg'],
  'bis 2000 kg': ['jusqu’à 2000 kg', 'up to 2000 kg'],
  // materials
  'Sägeroh Fichte/Tanne': ['Épicéa/sapin brut de sciage', 'Sawn spruce/fir'],
  OSB: ['OSB', 'OSB'],
  'Sperrholz Seekiefer': ['Contreplaqué pin maritime', 'Maritime pine plywood'],
  MDF: ['MDF', 'MDF'],
  'Sperrholz Pappel': ['Contreplaqué peuplier', 'Poplar plywood'],
  Pavatex: ['Pavatex', 'Pavatex'],
  'Lärche sägeroh': ['Mélèze brut de sciage', 'Sawn larch'],
  'Sägeroh Lärche': ['Mélèze brut de sciage', 'Sawn larch'],
  'Wisa-Spruce Sperrholz': ['Contreplaqué Wisa-Spruce', 'Wisa-Spruce plywood'],
  'Wisa-Sperrholz Fichte': ['Contreplaqué épicéa Wisa', 'Wisa spruce plywood'],
};

/**
 * Colours (type 3) are stored as #RRGGBB: their names in de/fr/en. The demo's furniture colours;
 * an unknown colour shows its code.
 */
const COLOUR_NAMES: Readonly<Record<string, readonly [de: string, fr: string, en: string]>> = {
  '#D9B98C': ['Natur', 'Naturel', 'Natural'],
  '#F2EEE6': ['Weiss lasiert', 'Lasuré blanc', 'White glazed'],
  '#5B4636': ['Nussbaum', 'Noyer', 'Walnut'],
  '#6E6E6E': ['Anthrazit', 'Anthracite', 'Anthracite'],
};

/**
 * A colour's name in the reader's language; the code itself when the colour has no name.
 *
 * @example colourName('#5b4636', 'fr-CH') // 'Noyer'
 */
export function colourName(value: string, locale: Locale): string {
  const names = COLOUR_NAMES[value.trim().toUpperCase()];
  if (!names) return value;
  const language = languageOf(locale);
  return language === 'fr' ? names[1] : language === 'en' ? names[2] : names[0];
}

/** A German catalogue text in the reader's language (German when no translation is known). */
export function translateCatalogueText(text: string, locale: Locale): string {
  const language = languageOf(locale);
  if (language === 'de') return text;
  const known = TEXTS[text];
  if (!known) return text;
  return language === 'fr' ? known[0] : known[1];
}

/**
 * An attribute's name in the reader's language: its stored translation, else the dictionary's,
 * else German.
 *
 * @example attributeNameText('Holzart', 'fr-CH', { fr: { name: 'Essence' } }) // 'Essence'
 */
export function attributeNameText(name: string, locale: Locale, translations?: AttributeTranslations | null): string {
  return storedAttributeName(translations, locale) ?? translateCatalogueText(name, locale);
}

/** A choice's label in the reader's language: the attribute's stored label, else the dictionary's, else German. */
export function choiceLabelText(name: string, label: string, locale: Locale, translations?: AttributeTranslations | null): string {
  return storedChoiceLabel(translations, label, locale) ?? translateCatalogueText(label, locale);
}

const MODEL_SPECS: readonly AttributeSpec[] = [...CRATE_ATTRIBUTES, ...PALLET_ATTRIBUTES, ...FURNITURE_ATTRIBUTES];
/** The order names are shown in when the caller has no attribute list: the models' forms. */
const DISPLAY_ORDER: readonly string[] = [
  ...new Set([
    'Anzahl',
    'Brettkonfiguration',
    'Möbeltyp',
    'Innenlänge',
    'Innenbreite',
    'Innenhöhe',
    'Länge',
    'Breite',
    'Höhe',
    ...MODEL_SPECS.map((spec) => spec.name),
    'Plattenstärke',
    'Verschluss',
    'ISPM 15 (IPPC)',
    'Beschriftung',
    'Farbe',
    RESERVED_PROPERTY_NAMES.comment,
  ]),
];
const COUNT_NAMES = new Set(['Anzahl', 'Deckbretter', 'Module', 'Lagen']);
const BOARD_NAMES = new Set(['Brettkonfiguration']);
const HIDDEN_NAMES = new Set<string>([RESERVED_PROPERTY_NAMES.renderingGroup]);

function kindOf(name: string, attribute: DisplayAttribute | undefined): Kind {
  if (BOARD_NAMES.has(name)) return 'board';
  if (name === 'Material') return 'material';
  if (COUNT_NAMES.has(name)) return 'count';
  switch (attribute?.typeId) {
    case AttributeTypeId.DIMENSION:
      return attribute.options?.unit && attribute.options.unit !== 'mm' ? 'text' : 'mm';
    case AttributeTypeId.WEIGHT:
      return 'kg';
    case AttributeTypeId.BOOLEAN:
      return 'boolean';
    case AttributeTypeId.CURRENCY:
      return 'chf';
    case AttributeTypeId.ENUM:
      return 'choice';
    case AttributeTypeId.COLOR:
      return 'colour';
    default:
      break;
  }
  // A free text or an unknown attribute: a model's own field still reads as its kind.
  const spec = MODEL_SPECS.find((candidate) => candidate.name === name);
  if (spec?.kind === 'integer') return 'mm';
  if (spec?.kind === 'boolean') return 'boolean';
  if (spec?.kind === 'choice') return 'choice';
  return 'text';
}

/** The caller's attribute, else what the catalogue's texts know of it (type id and unit), so an empty attribute list still formats by type. */
function attributeOf(name: string, attribute: DisplayAttribute | undefined, texts: AttributeTexts | undefined): DisplayAttribute | undefined {
  if (attribute) return attribute;
  const known = texts?.[name];
  if (known?.typeId === undefined) return undefined;
  return { name, typeId: known.typeId, options: { unit: known.unit }, translations: known };
}

const TRUE_WORDS = ['true', 'ja', 'yes', '1', 'oui'];
const FALSE_WORDS = ['false', 'nein', 'no', '0', 'non'];

function numberText(value: string): string {
  // Whole millimetres read best without grouping ('1200 mm', as on the drawings).
  return value.trim().replace(/\.0+$/, '');
}

/** The label of a model choice by its code ('2' → '2 Kufen', 'heavy' → 'Schwer'); the value itself when unknown. */
function choiceLabel(name: string, value: string): string {
  for (const spec of MODEL_SPECS) {
    if (spec.name !== name || spec.kind !== 'choice') continue;
    const wanted = value.trim().toLowerCase();
    const element = spec.elements.find(
      (candidate) =>
        candidate.id.toLowerCase() === wanted ||
        candidate.label.toLowerCase() === wanted ||
        (candidate.aliases ?? []).some((alias) => alias.toLowerCase() === wanted),
    );
    if (element) return element.label;
  }
  return value;
}

function materialName(value: string): string {
  return findWoodMaterial(value)?.materialName ?? value;
}

/**
 * The board code 'Anzahl!Material!Länge!Breite!Höhe' in words.
 *
 * The count names boards ('20 planches'), never a 'Quantité' that reads as the order's quantity
 * beside it.
 *
 * @example boardText('20!SPRUCE_FIR_SAWN!1200!80!18', 'de-CH') // '20 Bretter · Sägeroh Fichte/Tanne · 1200 × 80 × 18 mm'
 */
export function boardText(encoded: string, locale: Locale): string {
  const parts = encoded.trim().split(BOARD_CONFIGURATION_SEPARATOR);
  if (parts.length !== 5) return encoded;
  const [count, material, length, width, height] = parts as [string, string, string, string, string];
  const words = WORDS[languageOf(locale)];
  return `${count} ${words.board[count === '1' ? 0 : 1]} · ${translateCatalogueText(materialName(material), locale)} · ${length} × ${width} × ${height} mm`;
}

/** One value in words; `texts` the stored translations by attribute name when `attribute` has none. */
export function displayValue(name: string, value: string, locale: Locale, given?: DisplayAttribute, texts?: AttributeTexts): string {
  const words = WORDS[languageOf(locale)];
  const text = value.trim();
  const attribute = attributeOf(name, given, texts);
  const translations = attribute?.translations ?? texts?.[name];
  const kind = kindOf(name, attribute);
  // A label staff keep wins over the dictionary (an enum's or a free text's own value).
  // A model's choice code ('2') is looked up by its German label ('2 Kufen') too.
  const label =
    kind === 'choice' || kind === 'count' || kind === 'text' || kind === 'colour' ? (storedChoiceLabel(translations, text, locale) ?? storedChoiceLabel(translations, choiceLabel(name, text), locale)) : undefined;
  if (label) return label;
  switch (kind) {
    case 'board':
      return boardText(text, locale);
    case 'material':
      return translateCatalogueText(materialName(text), locale);
    case 'boolean': {
      const lower = text.toLowerCase();
      if (TRUE_WORDS.includes(lower)) return words.yes;
      if (FALSE_WORDS.includes(lower)) return words.no;
      return text;
    }
    case 'mm':
      return /^\d+(\.\d+)?$/.test(text) ? `${numberText(text)} mm` : text;
    case 'kg':
      return /^\d+(\.\d+)?$/.test(text) ? `${numberText(text)} kg` : text;
    case 'chf':
      return isDecimalString(text) ? formatChf(text, { currency: true }) : text;
    case 'choice':
      return translateCatalogueText(choiceLabel(name, text), locale);
    case 'colour':
      return colourName(text, locale);
    case 'count':
      return /^\d+$/.test(text) ? text : translateCatalogueText(choiceLabel(name, text), locale);
    default:
      return translateCatalogueText(text, locale);
  }
}

/**
 * A configuration (attribute name → stored text) as rows of name and value in words, in the
 * configuration's order; empty values and the rendering group are left out.
 *
 * @example
 * displayConfiguration({ Kufen: '2', Deckel: 'true', Innenlänge: '1200' }, 'de-CH')
 * // [{ key: 'Kufen', name: 'Kufen', value: '2 Kufen' }, { …, value: 'Ja' }, { …, value: '1200 mm' }]
 */
export function displayConfiguration(
  configuration: Readonly<Record<string, unknown>>,
  locale: Locale,
  attributes: readonly DisplayAttribute[] = [],
  texts: AttributeTexts = {},
): DisplayedProperty[] {
  const rows: DisplayedProperty[] = [];
  for (const [key, raw] of Object.entries(configuration)) {
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') continue;
    const value = String(raw);
    if (value.trim() === '' || HIDDEN_NAMES.has(key.split('.')[0] ?? key)) continue;
    const attribute = attributes.find((candidate) => candidate.name === key);
    const translations = attribute?.translations ?? texts[key];
    rows.push({ key, name: attributeNameText(key, locale, translations), value: displayValue(key, value, locale, attribute, texts) });
  }
  // A stored configuration (jsonb) comes back in key order, not the form's: show the attributes'
  // order — the caller's, else the models' (dimensions first) — and unknown names after them.
  const order = attributes.length > 0 ? attributes.map((attribute) => attribute.name) : DISPLAY_ORDER;
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length : index;
  };
  return rows.map((row, index) => ({ row, index })).sort((a, b) => rank(a.row.key) - rank(b.row.key) || a.index - b.index).map(({ row }) => row);
}

/** A configuration in one line ('Innenlänge: 1200 mm, Deckel: Ja'; French 'Couvercle : Oui'), for PDFs, mails and tables. */
export function configurationText(
  configuration: Readonly<Record<string, unknown>>,
  locale: Locale,
  attributes: readonly DisplayAttribute[] = [],
  texts: AttributeTexts = {},
): string {
  return displayConfiguration(configuration, locale, attributes, texts)
    .map((row) => `${labelled(row.name, locale)} ${row.value}`)
    .join(', ');
}
