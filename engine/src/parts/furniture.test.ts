import { describe, expect, it } from 'vitest';
import { FURNITURE_ATTRIBUTES, FURNITURE_MODULE, buildFurniture, furnitureInputSchema } from './furniture';
import { ELEMENT_NOT_FOUND_WARNING } from './geometry';
import { inputFromConfiguration } from './input';
import { checkModelConsistency, type ModelResult } from './part-model';
import { EURO_PALLET, buildPallet } from './pallet';

function furniture(raw: Record<string, unknown>): ModelResult {
  return buildFurniture(furnitureInputSchema.parse(raw));
}

function lines(model: ModelResult) {
  return model.parts.map((line) => [line.articleName, line.count, line.length, line.width, line.height, line.partInfo.partListKey]);
}

/** The Euro pallet's lines (see pallet.test.ts fixture 1) with counts times `modules`, keys of `mat`. */
function euroPalletLines(modules: number, mat = 'FITA') {
  return [
    ['Bodenbrett', 1 * modules, 1200, 145, 22, `BF-${mat}-22`],
    ['Bodenbrett', 2 * modules, 1200, 100, 22, `BF-${mat}-22`],
    ['Klotz', 3 * modules, 145, 145, 78, 'SK-PRESS-145x145x78'],
    ['Klotz', 6 * modules, 145, 100, 78, 'SK-PRESS-145x100x78'],
    ['Querbrett', 3 * modules, 800, 145, 22, `BF-${mat}-22`],
    ['Deckbrett', 3 * modules, 1200, 145, 22, `BF-${mat}-22`],
    ['Deckbrett', 2 * modules, 1200, 100, 22, `BF-${mat}-22`],
    ['Palettennagel 4.2×90', 48 * modules, 90, 4, 4, 'VM-NAGEL-42x90'],
  ];
}

describe('furniture fixtures (R001-3.58 R001-3.60 R001-3.61)', () => {
  it('the module is the Euro pallet, 1200 × 800 × 144', () => {
    expect(FURNITURE_MODULE).toEqual({ length: 1200, width: 800, height: 144 });
  });

  it('fixture 1: a bench of 1 module, 2 layers, with a backrest: 3 Euro pallets', () => {
    const model = furniture({ type: 'Bank' });
    expect(lines(model)).toEqual(euroPalletLines(3));
    // one Euro pallet (spruce/fir): 23.25207 kg, 0.04523385 m³, CHF 24.04344 → × 3
    // 3 × 23.25207 = 69.75621 kg; 3 × 0.04523385 = 0.13570155 m³; 3 × 24.04344 = 72.13032 → 72.13
    expect(model.totals).toEqual({ weight: 69.756, volume: 0.13570155, materialCost: '72.13' });
    // seat 2 × 144 = 288 high, backrest module upright on it: 288 + 800 = 1088
    expect(model.bounds).toEqual({ min: { x: -600, y: 0, z: -400 }, max: { x: 600, y: 1088, z: 400 } });
    // the backrest stands on the rear edge of the seat, 144 deep
    const pallet = buildPallet(EURO_PALLET);
    const backrest = model.boxes.slice(2 * pallet.boxes.length);
    expect(backrest).toHaveLength(pallet.boxes.length);
    for (const box of backrest) {
      expect(box.position.z - box.size.z / 2).toBeGreaterThanOrEqual(-400);
      expect(box.position.z + box.size.z / 2).toBeLessThanOrEqual(-256);
      expect(box.position.y - box.size.y / 2).toBeGreaterThanOrEqual(288);
    }
    expect(model.issues).toEqual([]);
    expect(checkModelConsistency(model)).toEqual([]);
  });

  it('fixture 2: a table of 2 layers on castors; cushions are left out', () => {
    const model = furniture({ type: 'Tisch', castors: true, cushions: true });
    // 2 modules + 4 castors under the corner blocks of the lowest module
    expect(lines(model)).toEqual([...euroPalletLines(2), ['Lenkrolle Ø75', 4, 100, 75, 75, 'ZB-ROLLE-75']]);
    // kg: 2 × 23.25207 = 46.50414 + 4 × 0.45 = 1.8 → 48.30414
    // m³: 2 × 0.04523385 = 0.0904677 (castors are not wood)
    // CHF: 2 × 24.04344 = 48.08688 + 4 × 12.50 = 50.00 → 98.08688 → 98.09
    expect(model.totals).toEqual({ weight: 48.304, volume: 0.0904677, materialCost: '98.09' });
    // castors 100 + 2 × 144 = 388 high
    expect(model.bounds).toEqual({ min: { x: -600, y: 0, z: -400 }, max: { x: 600, y: 388, z: 400 } });
    const castors = model.boxes.filter((box) => box.name === 'Lenkrolle Ø75').map((box) => [box.position.x, box.position.y, box.position.z]);
    // under the corner blocks: x ±(600 − 72.5), z ±(400 − 50)
    expect(castors).toEqual([
      [527.5, 50, 350],
      [527.5, 50, -350],
      [-527.5, 50, 350],
      [-527.5, 50, -350],
    ]);
    // castor load (48.30414 + 100) / 4 = 37.1 kg ≤ 50 kg: no error
    expect(model.issues).toEqual([{ level: 'WARNING', message: 'parts.cushionsIgnored', params: {} }]);
    expect(checkModelConsistency(model)).toEqual([]);
  });

  it('fixture 3: a larch bed of 2 × 2 turned modules with 2 mattresses', () => {
    const model = furniture({ type: 'Bett', material: 'LARCH_SAWN' });
    expect(lines(model)).toEqual([...euroPalletLines(4, 'LAER'), ['Matratze 80×200', 2, 2000, 800, 160, 'ZB-MATRATZE-2000x800']]);
    // a larch Euro pallet: sawn 0.033528 m³ × 600 = 20.1168 kg + blocks 2.95191 + 4.0716 + nails 0.4704
    // = 27.61071 kg; CHF 0.033528 × 980 = 32.85744 + 2.25 + 3.30 + 2.40 = 40.80744
    // bed: 4 × 27.61071 = 110.44284 + 2 × 14 = 138.44284 kg; 4 × 0.04523385 = 0.1809354 m³;
    //      4 × 40.80744 = 163.22976 + 2 × 249.00 = 661.22976 → 661.23
    expect(model.totals).toEqual({ weight: 138.443, volume: 0.1809354, materialCost: '661.23' });
    // 2 × 800 = 1600 wide, 2 × 1200 = 2400 long, 144 + 160 = 304 high
    expect(model.bounds).toEqual({ min: { x: -800, y: 0, z: -1200 }, max: { x: 800, y: 304, z: 1200 } });
    // mattresses at the foot end: z from 1200 − 2000 = −800 to 1200
    const mattresses = model.boxes.filter((box) => box.name === 'Matratze 80×200');
    expect(mattresses.map((box) => [box.position.x, box.position.z, box.size.x, box.size.z])).toEqual([
      [-400, 200, 800, 2000],
      [400, 200, 800, 2000],
    ]);
    expect(model.issues).toEqual([]);
    expect(checkModelConsistency(model)).toEqual([]);
  });
});

