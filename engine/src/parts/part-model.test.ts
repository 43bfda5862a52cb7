import { describe, expect, it } from 'vitest';
import { floorBounds, vec3 } from './geometry';
import { PIECE_ITEMS, woodMaterial } from './materials';
import { checkModelConsistency, createModelBuilder, layCentres, pieceLine, splitSpan, spreadCentres, woodPartLine, type ModelResult } from './part-model';

describe('splitting a span into boards', () => {
  it('uses full boards and rips the rest', () => {
    expect(splitSpan(500, 100, 40)).toEqual([100, 100, 100, 100, 100]);
    expect(splitSpan(650, 100, 40)).toEqual([100, 100, 100, 100, 100, 100, 50]);
    expect(splitSpan(80, 100, 40)).toEqual([80]);
  });

  it('shares a rest under the minimum width with the board before it', () => {
    // 636 = 6 × 100 + 36 < 40 → 5 × 100 + (136 → 68 + 68)
    expect(splitSpan(636, 100, 40)).toEqual([100, 100, 100, 100, 100, 68, 68]);
    // 137 → 68 + 69
    expect(splitSpan(137, 100, 40)).toEqual([68, 69]);
  });

  it('spreads and lays centres', () => {
    expect(spreadCentres(-10, 10, 3)).toEqual([-10, 0, 10]);
    expect(spreadCentres(-10, 10, 1)).toEqual([0]);
    expect(layCentres(0, [10, 20], 5)).toEqual([5, 25]);
  });
});

describe('part lines of pieces', () => {
  it('sawn boards are BF, beams KB, priced per m³; length ≥ width ≥ height whatever the orientation', () => {
    const spruce = woodMaterial('SPRUCE_FIR_SAWN');
    // 1000 × 100 × 18 = 0.0018 m³ × 470 = 0.846 kg
    const boardLine = woodPartLine({ name: 'Brett', material: spruce, role: 'board', order: 1, size: vec3(18, 1000, 100) });
    expect(boardLine).toMatchObject({ length: 1000, width: 100, height: 18, partInfo: { partListKey: 'BF-FITA-18', price: '480.00', amount: 0.0018, weight: 0.846 } });
    const beam = woodPartLine({ name: 'Kufe', material: spruce, role: 'beam', order: 1, size: vec3(2000, 80, 100) });
    expect(beam.partInfo.partListKey).toBe('KB-FITA-100x80');
  });

  it('sheet parts are PL whatever the role, priced per m² of their thickness', () => {
    // 1000 × 500 × 12 OSB: 0.5 m² at 9.50; 0.006 m³ × 620 = 3.72 kg
    const line = woodPartLine({ name: 'Platte', material: woodMaterial('OSB'), role: 'beam', order: 1, size: vec3(1000, 12, 500), remark: 'x' });
    expect(line).toMatchObject({ remark: 'x', mat: 'OSB', articleNumber: 'MAT-1002', partInfo: { partListKey: 'PL-OSB-12', price: '9.50', amount: 0.5, amountInCubic: 0.006, weight: 3.72 } });
  });

  it('pieces are counted per piece', () => {
    // 10 nails × 0.0031 kg = 0.031 kg
    expect(pieceLine(PIECE_ITEMS.NAIL_CRATE, 10, 7)).toMatchObject({ count: 10, length: 65, partInfo: { amount: 10, weight: 0.031, amountInCubic: 0, price: '0.02' } });
  });
});

describe('model builder', () => {
  it('merges lines, leaves out fasteners of count 0 and draws no box for fasteners', () => {
    const builder = createModelBuilder();
    const spruce = woodMaterial('SPRUCE_FIR_SAWN');
    for (const z of [-50, 50]) builder.addWood({ name: 'Brett', material: spruce, role: 'board', order: 1, position: vec3(0, 9, z), size: vec3(1000, 18, 100) });
    builder.addFasteners(PIECE_ITEMS.NAIL_CRATE, 8, 2);
    builder.addFasteners(PIECE_ITEMS.SCREW_SKID, 0, 3);
    builder.addIssue('WARNING', 'parts.test');
    const model = builder.build(floorBounds(1000, 18, 200));
    expect(model.parts.map((line) => [line.articleName, line.count])).toEqual([
      ['Brett', 2],
      ['Nagel 2.8×65', 8],
    ]);
    expect(model.boxes).toHaveLength(2);
    expect(model.issues).toEqual([{ level: 'WARNING', message: 'parts.test', params: {} }]);
    expect(checkModelConsistency(model)).toEqual([]);
  });

  it('throws when a piece is drawn in another size than its own', () => {
    const builder = createModelBuilder();
    expect(() => builder.addPiece({ item: PIECE_ITEMS.CASTOR, order: 1, position: vec3(0, 0, 0), size: vec3(75, 75, 75) })).toThrow(/does not match/);
  });
});

describe('model consistency check', () => {
  function model(): ModelResult {
    const builder = createModelBuilder();
    const spruce = woodMaterial('SPRUCE_FIR_SAWN');
    for (const z of [-50, 50]) builder.addWood({ name: 'Brett', material: spruce, role: 'board', order: 1, position: vec3(0, 9, z), size: vec3(1000, 18, 100) });
    builder.addFasteners(PIECE_ITEMS.NAIL_CRATE, 8, 2);
    return builder.build(floorBounds(1000, 18, 200));
  }

  it('finds a line whose count differs from its boxes', () => {
    const broken = model();
    broken.parts[0]!.count = 3;
    expect(checkModelConsistency(broken)).toEqual([expect.stringMatching(/3 pieces but 2 boxes/)]);
  });

  it('finds a box without line, a box of the wrong size, a box outside the bounds', () => {
    const broken = model();
    broken.boxes[0]!.lineRef = 'nothing';
    broken.boxes[1]!.size = vec3(1000, 18, 90);
    expect(checkModelConsistency(broken)).toEqual([
      expect.stringMatching(/1 boxes/),
      expect.stringMatching(/differs from the line/),
      expect.stringMatching(/refers to no line/),
      'the boxes do not fill the bounds',
    ]);
    const outside = model();
    outside.bounds = floorBounds(1000, 10, 200);
    expect(checkModelConsistency(outside)).toEqual(expect.arrayContaining([expect.stringMatching(/leaves the bounds along y/)]));
  });

  it('finds explosion offsets pointing inwards or missing', () => {
    const broken = model();
    broken.boxes[0]!.explosion = vec3(0, 0, 10);
    expect(checkModelConsistency(broken)).toEqual([expect.stringMatching(/explosion does not point away from the centre along z/)]);
    broken.boxes[0]!.explosion = vec3(0, 0, 0);
    expect(checkModelConsistency(broken)).toEqual([expect.stringMatching(/explosion does not point away from the centre along z/)]);
  });
});
