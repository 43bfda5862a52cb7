import {
  BOARD_CONFIGURATION_ATTRIBUTE,
  BOARD_SECTIONS,
  boardConfigurationOf,
  FURNITURE_DEFAULTS,
  buildFromConfiguration,
  findElement,
  issueText as modelIssueText,
  isProductFamily,
  productModels,
  attributeNameText,
  choiceLabelText,
  translateValidation,
  type AttributeTexts,
  type BoardInput,
  type Configuration,
  type ConfigurationError,
  type ConfiguredModel,
  type Issue,
  type Locale,
  type ProductFamily,
} from '@shop/engine/browser';

/**
 * The configurator dialog's form (R000-2.80–2.83): which inputs a product family gets, their
 * start values, and how the typed values become the model's configuration and the cart item's
 * configuration. The rules themselves (schemas, bounds, messages, the model) are the engine's
 * `buildFromConfiguration`; this module only maps form fields to attributes and back.
 */

type AttributeSpec = (typeof productModels)[ProductFamily]['attributes'][number];

export interface ConfiguratorOption {
  value: string;
  label: string;
}

export interface ConfiguratorField {
  /** Attribute name (form field name), e.g. 'Innenlänge'; the board's section is 'Querschnitt'. */
  name: string;
  label: string;
  kind: 'integer' | 'boolean' | 'choice';
  /** Unit shown after the input. */
  unit?: string;
  options?: ConfiguratorOption[];
  /** The model's input fields this form field feeds (errors on them show here). */
  inputFields: string[];
}

/** Form values: field name → text ('true'/'false' for yes/no). */
export type ConfiguratorValues = Record<string, string>;

/** The board's width × height pair (only the allowed pairs of 000 §3 are offered). */
export const BOARD_SECTION_FIELD = 'Querschnitt';

const DIMENSION_NAMES = new Set(['Innenlänge', 'Innenbreite', 'Innenhöhe', 'Länge', 'Breite', 'Höhe']);
const ignoreWarning = () => undefined;

export function sectionValue(width: number, height: number): string {
  return `${width}x${height}`;
}

function fieldOf(spec: AttributeSpec, locale: Locale, texts: AttributeTexts): ConfiguratorField {
  const translations = texts[spec.name];
  const base = { name: spec.name, label: attributeNameText(spec.name, locale, translations), inputFields: [spec.field] };
  if (spec.kind === 'choice') {
    return { ...base, kind: 'choice', options: spec.elements.map((element) => ({ value: element.id, label: choiceLabelText(spec.name, element.label, locale, translations) })) };
  }
  return { ...base, kind: spec.kind, ...(spec.kind === 'integer' && DIMENSION_NAMES.has(spec.name) ? { unit: 'mm' } : {}) };
}

/**
 * The inputs of a family's configurator, in the model's attribute order; labels and choices in
 * the reader's language — the attribute's own translation staff keep (`texts`, decision 974),
 * else the dictionary — (field names stay the German attribute names the configuration keeps).
 */
export function configuratorFields(family: ProductFamily, locale: Locale = 'de-CH', texts: AttributeTexts = {}): ConfiguratorField[] {
  const specs = productModels[family].attributes;
  const toField = (spec: AttributeSpec) => fieldOf(spec, locale, texts);
  if (family !== 'board') return specs.map(toField);
  const fields = specs.filter((spec) => spec.field !== 'width' && spec.field !== 'height').map(toField);
  fields.push({
    name: BOARD_SECTION_FIELD,
    label: attributeNameText('Breite × Höhe', locale, texts['Breite × Höhe']),
    kind: 'choice',
    unit: 'mm',
    options: BOARD_SECTIONS.map(([width, height]) => ({ value: sectionValue(width, height), label: `${width} × ${height}` })),
    inputFields: ['width', 'height'],
  });
  return fields;
}

/** Furniture that is a bed (its Möbeltyp 'Bett'): sized by its lying surface, never turned into a bench (decision 1169). */
export function isBed(family: ProductFamily, values: ConfiguratorValues): boolean {
  return family === 'furniture' && values['Möbeltyp'] === 'Bett';
}

/**
 * The fields a configuration carries (decision 1169): a bed's modules follow its 'Liegefläche',
 * so the bed carries no 'Module'; other furniture carries no 'Liegefläche' (not an attribute of
 * its type).
 */
export function configurationFields(family: ProductFamily, values: ConfiguratorValues, fields: readonly ConfiguratorField[] = configuratorFields(family)): ConfiguratorField[] {
  if (family !== 'furniture') return [...fields];
  const bed = isBed(family, values);
  return fields.filter((field) => (bed ? field.name !== 'Module' : field.name !== 'Liegefläche'));
}

/**
 * The fields the dialog shows: those of the configuration, without a bed's Möbeltyp (a bed stays
 * a bed), and without 'Bett' among the types of other furniture (its type has no lying surface).
 */
export function shownConfiguratorFields(family: ProductFamily, values: ConfiguratorValues, fields: readonly ConfiguratorField[]): ConfiguratorField[] {
  const carried = configurationFields(family, values, fields);
  if (family !== 'furniture') return carried;
  if (isBed(family, values)) return carried.filter((field) => field.name !== 'Möbeltyp');
  return carried.map((field) => (field.name === 'Möbeltyp' && field.options ? { ...field, options: field.options.filter((option) => option.value !== 'Bett') } : field));
}

