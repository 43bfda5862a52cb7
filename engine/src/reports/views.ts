import { DEFAULT_CAMERA_POSITION, type Box, type Vec3 } from '../parts';

/**
 * The four views of a position (001 §9 "four views", 001 §1 "3D position images"): three
 * orthographic projections (front, side, top) and one isometric view from the configurator's
 * default camera (0.7/0.7/0.7), drawn from the model's own boxes — the same geometry that gives the
 * part list, never a second model. Where the explosion drawing helps (a model of several pieces
 * that its explosion offsets pull apart), the side view gives way to the exploded isometric view:
 * the same boxes moved by `Box.explosion`, as the configurator's 'Explosionszeichnung' shows them
 * (decision 854). The result is flat polygons in a unit square (0..1, y down),
 * already in painter's order, so the PDF draws them as vectors and the rasteriser fills them as
 * pixels from one description (decision 850). Pure.
 */

export const VIEW_NAMES = ['front', 'side', 'top', 'iso', 'exploded'] as const;
export type ViewName = (typeof VIEW_NAMES)[number];
/** The four views of a single piece (or a model the explosion does not pull apart). */
export const ASSEMBLED_VIEWS: readonly ViewName[] = ['front', 'side', 'top', 'iso'];
/** The four views of a model of several pieces: the side view gives way to the explosion drawing. */
export const EXPLODED_VIEWS: readonly ViewName[] = ['front', 'top', 'iso', 'exploded'];

/** A filled, outlined convex polygon; points in the unit square, y down. */
export interface ViewPolygon {
  points: [number, number][];
  fill: string;
  stroke: string;
}

export interface PositionView {
  name: ViewName;
  polygons: ViewPolygon[];
}

interface Camera {
  /** Unit vector from the scene towards the viewer. */
  toViewer: Vec3;
  right: Vec3;
  up: Vec3;
}

const v = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;
const cross = (a: Vec3, b: Vec3): Vec3 => v(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
const normalize = (a: Vec3): Vec3 => {
  const length = Math.hypot(a.x, a.y, a.z);
  return v(a.x / length, a.y / length, a.z / length);
};

/** A camera looking at the origin from `toViewer` with y up (x = length, y = height, z = width). */
function cameraFrom(toViewer: Vec3): Camera {
  const back = normalize(toViewer);
  const forward = v(-back.x, -back.y, -back.z);
  // Straight down: the top view keeps x to the right and the front (+z) at the bottom.
  const right = Math.abs(back.y) > 0.999 ? v(1, 0, 0) : normalize(cross(forward, v(0, 1, 0)));
  const up = cross(right, forward);
  return { toViewer: back, right, up };
}

export const VIEW_CAMERAS: Readonly<Record<ViewName, Camera>> = {
  front: cameraFrom(v(0, 0, 1)),
  side: cameraFrom(v(1, 0, 0)),
  top: cameraFrom(v(0, 1, 0)),
  iso: cameraFrom(DEFAULT_CAMERA_POSITION),
  exploded: cameraFrom(DEFAULT_CAMERA_POSITION),
};

/** Wood and piece colours by material or piece code; anything else a neutral wood. */
const COLOURS: Readonly<Record<string, string>> = {
  SPRUCE_FIR_SAWN: '#DDB77E',
  LARCH_SAWN: '#C98F5A',
  OSB: '#D2A868',
  PLYWOOD_MARITIME_PINE: '#E2C28F',
  PLYWOOD_POPLAR: '#EBD5A8',
  WISA_SPRUCE_PLYWOOD: '#E6C996',
  MDF: '#B99C7A',
  PAVATEX: '#7D5C3E',
  BLOCK_145x100: '#A8895E',
  BLOCK_145x145: '#A8895E',
  CUSHION_SEAT: '#6C7E90',
  CUSHION_BACK: '#6C7E90',
  MATTRESS: '#ECE7DC',
  CASTOR: '#3A3A3A',
};
const DEFAULT_COLOUR = '#D9B98C';

function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((value >> shift) & 0xff) * factor)));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

