import { describe, expect, it } from 'vitest';
import { buildCrate, crateInputSchema, CRATE_ATTRIBUTES, LARGEST_TRUCK, type CrateInput } from './crate';
import { inputFromConfiguration } from './input';
import { checkModelConsistency, type ModelResult } from './part-model';
import { partListMergeKey, type PartListLine } from './part-list';

function crate(raw: Record<string, unknown>): ModelResult {
  return buildCrate(crateInputSchema.parse(raw));
}

/** [name, count, length, width, height, partListKey, remark] per line, in list order. */
function lines(parts: readonly PartListLine[]) {
  return parts.map((line) => [line.articleName, line.count, line.length, line.width, line.height, line.partInfo.partListKey, line.remark]);
}

function line(parts: readonly PartListLine[], name: string, width?: number): PartListLine {
  const found = parts.find((part) => part.articleName === name && (width === undefined || part.width === width));
  if (!found) throw new Error(`no line ${name}`);
  return found;
}

const RIPPED = 'aufgetrennt aus 100 mm';

describe('crate fixtures (R001-3.58 R001-3.60 R001-3.61)', () => {
  it('fixture 1: 1000 × 600 × 500 sawn spruce/fir with lid, no skids', () => {
    const model = crate({ innerLength: 1000, innerWidth: 600, innerHeight: 500, material: 'SPRUCE_FIR_SAWN', lid: true });
    // t = 18. Bottom and lid: 1000 + 2 × 18 = 1036 long, span 600 + 36 = 636 wide:
    // 6 × 100 = 600, rest 36 < minWidth 40 → the 6th board and the rest share 136 → 68 + 68.
    // Sides: span 500 → 5 boards each, 1036 long. Ends: 600 long, 5 boards each.
    // Cleats: W = 600 ≤ 1000 → 2 per end = 4, 500 long.
    // Nails: boards 7 + 10 + 10 + 7 = 34 × 4 = 136, cleats 4 × 4 = 16 → 152.
    expect(lines(model.parts)).toEqual([
      ['Bodenbrett', 5, 1036, 100, 18, 'BF-FITA-18', ''],
      ['Bodenbrett', 2, 1036, 68, 18, 'BF-FITA-18', RIPPED],
      ['Seitenbrett', 10, 1036, 100, 18, 'BF-FITA-18', ''],
      ['Stirnbrett', 10, 600, 100, 18, 'BF-FITA-18', ''],
      ['Leiste', 4, 500, 48, 24, 'KB-FITA-48x24', ''],
      ['Deckelbrett', 5, 1036, 100, 18, 'BF-FITA-18', ''],
      ['Deckelbrett', 2, 1036, 68, 18, 'BF-FITA-18', RIPPED],
      ['Nagel 2.8×65', 152, 65, 3, 3, 'VM-NAGEL-28x65', ''],
    ]);
    // 1036 × 100 × 18 mm = 0.0018648 m³; × 5 = 0.009324 m³ × 470 kg/m³ = 4.38228 kg
    expect(line(model.parts, 'Bodenbrett', 100).partInfo.amountInCubic).toBeCloseTo(0.009324, 12);
    expect(line(model.parts, 'Bodenbrett', 100).partInfo.weight).toBeCloseTo(4.38228, 9);
    // 1036 × 68 × 18 = 0.001268064 m³; × 2 = 0.002536128 m³ × 470 = 1.19198016 kg
    expect(line(model.parts, 'Bodenbrett', 68).partInfo.weight).toBeCloseTo(1.19198016, 9);
    // 10 × 600 × 100 × 18 = 0.0108 m³ × 470 = 5.076 kg
    expect(line(model.parts, 'Stirnbrett').partInfo.weight).toBeCloseTo(5.076, 9);
    // 4 × 500 × 48 × 24 = 0.002304 m³ × 470 = 1.08288 kg
    expect(line(model.parts, 'Leiste').partInfo.weight).toBeCloseTo(1.08288, 9);
    // nails: 152 × 0.0031 kg = 0.4712 kg, 152 × CHF 0.02 = CHF 3.04
    expect(line(model.parts, 'Nagel 2.8×65').partInfo).toMatchObject({ amount: 152, price: '0.02', amountInCubic: 0 });
    expect(line(model.parts, 'Nagel 2.8×65').partInfo.weight).toBeCloseTo(0.4712, 9);

    // wood: 2 × (0.009324 + 0.002536128) + 0.018648 + 0.0108 + 0.002304 = 0.055472256 m³
    expect(model.totals.volume).toBeCloseTo(0.055472256, 9);
    // 0.055472256 × 470 = 26.07196032 kg + nails 0.4712 = 26.54316032 → 26.543
    expect(model.totals.weight).toBe(26.543);
    // 0.055472256 × 480 = 26.62668288 + 3.04 = 29.66668288 → 29.67
    expect(model.totals.materialCost).toBe('29.67');
    // outer: 1000 + 36 + 2 × 24 = 1084 long, 636 wide, 18 + 500 + 18 = 536 high
    expect(model.bounds).toEqual({ min: { x: -542, y: 0, z: -318 }, max: { x: 542, y: 536, z: 318 } });
    expect(model.issues).toEqual([]);
    expect(checkModelConsistency(model)).toEqual([]);
  });

  it('fixture 2: 2000 × 1000 × 800 OSB without lid on 2 skids', () => {
    const model = crate({ innerLength: 2000, innerWidth: 1000, innerHeight: 800, material: 'OSB', lid: false, skids: '2' });
    // OSB crate panels 12 mm; the format 2500 × 1250 holds every face in one panel:
    // bottom 2024 × 1024, sides 2024 × 800, ends 1000 × 800. Skids and cleats: sawn spruce/fir.
    // Cleats: W = 1000, not > 1000 → 2 per end. Nails: 5 panels × 8 + 4 cleats × 4 = 56.
    // Screws: 2 × 1 bottom panel × 2 skids = 4.
    expect(lines(model.parts)).toEqual([
      ['Kufe', 2, 2024, 80, 80, 'KB-FITA-80x80', ''],
      ['Bodenplatte', 1, 2024, 1024, 12, 'PL-OSB-12', ''],
      ['Seitenwand', 2, 2024, 800, 12, 'PL-OSB-12', ''],
      ['Stirnwand', 2, 1000, 800, 12, 'PL-OSB-12', ''],
      ['Leiste', 4, 800, 48, 24, 'KB-FITA-48x24', ''],
      ['Nagel 2.8×65', 56, 65, 3, 3, 'VM-NAGEL-28x65', ''],
      ['Schraube 6×120', 4, 120, 6, 6, 'VM-SCHRAUBE-6x120', ''],
    ]);
    // sheet parts are priced per m²: bottom 2.024 × 1.024 = 2.072576 m² at CHF 9.50
    expect(line(model.parts, 'Bodenplatte').partInfo).toMatchObject({ price: '9.50', amount: 2.072576 });
    // volume 2024 × 1024 × 12 = 0.024870912 m³ × 620 kg/m³ = 15.41996544 kg
    expect(line(model.parts, 'Bodenplatte').partInfo.weight).toBeCloseTo(15.41996544, 9);
    // skids 2 × 2024 × 80 × 80 = 0.0259072 m³ × 470 = 12.176384 kg, per m³ at CHF 480
    expect(line(model.parts, 'Kufe').partInfo).toMatchObject({ price: '480.00' });
    expect(line(model.parts, 'Kufe').partInfo.weight).toBeCloseTo(12.176384, 9);

    // wood: 0.0259072 + 0.024870912 + 2 × 0.0194304 + 2 × 0.0096 + 4 × 0.0009216 = 0.112525312 m³
    expect(model.totals.volume).toBeCloseTo(0.112525312, 9);
    // kg: 12.176384 + 15.41996544 + 24.093696 + 11.904 + 1.732608 + nails 56 × 0.0031 = 0.1736
    //     + screws 4 × 0.027 = 0.108 → 65.60825344
    expect(model.totals.weight).toBe(65.608);
    // CHF: sawn 0.0295936 m³ × 480 = 14.204928; OSB (2.072576 + 3.2384 + 1.6) m² × 9.50 = 65.654272;
    //      nails 56 × 0.02 = 1.12; screws 4 × 0.25 = 1.00 → 81.9792 → 81.98
    expect(model.totals.materialCost).toBe('81.98');
    // outer: 2000 + 24 + 48 = 2072 long, 1024 wide, 80 + 12 + 800 = 892 high
    expect(model.bounds).toEqual({ min: { x: -1036, y: 0, z: -512 }, max: { x: 1036, y: 892, z: 512 } });
    expect(model.issues).toEqual([]);
    expect(checkModelConsistency(model)).toEqual([]);
  });

  it('fixture 3: 2500 × 1400 × 3000 larch with lid on 3 skids — too high for a truck, tall shape', () => {
    const model = crate({ innerLength: 2500, innerWidth: 1400, innerHeight: 3000, material: 'LARCH_SAWN', lid: true, skids: '3' });
    // t = 18. Bottom/lid 2536 long, span 1436: 14 × 100 + 36 → 13 × 100 + 68 + 68 = 15 boards.
    // Sides: 3000 / 100 = 30 boards each (60); ends 1400 long, 30 each (60).
    // Cleats: W = 1400 > 1000 → 3 per end = 6, 3000 long. Skids 3 × 2536.
    // Nails: boards 15 + 60 + 60 + 15 = 150 × 4 = 600, cleats 6 × 4 = 24 → 624.
    // Screws: 2 × 15 bottom boards × 3 skids = 90.
    expect(lines(model.parts)).toEqual([
      ['Kufe', 3, 2536, 80, 80, 'KB-LAER-80x80', ''],
      ['Bodenbrett', 13, 2536, 100, 18, 'BF-LAER-18', ''],
      ['Bodenbrett', 2, 2536, 68, 18, 'BF-LAER-18', RIPPED],
      ['Seitenbrett', 60, 2536, 100, 18, 'BF-LAER-18', ''],
      ['Stirnbrett', 60, 1400, 100, 18, 'BF-LAER-18', ''],
      ['Leiste', 6, 3000, 48, 24, 'KB-LAER-48x24', ''],
      ['Deckelbrett', 13, 2536, 100, 18, 'BF-LAER-18', ''],
      ['Deckelbrett', 2, 2536, 68, 18, 'BF-LAER-18', RIPPED],
      ['Nagel 2.8×65', 624, 65, 3, 3, 'VM-NAGEL-28x65', ''],
      ['Schraube 6×120', 90, 120, 6, 6, 'VM-SCHRAUBE-6x120', ''],
    ]);
    // m³: skids 3 × 0.0162304 = 0.0486912; bottom and lid 2 × (13 × 0.0045648 + 2 × 0.003104064)
    //     = 0.131101056; sides 60 × 0.0045648 = 0.273888; ends 60 × 0.00252 = 0.1512;
    //     cleats 6 × 0.003456 = 0.020736 → 0.625616256
    expect(model.totals.volume).toBeCloseTo(0.625616256, 9);
    // kg: 0.625616256 × 600 = 375.3697536 + nails 624 × 0.0031 = 1.9344 + screws 90 × 0.027 = 2.43
    //     → 379.7341536
    expect(model.totals.weight).toBe(379.734);
    // CHF: 0.625616256 × 980 = 613.10393088 + 624 × 0.02 = 12.48 + 90 × 0.25 = 22.50 → 648.08393088
    expect(model.totals.materialCost).toBe('648.08');
    // outer 2584 × 1436 × (80 + 18 + 3000 + 18 = 3116): higher than the truck's 2600
    expect(model.issues).toEqual([
      {
        level: 'ERROR',
        message: 'parts.tooLargeForTruck',
        params: { length: 2584, width: 1436, height: 3116, truckLength: 13600, truckWidth: 2450, truckHeight: 2600 },
      },
      { level: 'WARNING', message: 'parts.tallShape', params: { height: 3000, width: 1400 } },
    ]);
    expect(checkModelConsistency(model)).toEqual([]);
  });
});

