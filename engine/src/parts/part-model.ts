import { Decimal } from 'decimal.js';
import { boundsOfBoxes, explodeBoxes, transformBox, vec3, type Bounds, type Box, type QuarterTurn, type Vec3 } from './geometry';
import { sheetPricePerM2, type PieceItem, type WoodMaterial } from './materials';
import {
  mergePartListLines,
  partListMergeKey,
  partListTotals,
  type Issue,
  type IssueLevel,
  type PartListLine,
  type PartListTotals,
} from './part-list';

/**
 * What every product model returns: one description of the product that drives the 3D view
 * (boxes), the part list (parts), the weight, volume and internal cost (totals) and the
 * configuration's problems (issues). `bounds` is the model's outer box (length × height × width).
 */
export interface ModelResult {
  parts: PartListLine[];
  boxes: Box[];
  issues: Issue[];
  totals: PartListTotals;
  bounds: Bounds;
}

/** Sawn parts are boards (BF) or beams and battens (KB); sheet-material parts are always PL. */
export type WoodRole = 'board' | 'beam';

export interface WoodPartSpec {
  name: string;
  material: WoodMaterial;
  role: WoodRole;
  order: number;
  remark?: string;
  /** Centre in mm. */
  position: Vec3;
  /** Extent along x, y, z in mm; the line's length ≥ width ≥ height are these sorted. */
  size: Vec3;
}

export interface PieceSpec {
  item: PieceItem;
  order: number;
  remark?: string;
  position: Vec3;
  /** Extent along x, y, z; must be the item's size in some orientation. */
  size: Vec3;
}

function sortedDimensions(size: Vec3): [number, number, number] {
  const [length, width, height] = [size.x, size.y, size.z].sort((a, b) => b - a) as [number, number, number];
  return [length, width, height];
}

function cubicMetres(length: number, width: number, height: number): Decimal {
  return new Decimal(length).times(width).times(height).dividedBy(1e9);
}

/** The part list line of one wood piece (count 1). */
export function woodPartLine(spec: Omit<WoodPartSpec, 'position'>): PartListLine {
  const [length, width, height] = sortedDimensions(spec.size);
  const { material } = spec;
  const volume = cubicMetres(length, width, height);
  let partListKey: string;
  let price: string;
  let amount: Decimal;
  if (material.kind === 'sheet') {
    partListKey = `PL-${material.shortCode}-${height}`;
    price = sheetPricePerM2(material, height).toFixed(2);
    amount = new Decimal(length).times(width).dividedBy(1e6);
  } else {
    partListKey = spec.role === 'beam' ? `KB-${material.shortCode}-${width}x${height}` : `BF-${material.shortCode}-${height}`;
    price = new Decimal(material.pricePerM3).toFixed(2);
    amount = volume;
  }
  return {
    articleName: spec.name,
    articleNumber: material.articleNumber,
    count: 1,
    length,
    width,
    height,
    mat: material.materialName,
    order: spec.order,
    partInfo: {
      partListKey,
      price,
      amount: amount.toNumber(),
      weight: volume.times(material.densityKgM3).toNumber(),
      amountInCubic: volume.toNumber(),
    },
    remark: spec.remark ?? '',
  };
}

/** The part list line of `count` bought-in pieces. */
export function pieceLine(item: PieceItem, count: number, order: number, remark = ''): PartListLine {
  return {
    articleName: item.name,
    articleNumber: item.articleNumber,
    count,
    length: item.size.length,
    width: item.size.width,
    height: item.size.height,
    mat: item.materialName,
    order,
    partInfo: {
      partListKey: item.partListKey,
      price: new Decimal(item.pricePerPiece).toFixed(2),
      amount: count,
      weight: new Decimal(item.weightKg).times(count).toNumber(),
      amountInCubic: new Decimal(item.volumeM3).times(count).toNumber(),
    },
    remark,
  };
}

export interface ModelBuilder {
  /** One wood piece: a line of count 1 and its box. */
  addWood(spec: WoodPartSpec): void;
  /** One drawn bought-in piece (block, cushion, castor). */
  addPiece(spec: PieceSpec): void;
  /** Fasteners: a line, no boxes; nothing for a count of 0. */
  addFasteners(item: PieceItem, count: number, order: number): void;
  /** Another model's parts and boxes, turned and moved (a pallet module of a furniture piece). */
  addModel(model: Pick<ModelResult, 'parts' | 'boxes'>, turn: QuarterTurn, translate: Vec3): void;
  addIssue(level: IssueLevel, message: string, params?: Issue['params']): void;
  /** Merged part list, exploded boxes, totals. */
  build(bounds: Bounds): ModelResult;
}

