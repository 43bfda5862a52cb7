import { languageOf, type Language, type Locale } from '../i18n/locales';
import { formatChf, isDecimalString } from '../money/money';
import { findWoodMaterial } from '../parts/materials';
import { CRATE_ATTRIBUTES } from '../parts/crate';
import { PALLET_ATTRIBUTES } from '../parts/pallet';
import { FURNITURE_ATTRIBUTES } from '../parts/furniture';
import type { AttributeSpec } from '../parts/input';
import { RESERVED_PROPERTY_NAMES } from '../parts/geometry';
import { AttributeTypeId } from './enums';
import { BOARD_CONFIGURATION_SEPARATOR } from '../parts/board-material';

/**
 * A configuration as people read it (issue 20): every value through its attribute's display —
 * enum labels, Ja/Nein, mm and kg, material codes as names, the board code as 'Anzahl 20 ·
 * Sägeroh Fichte/Tanne · 1200 × 80 × 18 mm' — in the reader's language. The one function cart,
 * checkout summary, order and quote pages, PDFs and mails render configurations with. Pure and
 * browser-safe.
 */

/** What the display needs of an attribute; the product type's attributes when the caller has them. */
export interface DisplayAttribute {
  name: string;
  typeId: number;
  options?: { unit?: string | undefined; values?: readonly string[] | undefined } | null | undefined;
}

export interface DisplayedProperty {
  /** The attribute's name as stored (the key of the configuration). */
  key: string;
  /** The attribute's name in the reader's language. */
  name: string;
  /** The value in words, with its unit. */
  value: string;
}

type Kind = 'mm' | 'kg' | 'count' | 'boolean' | 'choice' | 'material' | 'board' | 'chf' | 'text';

/** Words of the display in the three languages. */
const WORDS: Readonly<Record<Language, { yes: string; no: string; count: string }>> = {
  de: { yes: 'Ja', no: 'Nein', count: 'Anzahl' },
  fr: { yes: 'Oui', no: 'Non', count: 'Quantité' },
  en: { yes: 'Yes', no: 'No', count: 'Quantity' },
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
  Anzahl: ['Quantité', 'Quantity'],
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
};

/** A German catalogue text in the reader's language (German when no translation is known). */
export function translateCatalogueText(text: string, locale: Locale): string {
  const language = languageOf(locale);
  if (language === 'de') return text;
  const known = TEXTS[text];
  if (!known) return text;
  return language === 'fr' ? known[0] : known[1];
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
  if (attribute) {
    switch (attribute.typeId) {
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
      default:
        return 'text';
    }
  }
  const spec = MODEL_SPECS.find((candidate) => candidate.name === name);
  if (spec?.kind === 'integer') return 'mm';
  if (spec?.kind === 'boolean') return 'boolean';
  if (spec?.kind === 'choice') return 'choice';
  return 'text';
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
 * @example boardText('20!SPRUCE_FIR_SAWN!1200!80!18', 'de-CH') // 'Anzahl 20 · Sägeroh Fichte/Tanne · 1200 × 80 × 18 mm'
 */
export function boardText(encoded: string, locale: Locale): string {
  const parts = encoded.trim().split(BOARD_CONFIGURATION_SEPARATOR);
  if (parts.length !== 5) return encoded;
  const [count, material, length, width, height] = parts as [string, string, string, string, string];
  const words = WORDS[languageOf(locale)];
  return `${words.count} ${count} · ${translateCatalogueText(materialName(material), locale)} · ${length} × ${width} × ${height} mm`;
}

/** One value in words. */
export function displayValue(name: string, value: string, locale: Locale, attribute?: DisplayAttribute): string {
  const words = WORDS[languageOf(locale)];
  const text = value.trim();
  switch (kindOf(name, attribute)) {
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
): DisplayedProperty[] {
  const rows: DisplayedProperty[] = [];
  for (const [key, raw] of Object.entries(configuration)) {
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') continue;
    const value = String(raw);
    if (value.trim() === '' || HIDDEN_NAMES.has(key.split('.')[0] ?? key)) continue;
    const attribute = attributes.find((candidate) => candidate.name === key);
    rows.push({ key, name: translateCatalogueText(key, locale), value: displayValue(key, value, locale, attribute) });
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

/** A configuration in one line ('Innenlänge: 1200 mm, Deckel: Ja'), for PDFs, mails and tables. */
export function configurationText(
  configuration: Readonly<Record<string, unknown>>,
  locale: Locale,
  attributes: readonly DisplayAttribute[] = [],
): string {
  return displayConfiguration(configuration, locale, attributes)
    .map((row) => `${row.name}: ${row.value}`)
    .join(', ');
}