/** Light from above, front-right: tops brightest, fronts mid, sides darker. */
function faceFactor(normal: Vec3): number {
  if (normal.y > 0) return 1;
  if (normal.z > 0) return 0.86;
  if (normal.x > 0) return 0.72;
  return 0.62;
}

const FACE_NORMALS: Vec3[] = [v(1, 0, 0), v(-1, 0, 0), v(0, 1, 0), v(0, -1, 0), v(0, 0, 1), v(0, 0, -1)];

/** The four corners of a box face, in order around the face. */
function faceCorners(box: Box, normal: Vec3): Vec3[] {
  const half = v(box.size.x / 2, box.size.y / 2, box.size.z / 2);
  const c = box.position;
  const axis = normal.x !== 0 ? 'x' : normal.y !== 0 ? 'y' : 'z';
  const [a, b] = axis === 'x' ? (['y', 'z'] as const) : axis === 'y' ? (['x', 'z'] as const) : (['x', 'y'] as const);
  const sign = normal[axis];
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([sa, sb]) => {
    const point = { ...c };
    point[axis] = c[axis] + sign * half[axis];
    point[a] = c[a] + (sa ?? 0) * half[a];
    point[b] = c[b] + (sb ?? 0) * half[b];
    return point;
  });
}

const EPSILON = 1e-6;

/**
 * Painter's order of axis-aligned boxes that do not overlap: where two boxes cover each other on
 * screen, the one nearer the viewer along an axis that separates them is drawn later. Boxes that
 * only touch are separated too. A cycle (not possible for separated boxes seen from one side,
 * but guarded) falls back to depth.
 */
function paintersOrder(boxes: readonly Box[], camera: Camera, rects: readonly [number, number, number, number][]): number[] {
  const count = boxes.length;
  const after: number[][] = Array.from({ length: count }, () => []);
  const incoming = new Array<number>(count).fill(0);
  const depth = boxes.map((box) => dot(box.position, camera.toViewer));
  for (let i = 0; i < count; i += 1) {
    const ri = rects[i]!;
    for (let j = i + 1; j < count; j += 1) {
      const rj = rects[j]!;
      if (ri[0] >= rj[2] - EPSILON || rj[0] >= ri[2] - EPSILON || ri[1] >= rj[3] - EPSILON || rj[1] >= ri[3] - EPSILON) continue;
      const front = inFront(boxes[i]!, boxes[j]!, camera.toViewer);
      if (front === 0) continue;
      const [back, near] = front > 0 ? [j, i] : [i, j];
      after[back]!.push(near);
      incoming[near]! += 1;
    }
  }
  const order: number[] = [];
  const ready = [...incoming.keys()].filter((index) => incoming[index] === 0).sort((a, b) => depth[a]! - depth[b]!);
  const done = new Array<boolean>(count).fill(false);
  while (order.length < count) {
    let next = ready.shift();
    if (next === undefined) {
      // A cycle: take the farthest box not yet drawn.
      next = [...Array(count).keys()].filter((index) => !done[index]).sort((a, b) => depth[a]! - depth[b]!)[0]!;
    }
    if (done[next]) continue;
    done[next] = true;
    order.push(next);
    for (const near of after[next]!) {
      incoming[near]! -= 1;
      if (incoming[near] === 0 && !done[near]) ready.push(near);
    }
  }
  return order;
}

/**
 * +1 when `a` is in front of `b` for the viewer, -1 when behind, 0 when neither hides the other.
 * Boxes apart along two axes that disagree cannot cover each other (no ray meets both), so they
 * get no order — a spurious one could close a cycle.
 */
function inFront(a: Box, b: Box, toViewer: Vec3): number {
  let answer = 0;
  for (const axis of ['x', 'y', 'z'] as const) {
    const direction = toViewer[axis];
    if (Math.abs(direction) < EPSILON) continue;
    const aMin = a.position[axis] - a.size[axis] / 2;
    const aMax = a.position[axis] + a.size[axis] / 2;
    const bMin = b.position[axis] - b.size[axis] / 2;
    const bMax = b.position[axis] + b.size[axis] / 2;
    let here = 0;
    if (aMin >= bMax - EPSILON) here = direction > 0 ? 1 : -1;
    else if (bMin >= aMax - EPSILON) here = direction > 0 ? -1 : 1;
    if (here === 0) continue;
    if (answer !== 0 && answer !== here) return 0;
    answer = here;
  }
  return answer;
}