describe('crate issues (R001-3.62)', () => {
  it('ERROR when longer than the largest truck; a crate may turn on the truck floor', () => {
    const errors = (model: ModelResult) => model.issues.filter((issue) => issue.level === 'ERROR');
    // sawn: 13 600 − 36 − 2 × 24 = 13 516 inner length fits exactly; one more millimetre does not
    expect(errors(crate({ innerLength: 13_516, innerWidth: 500, innerHeight: 500 }))).toEqual([]);
    const tooLong = crate({ innerLength: 13_517, innerWidth: 500, innerHeight: 500 });
    expect(errors(tooLong).map((issue) => issue.params.length)).toEqual([13_601]);
    // outer 2084 × 2456: wider than 2450, but turned by 90° it fits
    expect(crate({ innerLength: 2000, innerWidth: 2420, innerHeight: 500 }).issues).toEqual([]);
    // outer 2484 × 2456 fits neither way
    expect(crate({ innerLength: 2400, innerWidth: 2420, innerHeight: 500 }).issues.map((issue) => issue.level)).toEqual(['ERROR']);
  });

  it('takes the truck as an optional parameter', () => {
    const input = crateInputSchema.parse({ innerLength: 1000, innerWidth: 600, innerHeight: 500 });
    expect(buildCrate(input).issues).toEqual([]);
    const small = buildCrate(input, { truck: { length: 1000, width: 1000, height: 1000 } });
    expect(small.issues).toEqual([
      {
        level: 'ERROR',
        message: 'parts.tooLargeForTruck',
        params: { length: 1084, width: 636, height: 536, truckLength: 1000, truckWidth: 1000, truckHeight: 1000 },
      },
    ]);
    expect(LARGEST_TRUCK).toEqual({ length: 13_600, width: 2_450, height: 2_600 });
  });

  it('WARNING for a shape higher than twice its narrow side', () => {
    expect(crate({ innerLength: 400, innerWidth: 300, innerHeight: 600 }).issues).toEqual([]);
    expect(crate({ innerLength: 400, innerWidth: 300, innerHeight: 601 }).issues).toEqual([
      { level: 'WARNING', message: 'parts.tallShape', params: { height: 601, width: 300 } },
    ]);
  });

  it('WARNING for more than 8 m³ without skids, none with skids', () => {
    // 2000 × 2000 × 2000 = 8 m³: not more
    expect(crate({ innerLength: 2000, innerWidth: 2000, innerHeight: 2000 }).issues).toEqual([]);
    // 2500 × 2000 × 2000 = 10 m³
    expect(crate({ innerLength: 2500, innerWidth: 2000, innerHeight: 2000 }).issues).toEqual([
      { level: 'WARNING', message: 'parts.heavyWithoutSkids', params: { volume: 10, maxVolume: 8 } },
    ]);
    expect(crate({ innerLength: 2500, innerWidth: 2000, innerHeight: 2000, skids: '3' }).issues).toEqual([]);
  });

  it('WARNING when sawn boards or skids are longer than the stock', () => {
    // spruce/fir up to 6000 mm: 5964 + 36 = 6000 is fine, 5965 + 36 = 6001 is not
    expect(crate({ innerLength: 5964, innerWidth: 800, innerHeight: 800, skids: '2' }).issues).toEqual([]);
    expect(crate({ innerLength: 5965, innerWidth: 800, innerHeight: 800 }).issues).toEqual([
      { level: 'WARNING', message: 'parts.boardTooLong', params: { length: 6001, maxLength: 6000 } },
    ]);
    // sheet walls are tiled, only the spruce/fir skids are too long: 6100 + 24 = 6124
    expect(crate({ innerLength: 6100, innerWidth: 800, innerHeight: 800, material: 'PLYWOOD_MARITIME_PINE', skids: '2' }).issues).toEqual([
      { level: 'WARNING', message: 'parts.boardTooLong', params: { length: 6124, maxLength: 6000 } },
    ]);
  });
});