/** Collects a model's pieces; lines are merged and explosion offsets set in `build`. */
export function createModelBuilder(): ModelBuilder {
  const lines: PartListLine[] = [];
  const boxes: Box[] = [];
  const issues: Issue[] = [];

  const addBox = (line: PartListLine, material: string, position: Vec3, size: Vec3) => {
    boxes.push({ lineRef: partListMergeKey(line), name: line.articleName, material, position, size, explosion: { x: 0, y: 0, z: 0 } });
  };

  return {
    addWood(spec) {
      const line = woodPartLine(spec);
      lines.push(line);
      addBox(line, spec.material.code, spec.position, spec.size);
    },
    addPiece(spec) {
      const line = pieceLine(spec.item, 1, spec.order, spec.remark);
      const [length, width, height] = sortedDimensions(spec.size);
      if (length !== line.length || width !== line.width || height !== line.height) {
        throw new Error(`Box of ${spec.item.name} does not match its size`);
      }
      lines.push(line);
      addBox(line, spec.item.code, spec.position, spec.size);
    },
    addFasteners(item, count, order) {
      if (count > 0) lines.push(pieceLine(item, count, order));
    },
    addModel(model, turn, translate) {
      for (const line of model.parts) lines.push({ ...line, partInfo: { ...line.partInfo } });
      for (const box of model.boxes) boxes.push(transformBox(box, turn, translate));
    },
    addIssue(level, message, params = {}) {
      issues.push({ level, message, params });
    },
    build(bounds) {
      const parts = mergePartListLines(lines);
      return { parts, boxes: explodeBoxes(boxes, bounds), issues: [...issues], totals: partListTotals(parts), bounds };
    },
  };
}

/**
 * Widths of the pieces that cover a span with stock of width `stock` (boards 100 mm, sheets of a
 * format): full pieces, and the rest ripped from one more. A rest narrower than `minWidth` is not
 * cut: the last full piece and the rest are split into two near-equal pieces instead.
 *
 * @example splitSpan(636, 100, 40) // [100, 100, 100, 100, 100, 68, 68]
 */
export function splitSpan(span: number, stock: number, minWidth: number): number[] {
  if (span <= stock) return [span];
  const full = Math.floor(span / stock);
  const rest = span - full * stock;
  if (rest === 0) return Array.from({ length: full }, () => stock);
  if (rest >= minWidth) return [...Array.from({ length: full }, () => stock), rest];
  const pair = stock + rest;
  const first = Math.floor(pair / 2);
  return [...Array.from({ length: full - 1 }, () => stock), first, pair - first];
}

/** Centres of `count` pieces spread evenly from `first` to `last` (centres). */
export function spreadCentres(first: number, last: number, count: number): number[] {
  if (count === 1) return [(first + last) / 2];
  return Array.from({ length: count }, (_, index) => first + ((last - first) * index) / (count - 1));
}

/** Centres of pieces of the given widths laid side by side from `start`, with `gap` between them. */
export function layCentres(start: number, widths: readonly number[], gap = 0): number[] {
  const centres: number[] = [];
  let cursor = start;
  for (const width of widths) {
    centres.push(cursor + width / 2);
    cursor += width + gap;
  }
  return centres;
}

const TOLERANCE = 1e-6;

/**
 * Checks that a model's boxes and part list tell the same story; returns the problems (empty when
 * consistent):
 * - every line of a drawn part (all but fasteners, VM…) has exactly `count` boxes referring to it,
 *   fasteners none, and every box refers to a line;
 * - each box's size, sorted, is its line's length × width × height;
 * - every box lies within the model's bounds, and the boxes fill them (tight);
 * - explosion offsets point away from the bounds' centre on every axis.
 */
export function checkModelConsistency(model: ModelResult): string[] {
  const problems: string[] = [];
  const boxesByLine = new Map<string, Box[]>();
  for (const box of model.boxes) {
    const list = boxesByLine.get(box.lineRef) ?? [];
    list.push(box);
    boxesByLine.set(box.lineRef, list);
  }
  const keys = new Set<string>();
  for (const line of model.parts) {
    const key = partListMergeKey(line);
    keys.add(key);
    const boxes = boxesByLine.get(key) ?? [];
    const drawn = !line.partInfo.partListKey.startsWith('VM');
    if (boxes.length !== (drawn ? line.count : 0)) problems.push(`${key}: ${line.count} pieces but ${boxes.length} boxes`);
    for (const box of boxes) {
      const [length, width, height] = sortedDimensions(box.size);
      if (length !== line.length || width !== line.width || height !== line.height) {
        problems.push(`${key}: box ${length}×${width}×${height} differs from the line`);
      }
    }
  }
  for (const box of model.boxes) if (!keys.has(box.lineRef)) problems.push(`box ${box.name} refers to no line (${box.lineRef})`);

  const { min, max } = model.bounds;
  const centre = vec3((min.x + max.x) / 2, (min.y + max.y) / 2, (min.z + max.z) / 2);
  for (const box of model.boxes) {
    for (const axis of ['x', 'y', 'z'] as const) {
      const low = box.position[axis] - box.size[axis] / 2;
      const high = box.position[axis] + box.size[axis] / 2;
      if (low < min[axis] - TOLERANCE || high > max[axis] + TOLERANCE) problems.push(`${box.name} leaves the bounds along ${axis}`);
      const away = box.position[axis] - centre[axis];
      const offset = box.explosion[axis];
      if (offset * away < 0 || (Math.abs(away) > TOLERANCE && Math.abs(offset) <= TOLERANCE)) {
        problems.push(`${box.name}: explosion does not point away from the centre along ${axis}`);
      }
    }
  }
  const tight = boundsOfBoxes(model.boxes);
  if (
    tight !== undefined &&
    (['x', 'y', 'z'] as const).some((axis) => Math.abs(tight.min[axis] - min[axis]) > TOLERANCE || Math.abs(tight.max[axis] - max[axis]) > TOLERANCE)
  ) {
    problems.push('the boxes do not fill the bounds');
  }
  return problems;
}