/** A unit-square margin around the drawing. */
const MARGIN = 0.06;

/**
 * One view of the boxes: visible faces, fitted into the unit square, in painter's order. With
 * `band` < 1 the drawing keeps to a centred horizontal band of that height (0.75: a 4:3 card that
 * crops the square picture still shows the whole product).
 */
export function projectView(input: readonly Box[], name: ViewName, options: { band?: number } = {}): PositionView {
  const band = options.band ?? 1;
  const boxes = name === 'exploded' ? explodedBoxes(input) : input;
  const camera = VIEW_CAMERAS[name];
  const project = (point: Vec3): [number, number] => [dot(point, camera.right), -dot(point, camera.up)];
  const faces = boxes.map((box) =>
    FACE_NORMALS.filter((normal) => dot(normal, camera.toViewer) > EPSILON).map((normal) => ({
      normal,
      points: faceCorners(box, normal).map(project),
    })),
  );
  const rects = faces.map((list) => {
    const xs = list.flatMap((face) => face.points.map((point) => point[0]));
    const ys = list.flatMap((face) => face.points.map((point) => point[1]));
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as [number, number, number, number];
  });
  if (rects.length === 0) return { name, polygons: [] };
  const minX = Math.min(...rects.map((rect) => rect[0]));
  const minY = Math.min(...rects.map((rect) => rect[1]));
  const maxX = Math.max(...rects.map((rect) => rect[2]));
  const maxY = Math.max(...rects.map((rect) => rect[3]));
  const scale = Math.min((1 - 2 * MARGIN) / Math.max(maxX - minX, EPSILON), (band - 2 * MARGIN) / Math.max(maxY - minY, EPSILON));
  const offsetX = (1 - (maxX - minX) * scale) / 2;
  const offsetY = (1 - (maxY - minY) * scale) / 2;
  const fit = ([x, y]: [number, number]): [number, number] => [offsetX + (x - minX) * scale, offsetY + (y - minY) * scale];

  const polygons: ViewPolygon[] = [];
  for (const index of paintersOrder(boxes, camera, rects)) {
    const base = COLOURS[boxes[index]!.material] ?? DEFAULT_COLOUR;
    for (const face of faces[index]!) {
      polygons.push({ points: face.points.map(fit), fill: shade(base, faceFactor(face.normal)), stroke: shade(base, 0.45) });
    }
  }
  return { name, polygons };
}

/** The boxes where the explosion drawing puts them: each moved by its explosion offset. */
export function explodedBoxes(boxes: readonly Box[]): Box[] {
  return boxes.map((box) => ({
    ...box,
    position: { x: box.position.x + box.explosion.x, y: box.position.y + box.explosion.y, z: box.position.z + box.explosion.z },
  }));
}

/**
 * Whether the explosion drawing shows more than the assembled view: at least two pieces, and the
 * explosion moves them apart (two boxes with different offsets). A single board, or pieces the
 * model keeps together, gain nothing from it.
 */
export function explosionHelps(boxes: readonly Box[]): boolean {
  if (boxes.length < 2) return false;
  const key = (box: Box) => `${box.explosion.x.toFixed(3)}/${box.explosion.y.toFixed(3)}/${box.explosion.z.toFixed(3)}`;
  return new Set(boxes.map(key)).size > 1;
}

/** The four views of a model's boxes: front, side, top and isometric, or front, top, isometric and exploded. */
export function positionViews(boxes: readonly Box[]): PositionView[] {
  return (explosionHelps(boxes) ? EXPLODED_VIEWS : ASSEMBLED_VIEWS).map((name) => projectView(boxes, name));
}
