import { describe, expect, it } from 'vitest';
import { BOARD_MATERIALS, BOARD_SECTIONS, DEFAULT_BOARD_CONFIGURATION } from './board-material';
import {
  BOARD_ATTRIBUTES,
  BOARD_CONFIGURATION_ATTRIBUTE,
  boardConfigurationOf,
  boardInputFromConfiguration,
  boardInputSchema,
  boardsPerLayer,
  buildBoards,
} from './board';
import { WOOD_MATERIAL_LIST } from './materials';
import { checkModelConsistency, type ModelResult } from './part-model';

function boards(raw: Record<string, unknown>): ModelResult {
  return buildBoards(boardInputSchema.parse(raw));
}

function lines(model: ModelResult) {
  return model.parts.map((line) => [line.articleName, line.count, line.length, line.width, line.height, line.mat, line.partInfo.partListKey]);
}

describe('board configuration (R000-3.40 R000-3.41 R000-3.42 R000-3.43 R000-3.44 R000-3.45)', () => {
  it('R000-3.42 defaults: 1 board, sawn spruce/fir, 60 × 60 × 18', () => {
    expect(boardInputSchema.parse({})).toEqual({ count: 1, material: 'SPRUCE_FIR_SAWN', length: 60, width: 60, height: 18 });
    expect(boardInputSchema.parse({})).toEqual(DEFAULT_BOARD_CONFIGURATION);
  });

  it("R000-3.40 R000-3.41 encodes count, material, length, width, height joined by '!'", () => {
    expect(boardConfigurationOf(boardInputSchema.parse({ count: 10, length: 2000, width: 100, height: 18 }))).toBe('10!SPRUCE_FIR_SAWN!2000!100!18');
    const raw = boardInputFromConfiguration({ [BOARD_CONFIGURATION_ATTRIBUTE]: '25!OSB!2400!130!30' }, () => undefined);
    expect(boardInputSchema.parse(raw)).toEqual({ count: 25, material: 'OSB', length: 2400, width: 130, height: 30 });
  });

  it('R000-3.43 accepts sawn spruce/fir and OSB only', () => {
    expect(BOARD_MATERIALS).toEqual(['SPRUCE_FIR_SAWN', 'OSB']);
    expect(boardInputSchema.safeParse({ material: 'OSB', width: 80 }).success).toBe(true);
    expect(boardInputSchema.safeParse({ material: 'MDF' }).error?.issues.map((issue) => issue.message)).toEqual(['validation.choice']);
  });

  it('R000-3.44 accepts only the width × height pairs 60x18, 80x18, 100x18, 140x18, 80x30, 100x30, 130x30', () => {
    for (const [width, height] of BOARD_SECTIONS) expect(boardInputSchema.safeParse({ width, height }).success).toBe(true);
    const wrong = boardInputSchema.safeParse({ width: 60, height: 30 });
    expect(wrong.error?.issues).toEqual([
      expect.objectContaining({
        path: ['width'],
        message: 'validation.choice',
        params: { rule: 'choice', allowed: '60x18, 80x18, 100x18, 140x18, 80x30, 100x30, 130x30' },
      }),
    ]);
  });

  it('R000-3.45 knows the wider material list', () => {
    expect(WOOD_MATERIAL_LIST.map((material) => material.materialName)).toEqual([
      'Sägeroh Fichte/Tanne',
      'OSB',
      'Sperrholz Seekiefer',
      'MDF',
      'Sperrholz Pappel',
      'Pavatex',
      'Sägeroh Lärche',
      'Wisa-Sperrholz Fichte',
    ]);
  });
});

