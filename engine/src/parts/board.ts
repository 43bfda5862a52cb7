import { z } from 'zod';
import {
  BOARD_CONFIGURATION_SEPARATOR,
  BOARD_MATERIALS,
  BOARD_SECTIONS,
  DEFAULT_BOARD_CONFIGURATION,
  decodeBoardConfiguration,
  encodeBoardConfiguration,
  type BoardConfiguration,
  type BoardMaterial,
} from './board-material';
import { floorBounds, vec3, type WarnFn } from './geometry';
import { choiceField, inputFromConfiguration, integerField, materialElements, type AttributeSpec, type Configuration } from './input';
import { woodMaterial } from './materials';
import { createModelBuilder, type ModelResult } from './part-model';
import { PartIssueMessage } from './part-list';

/**
 * Board packaging (Bretter): `count` boards of one material and section cut to `length`, delivered
 * as a bundle. The board configuration (000 §3: count, material, length, width, height, '!'-joined,
 * defaults 1, sawn-raw spruce/fir, 60, 60, 18; materials spruce/fir and OSB; width × height one of
 * 60x18, 80x18, 100x18, 140x18, 80x30, 100x30, 130x30) is encoded and decoded by catalog/rules.
 * Sawn boards are BF parts priced per m³, OSB strips PL parts priced per m². The 3D view stacks the
 * boards flat in a near-square bundle: ⌈√(count × height / width)⌉ boards per layer.
 * ERROR when the width is under the material's minimum width or the length beyond its stock
 * (sawn 6 000 mm, OSB the sheet length 2 500 mm).
 */

const SECTION_TEXT = BOARD_SECTIONS.map(([width, height]) => `${width}x${height}`).join(', ');
const MATERIAL_CODES = BOARD_MATERIALS as unknown as [BoardMaterial, ...BoardMaterial[]];

export const boardInputSchema = z
  .object({
    count: integerField(1, 1_000, 'count').default(DEFAULT_BOARD_CONFIGURATION.count),
    material: choiceField(MATERIAL_CODES).default(DEFAULT_BOARD_CONFIGURATION.material),
    length: integerField(50, 6_000).default(DEFAULT_BOARD_CONFIGURATION.length),
    width: integerField(10, 1_000).default(DEFAULT_BOARD_CONFIGURATION.width),
    height: integerField(10, 1_000).default(DEFAULT_BOARD_CONFIGURATION.height),
  })
  .superRefine((value, ctx) => {
    if (!BOARD_SECTIONS.some(([width, height]) => width === value.width && height === value.height)) {
      ctx.addIssue({ code: 'custom', message: 'validation.choice', path: ['width'], input: value.width, params: { rule: 'choice', allowed: SECTION_TEXT } });
    }
  });
export type BoardInput = z.output<typeof boardInputSchema>;

/** Attribute holding the encoded board configuration ('1!SPRUCE_FIR_SAWN!60!60!18'). */
export const BOARD_CONFIGURATION_ATTRIBUTE = 'Brettkonfiguration';

/** Configuration attributes of a board product type (the encoded attribute wins over these). */
export const BOARD_ATTRIBUTES: readonly AttributeSpec[] = [
  { name: 'Anzahl', field: 'count', kind: 'integer' },
  { name: 'Material', field: 'material', kind: 'choice', elements: materialElements(BOARD_MATERIALS.map(woodMaterial)) },
  { name: 'Länge', field: 'length', kind: 'integer' },
  { name: 'Breite', field: 'width', kind: 'integer' },
  { name: 'Höhe', field: 'height', kind: 'integer' },
];

/**
 * The raw board input of a configuration: the attribute 'Brettkonfiguration' when present (decoded
 * by catalog/rules; a malformed one is split so the schema names the wrong field), else the single
 * attributes.
 */
export function boardInputFromConfiguration(configuration: Configuration, warn: WarnFn): Record<string, unknown> {
  const encoded = configuration[BOARD_CONFIGURATION_ATTRIBUTE];
  if (encoded === undefined || encoded.trim() === '') return inputFromConfiguration(BOARD_ATTRIBUTES, configuration, warn);
  const decoded = decodeBoardConfiguration(encoded);
  if (decoded.ok) return { ...decoded.value };
  const [count, material, length, width, height] = encoded.trim().split(BOARD_CONFIGURATION_SEPARATOR);
  return inputFromConfiguration(BOARD_ATTRIBUTES, { Anzahl: count, Material: material, Länge: length, Breite: width, Höhe: height }, warn);
}

/** The encoded board configuration of an input, for the cart and the order position. */
export function boardConfigurationOf(input: BoardInput): string {
  const configuration: BoardConfiguration = { ...input };
  return encodeBoardConfiguration(configuration);
}

/** Boards per layer of the bundle drawn in the 3D view. */
export function boardsPerLayer(input: Pick<BoardInput, 'count' | 'width' | 'height'>): number {
  return Math.min(input.count, Math.max(1, Math.ceil(Math.sqrt((input.count * input.height) / input.width))));
}

/**
 * Builds the part list, boxes, issues and totals of a board order.
 *
 * @example buildBoards(boardInputSchema.parse({})) // one board 60 × 60 × 18, sawn spruce/fir
 */
export function buildBoards(input: BoardInput): ModelResult {
  const material = woodMaterial(input.material);
  const { count, length, width, height } = input;
  const builder = createModelBuilder();
  const perLayer = boardsPerLayer(input);
  const layers = Math.ceil(count / perLayer);
  const bundleWidth = perLayer * width;
  for (let index = 0; index < count; index += 1) {
    const layer = Math.floor(index / perLayer);
    const slot = index % perLayer;
    builder.addWood({
      name: 'Brett',
      material,
      role: 'board',
      order: 1,
      position: vec3(0, layer * height + height / 2, -bundleWidth / 2 + width / 2 + slot * width),
      size: vec3(length, height, width),
    });
  }
  if (width < material.minWidth) {
    builder.addIssue('ERROR', PartIssueMessage.NARROWER_THAN_MIN_WIDTH, { material: material.materialName, width, minWidth: material.minWidth });
  }
  const maxLength = material.kind === 'sawn' ? material.maxLength : material.format.length;
  if (length > maxLength) {
    builder.addIssue('ERROR', PartIssueMessage.LONGER_THAN_STOCK, { material: material.materialName, length, maxLength });
  }
  return builder.build(floorBounds(length, layers * height, bundleWidth));
}