describe('furniture variants', () => {
  it('a lounge has 2 modules, 1 layer, backrests and seat and back cushions by default', () => {
    const model = furniture({ type: 'Lounge', castors: true });
    const counts = Object.fromEntries(model.parts.map((line) => [`${line.articleName} ${line.width}`, line.count]));
    // 2 seat modules + 2 backrests = 4 pallets → 4 × 9 blocks
    expect(counts['Klotz 100']! + counts['Klotz 145']!).toBe(36);
    expect(counts['Sitzkissen 120×50 500']).toBe(2);
    expect(counts['Rückenkissen 120×40 400']).toBe(2);
    expect(counts['Lenkrolle Ø75 75']).toBe(8);
    expect(model.issues).toEqual([]);
    expect(checkModelConsistency(model)).toEqual([]);
  });

  it('a bed on castors gets 4 castors per module of the lowest layer', () => {
    const model = furniture({ type: 'Bett', modules: 1, castors: true, cushions: false });
    expect(model.parts.find((line) => line.articleName === 'Lenkrolle Ø75')?.count).toBe(8);
    expect(checkModelConsistency(model)).toEqual([]);
  });
});

describe('furniture issues (R001-3.62)', () => {
  it('ERROR when the castors would carry more than 50 kg each; WARNING for a high seat', () => {
    const model = furniture({ type: 'Bank', layers: 4, castors: true });
    // 5 modules × 23.25207 = 116.26035 + 4 castors × 0.45 = 118.06035 → 118.06 kg
    // (118.06 + 100 kg design load) / 4 castors = 54.515 → 54.5 kg > 50
    // seat: 100 + 4 × 144 = 676 mm > 500
    expect(model.issues).toEqual([
      { level: 'WARNING', message: 'parts.highSeat', params: { seatHeight: 676, maxSeatHeight: 500 } },
      { level: 'ERROR', message: 'parts.castorOverload', params: { capacity: 50, required: 54.5 } },
    ]);
  });

  it('counts the seat cushion in the seat height', () => {
    // 3 × 144 = 432 ≤ 500; with a 120 mm cushion 552
    expect(furniture({ type: 'Bank', layers: 3 }).issues).toEqual([]);
    expect(furniture({ type: 'Bank', layers: 3, cushions: true }).issues).toEqual([
      { level: 'WARNING', message: 'parts.highSeat', params: { seatHeight: 552, maxSeatHeight: 500 } },
    ]);
  });
});

describe('furniture input', () => {
  it('requires the type and bounds modules and layers', () => {
    expect(furnitureInputSchema.safeParse({}).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['type', 'validation.required']]);
    expect(furnitureInputSchema.safeParse({ type: 'Bank', modules: 5, layers: 0 }).error?.issues.map((issue) => issue.message)).toEqual([
      'validation.maxCount',
      'validation.minCount',
    ]);
  });

  it('maps the attributes Möbeltyp, Module, Lagen, Kissen, Rollen, Material (R001-8.35)', () => {
    const warnings: [string, unknown][] = [];
    const warn = (message: string, params?: unknown) => warnings.push([message, params]);
    const raw = inputFromConfiguration(FURNITURE_ATTRIBUTES, { Möbeltyp: 'Sofa', Module: '3', Lagen: '1', Kissen: 'ja', Rollen: 'nein', Material: 'Sägeroh Lärche' }, warn);
    expect(furnitureInputSchema.parse(raw)).toEqual({ type: 'Lounge', modules: 3, layers: 1, cushions: true, castors: false, material: 'LARCH_SAWN' });
    // an unknown type falls back to the first element with a warning
    expect(inputFromConfiguration(FURNITURE_ATTRIBUTES, { Möbeltyp: 'Schrank' }, warn)).toEqual({ type: 'Bank' });
    expect(warnings).toEqual([[ELEMENT_NOT_FOUND_WARNING, { attribute: 'Möbeltyp', id: 'Schrank', fallback: 'Bank' }]]);
  });
});