/** The model's configuration (attribute name → text) of the form values. */
export function toModelConfiguration(family: ProductFamily, values: ConfiguratorValues): Configuration {
  const configuration: Record<string, string> = {};
  for (const field of configurationFields(family, values)) {
    const value = values[field.name] ?? '';
    if (family === 'board' && field.name === BOARD_SECTION_FIELD) {
      const [width = '', height = ''] = value.split('x');
      configuration['Breite'] = width;
      configuration['Höhe'] = height;
    } else {
      configuration[field.name] = value;
    }
  }
  return configuration;
}

/** Builds the model of the form values with the engine (validation and 3D boxes in one go). */
export function buildConfiguredModel(family: ProductFamily, values: ConfiguratorValues): ConfiguredModel {
  return buildFromConfiguration(family, toModelConfiguration(family, values), ignoreWarning);
}

function valuesOfInput(family: ProductFamily, input: Record<string, unknown>): ConfiguratorValues {
  const values: ConfiguratorValues = {};
  // Furniture leaves modules, layers and cushions to its type: the form starts with the type's
  // numbers, not with empty fields.
  if (family === 'furniture') {
    const defaults = FURNITURE_DEFAULTS[input.type as keyof typeof FURNITURE_DEFAULTS] ?? FURNITURE_DEFAULTS.Bank;
    input = { modules: defaults.modules, layers: defaults.layers, cushions: defaults.cushions, ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) };
  }
  for (const spec of productModels[family].attributes) {
    const value = input[spec.field];
    if (value !== undefined && value !== null) values[spec.name] = String(value);
  }
  if (family === 'board') values[BOARD_SECTION_FIELD] = sectionValue(Number(input.width), Number(input.height));
  return values;
}

/**
 * Start values of the form from the product's attribute values: parsed by the model (so defaults
 * and aliases apply); when the product's values do not parse, each attribute is taken as far as it
 * goes and a choice falls back to its first element.
 */
export function initialConfiguratorValues(family: ProductFamily, productValues: Readonly<Record<string, string | null>>): ConfiguratorValues {
  const configuration: Record<string, string> = {};
  for (const [name, value] of Object.entries(productValues)) if (value !== null) configuration[name] = value;
  const built = buildFromConfiguration(family, configuration, ignoreWarning);
  if (built.ok) return valuesOfInput(family, built.input);
  const values: ConfiguratorValues = {};
  for (const spec of productModels[family].attributes) {
    const raw = configuration[spec.name]?.trim() ?? '';
    if (spec.kind === 'choice') values[spec.name] = raw === '' ? (spec.elements[0]?.id ?? '') : findElement(spec.elements, raw, ignoreWarning).id;
    else values[spec.name] = raw;
  }
  if (family === 'board') {
    const [first] = BOARD_SECTIONS;
    values[BOARD_SECTION_FIELD] = first ? sectionValue(first[0], first[1]) : '';
  }
  return values;
}

/** Text of each form field's first problem in the locale (German by default), by form field name. */
export function fieldMessages(family: ProductFamily, errors: readonly ConfigurationError[], locale: Locale = 'de-CH'): Record<string, string> {
  const messages: Record<string, string> = {};
  const fields = configuratorFields(family);
  for (const error of errors) {
    const field = fields.find((candidate) => candidate.inputFields.includes(error.field.split('.')[0] ?? ''));
    const name = field?.name ?? error.field;
    messages[name] ??= translateValidation(error.message, error.params as Record<string, string | number> | undefined, locale);
  }
  return messages;
}

/** The configuration a cart item keeps: the board as its encoded 'Brettkonfiguration', others per attribute. */
export function toCartConfiguration(family: ProductFamily, values: ConfiguratorValues, input: Record<string, unknown>): Record<string, string> {
  if (family === 'board') return { [BOARD_CONFIGURATION_ATTRIBUTE]: boardConfigurationOf(input as unknown as BoardInput) };
  const configuration: Record<string, string> = {};
  for (const field of configurationFields(family, values)) configuration[field.name] = values[field.name] ?? '';
  return configuration;
}

/** A product family of a product type, when the configurator knows it. */
export function configuratorFamily(modelFamily: string | null | undefined): ProductFamily | undefined {
  return isProductFamily(modelFamily) ? modelFamily : undefined;
}

/**
 * The model inputs an issue is about (decision 1168): an ERROR names its field, so the field is
 * marked (aria-invalid) and the reason stands beside it, not only in the list under the parts.
 */
const ISSUE_INPUTS: Readonly<Record<string, readonly string[]>> = {
  'parts.longerThanStock': ['length'],
  'parts.boardTooLong': ['length'],
  'parts.narrowerThanMinWidth': ['width'],
  'parts.tallShape': ['height'],
  'parts.deckBoardsDoNotFit': ['deckBoards', 'deckBoardCount', 'width'],
};

/** The form field (its name) each ERROR issue of the model is about, with the issue's text. */
export function issueFieldMessages(family: ProductFamily, issues: readonly Pick<Issue, 'level' | 'message' | 'params'>[], locale: Locale = 'de-CH'): Record<string, string> {
  const messages: Record<string, string> = {};
  const fields = configuratorFields(family);
  for (const issue of issues) {
    if (issue.level !== 'ERROR') continue;
    const inputs = ISSUE_INPUTS[issue.message] ?? [];
    const field = inputs.map((input) => fields.find((candidate) => candidate.inputFields.includes(input))).find((found) => found !== undefined);
    if (field) messages[field.name] ??= issueText(issue, locale);
  }
  return messages;
}

/** Texts of the models' issues (the engine's, so the configurator and the price call say the same). */
export function issueText(issue: Pick<Issue, 'message' | 'params'>, locale: Locale = 'de-CH'): string {
  return modelIssueText(issue, locale);
}