describe('board fixtures (R001-3.58 R001-3.60 R001-3.61)', () => {
  it('fixture 1: the default board', () => {
    const model = boards({});
    expect(lines(model)).toEqual([['Brett', 1, 60, 60, 18, 'Sägeroh Fichte/Tanne', 'BF-FITA-18']]);
    // 60 × 60 × 18 mm = 0.0000648 m³ × 470 kg/m³ = 0.030456 kg → 0.030
    expect(model.parts[0]?.partInfo.weight).toBeCloseTo(0.030456, 9);
    expect(model.totals).toEqual({ weight: 0.03, volume: 0.0000648, materialCost: '0.03' });
    // CHF: 0.0000648 × 480 = 0.031104 → 0.03
    expect(model.issues).toEqual([]);
    expect(checkModelConsistency(model)).toEqual([]);
  });

  it('fixture 2: 10 spruce/fir boards 2000 × 100 × 18', () => {
    const model = boards({ count: 10, length: 2000, width: 100, height: 18 });
    expect(lines(model)).toEqual([['Brett', 10, 2000, 100, 18, 'Sägeroh Fichte/Tanne', 'BF-FITA-18']]);
    // 10 × 2 × 0.1 × 0.018 = 0.036 m³ × 470 = 16.92 kg; × CHF 480 = 17.28
    expect(model.parts[0]?.partInfo).toMatchObject({ price: '480.00', amount: 0.036, amountInCubic: 0.036 });
    expect(model.totals).toEqual({ weight: 16.92, volume: 0.036, materialCost: '17.28' });
    // bundle: ⌈√(10 × 18 / 100)⌉ = ⌈1.34⌉ = 2 per layer, 5 layers → 200 wide, 90 high
    expect(model.bounds).toEqual({ min: { x: -1000, y: 0, z: -100 }, max: { x: 1000, y: 90, z: 100 } });
    expect(checkModelConsistency(model)).toEqual([]);
  });

  it('fixture 3: 25 OSB boards 2400 × 130 × 30, priced per m²', () => {
    const model = boards({ count: 25, material: 'OSB', length: 2400, width: 130, height: 30 });
    expect(lines(model)).toEqual([['Brett', 25, 2400, 130, 30, 'OSB', 'PL-OSB-30']]);
    // OSB 30 mm is not stocked: the nearest listed thickness 25 mm at CHF 19.00 × 30 / 25 = 22.80 per m²
    // area 25 × 2.4 × 0.13 = 7.8 m² × 22.80 = CHF 177.84
    // volume 25 × 2.4 × 0.13 × 0.03 = 0.234 m³ × 620 kg/m³ = 145.08 kg
    expect(model.parts[0]?.partInfo).toMatchObject({ price: '22.80', amount: 7.8, amountInCubic: 0.234 });
    expect(model.totals).toEqual({ weight: 145.08, volume: 0.234, materialCost: '177.84' });
    // ⌈√(25 × 30 / 130)⌉ = ⌈2.4⌉ = 3 per layer, ⌈25 / 3⌉ = 9 layers → 390 wide, 270 high
    expect(model.bounds).toEqual({ min: { x: -1200, y: 0, z: -195 }, max: { x: 1200, y: 270, z: 195 } });
    expect(model.issues).toEqual([]);
    expect(checkModelConsistency(model)).toEqual([]);
  });
});

describe('board issues (R001-3.62 R001-3.63)', () => {
  it('ERROR when a board is narrower than the material’s minimum width', () => {
    // OSB is not cut narrower than 80 mm
    expect(boards({ material: 'OSB', width: 60, height: 18 }).issues).toEqual([
      { level: 'ERROR', message: 'parts.narrowerThanMinWidth', params: { material: 'OSB', width: 60, minWidth: 80 } },
    ]);
    expect(boards({ material: 'OSB', width: 80, height: 18 }).issues).toEqual([]);
  });

  it('ERROR when OSB is longer than its sheet', () => {
    expect(boards({ material: 'OSB', length: 2501, width: 100, height: 18 }).issues).toEqual([
      { level: 'ERROR', message: 'parts.longerThanStock', params: { material: 'OSB', length: 2501, maxLength: 2500 } },
    ]);
    expect(boards({ length: 6000, width: 100, height: 18 }).issues).toEqual([]);
  });
});

describe('board input', () => {
  it('maps the single attributes Anzahl, Material, Länge, Breite, Höhe', () => {
    expect(BOARD_ATTRIBUTES.map((attribute) => attribute.name)).toEqual(['Anzahl', 'Material', 'Länge', 'Breite', 'Höhe']);
    const raw = boardInputFromConfiguration({ Anzahl: '4', Material: 'Sägeroh Fichte/Tanne', Länge: '1500', Breite: '140', Höhe: '18' }, () => undefined);
    expect(boardInputSchema.parse(raw)).toEqual({ count: 4, material: 'SPRUCE_FIR_SAWN', length: 1500, width: 140, height: 18 });
  });

  it('reads a malformed encoded configuration field by field so the schema names the problem', () => {
    const warnings: string[] = [];
    const raw = boardInputFromConfiguration({ [BOARD_CONFIGURATION_ATTRIBUTE]: '3!Fichte/Tanne!abc!100!18' }, (message) => warnings.push(message));
    // the material alias resolves; the length is not a number
    expect(boardInputSchema.safeParse(raw).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['length', 'validation.numeric']]);
    expect(warnings).toEqual([]);
  });

  it('an empty encoded configuration gives the defaults', () => {
    expect(boardInputSchema.parse(boardInputFromConfiguration({ [BOARD_CONFIGURATION_ATTRIBUTE]: ' ' }, () => undefined))).toEqual(DEFAULT_BOARD_CONFIGURATION);
  });

  it('lays the bundle near-square', () => {
    expect(boardsPerLayer({ count: 1, width: 60, height: 18 })).toBe(1);
    expect(boardsPerLayer({ count: 100, width: 100, height: 18 })).toBe(5);
  });
});