describe('crate of sheets larger than one sheet', () => {
  it('tiles a face over several sheets and keeps the part list and the boxes consistent', () => {
    // MDF 12 mm, format 2800 × 2070: bottom 3024 × 1524 → 2800 + 224 along the length
    const model = crate({ innerLength: 3000, innerWidth: 1500, innerHeight: 1400, material: 'MDF' });
    const bottom = model.parts.filter((part) => part.articleName === 'Bodenplatte');
    expect(bottom.map((part) => [part.count, part.length, part.width, part.height])).toEqual([
      [1, 2800, 1524, 12],
      [1, 1524, 224, 12],
    ]);
    // ends 1500 × 1400 fit one sheet
    expect(line(model.parts, 'Stirnwand')).toMatchObject({ count: 2, length: 1500, width: 1400 });
    // panels: bottom 2 + sides 2 × 2 + ends 2 × 1 + lid 2 = 10; W = 1500 > 1000 → 6 cleats
    // nails: 10 × 8 + 6 × 4 = 104
    expect(line(model.parts, 'Nagel 2.8×65').count).toBe(10 * 8 + 6 * 4);
    expect(checkModelConsistency(model)).toEqual([]);
  });

  it('turns the sheet when that takes fewer pieces', () => {
    // Pavatex 6 mm, sheet 2500 × 1250; a side 1006 × 2400 (L = 994 + 12, H = 2400) is one
    // sheet turned upright instead of two lying ones
    const model = crate({ innerLength: 994, innerWidth: 600, innerHeight: 2400, material: 'PAVATEX', lid: false, skids: '2' });
    expect(line(model.parts, 'Seitenwand')).toMatchObject({ count: 2, length: 2400, width: 1006, height: 6 });
    expect(checkModelConsistency(model)).toEqual([]);
  });
});

