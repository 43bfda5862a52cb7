/**
 * Board materials and the board configuration codec (000 §3): the parts a crate, pallet or board
 * is cut from. Pure: shared by the catalogue's rules, the part lists and the configurator.
 */

/** Board materials (000 §3): codes stored in the configuration, German names for display. */
export const BoardMaterial = {
  SPRUCE_FIR_SAWN: 'SPRUCE_FIR_SAWN',
  OSB: 'OSB',
  PLYWOOD_MARITIME_PINE: 'PLYWOOD_MARITIME_PINE',
  MDF: 'MDF',
  PLYWOOD_POPLAR: 'PLYWOOD_POPLAR',
  PAVATEX: 'PAVATEX',
  LARCH_SAWN: 'LARCH_SAWN',
  WISA_SPRUCE_PLYWOOD: 'WISA_SPRUCE_PLYWOOD',
} as const;
export type BoardMaterial = (typeof BoardMaterial)[keyof typeof BoardMaterial];

export const BOARD_MATERIAL_NAMES: Readonly<Record<BoardMaterial, string>> = {
  SPRUCE_FIR_SAWN: 'Fichte/Tanne sägeroh',
  OSB: 'OSB',
  PLYWOOD_MARITIME_PINE: 'Sperrholz Seekiefer',
  MDF: 'MDF',
  PLYWOOD_POPLAR: 'Sperrholz Pappel',
  PAVATEX: 'Pavatex',
  LARCH_SAWN: 'Lärche sägeroh',
  WISA_SPRUCE_PLYWOOD: 'Wisa-Spruce Sperrholz',
};

/** Materials a board configuration may use (000 §3). */
export const BOARD_MATERIALS: readonly BoardMaterial[] = [BoardMaterial.SPRUCE_FIR_SAWN, BoardMaterial.OSB];

/** The wider material list (000 §3), e.g. for other board and plate products. */
export const BOARD_MATERIALS_WIDE: readonly BoardMaterial[] = Object.values(BoardMaterial);

/** Allowed width × height pairs in mm (000 §3). */
export const BOARD_SECTIONS: readonly (readonly [width: number, height: number])[] = [
  [60, 18],
  [80, 18],
  [100, 18],
  [140, 18],
  [80, 30],
  [100, 30],
  [130, 30],
];

export interface BoardConfiguration {
  count: number;
  material: BoardMaterial;
  length: number;
  width: number;
  height: number;
}

export const DEFAULT_BOARD_CONFIGURATION: Readonly<BoardConfiguration> = Object.freeze({
  count: 1,
  material: BoardMaterial.SPRUCE_FIR_SAWN,
  length: 60,
  width: 60,
  height: 18,
});

export const BOARD_CONFIGURATION_SEPARATOR = '!';

export type BoardConfigurationProblem = 'format' | 'count' | 'material' | 'length' | 'section';

/** What is wrong with a board configuration (empty when valid). */
export function boardConfigurationProblems(configuration: BoardConfiguration): BoardConfigurationProblem[] {
  const problems: BoardConfigurationProblem[] = [];
  if (!Number.isInteger(configuration.count) || configuration.count < 1) problems.push('count');
  if (!BOARD_MATERIALS.includes(configuration.material)) problems.push('material');
  if (!Number.isInteger(configuration.length) || configuration.length < 1) problems.push('length');
  if (!BOARD_SECTIONS.some(([width, height]) => width === configuration.width && height === configuration.height)) {
    problems.push('section');
  }
  return problems;
}

/**
 * One string, '!'-joined in the order count, material, length, width, height (000 §3).
 *
 * @example encodeBoardConfiguration(DEFAULT_BOARD_CONFIGURATION) // '1!SPRUCE_FIR_SAWN!60!60!18'
 */
export function encodeBoardConfiguration(configuration: BoardConfiguration): string {
  const { count, material, length, width, height } = configuration;
  return [count, material, length, width, height].join(BOARD_CONFIGURATION_SEPARATOR);
}

export type BoardConfigurationResult =
  | { ok: true; value: BoardConfiguration }
  | { ok: false; problems: BoardConfigurationProblem[] };

const WHOLE_NUMBER = /^\d+$/;

/**
 * Reads an encoded board configuration. Empty text gives the defaults; a malformed or invalid one
 * is returned as its problems (an expected outcome, not an exception).
 */
export function decodeBoardConfiguration(encoded: string | null | undefined): BoardConfigurationResult {
  if (encoded === null || encoded === undefined || encoded.trim() === '') {
    return { ok: true, value: { ...DEFAULT_BOARD_CONFIGURATION } };
  }
  const parts = encoded.trim().split(BOARD_CONFIGURATION_SEPARATOR);
  if (parts.length !== 5) return { ok: false, problems: ['format'] };
  const [count, material, length, width, height] = parts as [string, string, string, string, string];
  if (![count, length, width, height].every((part) => WHOLE_NUMBER.test(part))) return { ok: false, problems: ['format'] };
  const value: BoardConfiguration = {
    count: Number(count),
    material: material as BoardMaterial,
    length: Number(length),
    width: Number(width),
    height: Number(height),
  };
  const problems = boardConfigurationProblems(value);
  return problems.length === 0 ? { ok: true, value } : { ok: false, problems };
}
