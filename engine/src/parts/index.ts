import type { z } from 'zod';
import { BOARD_ATTRIBUTES, BOARD_CONFIGURATION_ATTRIBUTE, boardInputFromConfiguration, boardInputSchema, buildBoards } from './board';
import { CRATE_ATTRIBUTES, buildCrate, crateInputSchema, type CrateOptions } from './crate';
import { FURNITURE_ATTRIBUTES, buildFurniture, furnitureInputSchema } from './furniture';
import type { ModelMode, WarnFn } from './geometry';
import { inputFromConfiguration, type AttributeSpec, type Configuration } from './input';
import type { ModelResult } from './part-model';
import { PALLET_ATTRIBUTES, buildPallet, palletInputSchema } from './pallet';

/**
 * The product models, one per family. Each has its zod input schema, its build function and the
 * attributes a product type's configuration uses (attribute name → input field); see
 * docs/models.md for the construction rules and attribute names.
 */

export const PRODUCT_FAMILIES = ['crate', 'pallet', 'board', 'furniture'] as const;
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];

/** Options of a build (only the crate uses the truck). */
export type BuildOptions = CrateOptions;

export interface ProductModel<S extends z.ZodType = z.ZodType> {
  family: ProductFamily;
  /** How the configurator shows it (001 §3). */
  mode: ModelMode;
  schema: S;
  build(input: z.output<S>, options?: BuildOptions): ModelResult;
  attributes: readonly AttributeSpec[];
  /** The raw input of a configuration, to be parsed with `schema`. */
  fromConfiguration(configuration: Configuration, warn: WarnFn): Record<string, unknown>;
}

function defineModel<S extends z.ZodType>(model: ProductModel<S>): ProductModel<S> {
  return model;
}

export const productModels = {
  crate: defineModel({
    family: 'crate',
    mode: '3D-Configurator',
    schema: crateInputSchema,
    build: buildCrate,
    attributes: CRATE_ATTRIBUTES,
    fromConfiguration: (configuration, warn) => inputFromConfiguration(CRATE_ATTRIBUTES, configuration, warn),
  }),
  pallet: defineModel({
    family: 'pallet',
    mode: '3D-Configurator',
    schema: palletInputSchema,
    build: (input) => buildPallet(input),
    attributes: PALLET_ATTRIBUTES,
    fromConfiguration: (configuration, warn) => inputFromConfiguration(PALLET_ATTRIBUTES, configuration, warn),
  }),
  board: defineModel({
    family: 'board',
    mode: '3D-Configurator',
    schema: boardInputSchema,
    build: (input) => buildBoards(input),
    attributes: BOARD_ATTRIBUTES,
    fromConfiguration: boardInputFromConfiguration,
  }),
  furniture: defineModel({
    family: 'furniture',
    mode: '3D-Configurator',
    schema: furnitureInputSchema,
    build: (input) => buildFurniture(input),
    attributes: FURNITURE_ATTRIBUTES,
    fromConfiguration: (configuration, warn) => inputFromConfiguration(FURNITURE_ATTRIBUTES, configuration, warn),
  }),
} as const satisfies Record<ProductFamily, ProductModel>;

export function isProductFamily(value: unknown): value is ProductFamily {
  return typeof value === 'string' && (PRODUCT_FAMILIES as readonly string[]).includes(value);
}

/** A field problem of a configuration: message key, params and the input field it concerns. */
export interface ConfigurationError {
  field: string;
  message: string;
  params?: Record<string, unknown>;
}

export type ConfiguredModel =
  | { ok: true; input: Record<string, unknown>; result: ModelResult }
  | { ok: false; errors: ConfigurationError[] };

/**
 * Builds a family's model from a configuration (attribute name → text): maps the attributes,
 * parses with the family's schema, builds. Invalid input is returned as errors (message keys
 * `validation.*`), not thrown. Unknown choice values fall back to the first choice and are reported
 * through `warn`.
 *
 * @example buildFromConfiguration('crate', { Innenlänge: '1200', Innenbreite: '800', Innenhöhe: '600', Material: 'Sägeroh Fichte/Tanne', Deckel: 'true' }, logger.warn)
 */