describe('crate boxes', () => {
  const model = crate({ innerLength: 1000, innerWidth: 600, innerHeight: 500, skids: '3' });

  it('draws one box per piece of every drawn line and none for nails', () => {
    for (const part of model.parts) {
      const boxes = model.boxes.filter((box) => box.lineRef === partListMergeKey(part));
      expect(boxes.length).toBe(part.partInfo.partListKey.startsWith('VM') ? 0 : part.count);
    }
  });

  it('puts the skids under the bottom, flush with the sides', () => {
    const skids = model.boxes.filter((box) => box.name === 'Kufe');
    // outer width 636: skid centres at ±(318 − 40) and 0
    expect(skids.map((box) => box.position.z)).toEqual([-278, 0, 278]);
    expect(skids.every((box) => box.position.y === 40)).toBe(true);
  });

  it('explodes every box away from the centre', () => {
    const lid = model.boxes.find((box) => box.name === 'Deckelbrett');
    expect(lid?.explosion.y).toBeGreaterThan(0);
    const skid = model.boxes.find((box) => box.name === 'Kufe');
    expect(skid?.explosion.y).toBeLessThan(0);
    expect(checkModelConsistency(model)).toEqual([]);
  });
});

describe('crate input', () => {
  it('validates dimensions with the validation message keys', () => {
    const result = crateInputSchema.safeParse({ innerLength: 50, innerWidth: 3001, innerHeight: 'abc', material: 'GOLD', lid: 'vielleicht', skids: '4' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['innerLength', 'validation.minMm'],
      ['innerWidth', 'validation.maxMm'],
      ['innerHeight', 'validation.numeric'],
      ['material', 'validation.choice'],
      ['lid', 'validation.choice'],
      ['skids', 'validation.choice'],
    ]);
    expect(result.error?.issues[0]).toMatchObject({ params: { rule: 'minMm', min: 100 } });
    expect(result.error?.issues[1]).toMatchObject({ params: { rule: 'maxMm', max: 3000 } });
    expect(crateInputSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([
      'validation.required',
      'validation.required',
      'validation.required',
    ]);
  });

  it('defaults to sawn spruce/fir with a lid and no skids', () => {
    const input: CrateInput = crateInputSchema.parse({ innerLength: '1200', innerWidth: '800', innerHeight: '600' });
    expect(input).toEqual({ innerLength: 1200, innerWidth: 800, innerHeight: 600, material: 'SPRUCE_FIR_SAWN', lid: true, skids: 'none' });
  });

  it('maps the attributes Innenlänge, Innenbreite, Innenhöhe, Material, Deckel, Kufen', () => {
    const warnings: unknown[] = [];
    const raw = inputFromConfiguration(
      CRATE_ATTRIBUTES,
      { Innenlänge: '1200', Innenbreite: '800', Innenhöhe: '600', Material: 'Sägeroh Fichte/Tanne', Deckel: 'nein', Kufen: '2 Kufen', Farbe: 'rot' },
      (message) => warnings.push(message),
    );
    expect(crateInputSchema.parse(raw)).toEqual({
      innerLength: 1200,
      innerWidth: 800,
      innerHeight: 600,
      material: 'SPRUCE_FIR_SAWN',
      lid: false,
      skids: '2',
    });
    expect(warnings).toEqual([]);
  });
});