export function buildFromConfiguration(
  family: ProductFamily,
  configuration: Configuration,
  warn: WarnFn,
  options?: BuildOptions,
): ConfiguredModel {
  const model: ProductModel = productModels[family];
  const parsed = model.schema.safeParse(model.fromConfiguration(configuration, warn));
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => {
        const params = issue.code === 'custom' ? (issue.params as Record<string, unknown> | undefined) : undefined;
        const error: ConfigurationError = { field: issue.path.map(String).join('.'), message: issue.message };
        if (params !== undefined) error.params = params;
        return error;
      }),
    };
  }
  const input = parsed.data as Record<string, unknown>;
  return { ok: true, input, result: model.build(input, options) };
}

/** The attribute names a family's product types use (the board also accepts 'Brettkonfiguration'). */
export function attributeNamesOf(family: ProductFamily): string[] {
  const names = productModels[family].attributes.map((attribute) => attribute.name);
  return family === 'board' ? [BOARD_CONFIGURATION_ATTRIBUTE, ...names] : names;
}

export { issueText } from './issue-texts';
export { buildBoards, boardInputSchema, boardConfigurationOf, boardInputFromConfiguration, BOARD_ATTRIBUTES, BOARD_CONFIGURATION_ATTRIBUTE } from './board';
export type { BoardInput } from './board';
export { buildCrate, crateInputSchema, CRATE_ATTRIBUTES, LARGEST_TRUCK } from './crate';
export type { CrateInput, CrateOptions, TruckDimensions } from './crate';
export { buildPallet, palletInputSchema, PALLET_ATTRIBUTES, EURO_PALLET } from './pallet';
export type { PalletInput, PalletLoadClass, PalletSupport } from './pallet';
export { buildFurniture, furnitureInputSchema, FURNITURE_ATTRIBUTES, FURNITURE_DEFAULTS, FURNITURE_TYPES } from './furniture';
export type { FurnitureInput, FurnitureType } from './furniture';
export {
  MODEL_MODES,
  DEFAULT_CAMERA_POSITION,
  RESERVED_PROPERTY_NAMES,
  UNDEFINED_OR_EMPTY_ID,
  assertElementId,
  assertPropertyGroup,
  cameraPosition,
  findElement,
  parseCameraPosition,
} from './geometry';
export type { Box, Bounds, ConfiguratorElement, ModelMode, Vec3, WarnFn } from './geometry';
export { PIECE_ITEMS, WOOD_MATERIALS, WOOD_MATERIAL_LIST, decalMaterialOf, findWoodMaterial } from './materials';
export type { DecalMaterial, PieceItem, WoodMaterial } from './materials';
export {
  ISSUE_LEVELS,
  PartIssueMessage,
  WOOD_PART_KEY_PREFIXES,
  hasErrors,
  isWoodPartKey,
  mergePartListLines,
  partListLineCost,
  partListMergeKey,
  partListTotals,
} from './part-list';
export type { Issue, IssueLevel, PartInfo, PartListLine, PartListTotals } from './part-list';
export { checkModelConsistency } from './part-model';
export type { ModelResult } from './part-model';
export type { AttributeSpec, Configuration } from './input';
export {
  BoardMaterial,
  BOARD_MATERIAL_NAMES,
  BOARD_MATERIALS,
  BOARD_MATERIALS_WIDE,
  BOARD_SECTIONS,
  DEFAULT_BOARD_CONFIGURATION,
  BOARD_CONFIGURATION_SEPARATOR,
  boardConfigurationProblems,
  encodeBoardConfiguration,
  decodeBoardConfiguration,
} from './board-material';
export type { BoardConfiguration, BoardConfigurationProblem, BoardConfigurationResult } from './board-material';
