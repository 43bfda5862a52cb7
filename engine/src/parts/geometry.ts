/**
 * Geometry of the product models for the 3D view: axis-aligned boxes in mm, model modes, camera,
 * the configurator's reserved property names and element ids. Pure.
 *
 * Axes: x = length, y = height (up, floor at y = 0), z = width (depth); the model stands centred
 * on x and z.
 */

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** A positioned part in the 3D view. */
export interface Box {
  /** The merge key of the part list line this box is one piece of (see part-list `partListMergeKey`). */
  lineRef: string;
  name: string;
  /** Material code or piece code; the view looks up the decal in the material catalogue. */
  material: string;
  /** Centre in mm. */
  position: Vec3;
  /** Extent along x, y, z in mm. */
  size: Vec3;
  /** Where the explosion drawing moves the box (mm), pointing away from the model's centre. */
  explosion: Vec3;
}

/** An axis-aligned bounding box in mm. */
export interface Bounds {
  min: Vec3;
  max: Vec3;
}

/** Product model modes (001 §3). */
export const MODEL_MODES = ['2D', '3D-Fix', '3D-Configurator'] as const;
export type ModelMode = (typeof MODEL_MODES)[number];

export function isModelMode(value: unknown): value is ModelMode {
  return typeof value === 'string' && (MODEL_MODES as readonly string[]).includes(value);
}

/** How far the explosion drawing pulls a box out, as a fraction of its distance from the centre. */
export const EXPLOSION_FACTOR = 0.5;

const EPSILON = 1e-6;

export function vec3(x: number, y: number, z: number): Vec3 {
  return { x, y, z };
}

/** Bounds of a footprint centred on x/z standing on the floor. */
export function floorBounds(length: number, height: number, width: number): Bounds {
  return { min: vec3(-length / 2, 0, -width / 2), max: vec3(length / 2, height, width / 2) };
}

export function boundsSize(bounds: Bounds): Vec3 {
  return vec3(bounds.max.x - bounds.min.x, bounds.max.y - bounds.min.y, bounds.max.z - bounds.min.z);
}

export function boundsCentre(bounds: Bounds): Vec3 {
  return vec3((bounds.min.x + bounds.max.x) / 2, (bounds.min.y + bounds.max.y) / 2, (bounds.min.z + bounds.max.z) / 2);
}

/** The tight bounds around boxes (undefined for none). */
export function boundsOfBoxes(boxes: readonly Box[]): Bounds | undefined {
  if (boxes.length === 0) return undefined;
  const min = vec3(Infinity, Infinity, Infinity);
  const max = vec3(-Infinity, -Infinity, -Infinity);
  for (const box of boxes) {
    for (const axis of ['x', 'y', 'z'] as const) {
      min[axis] = Math.min(min[axis], box.position[axis] - box.size[axis] / 2);
      max[axis] = Math.max(max[axis], box.position[axis] + box.size[axis] / 2);
    }
  }
  return { min, max };
}

/** True when a box lies inside bounds (with a micrometre of tolerance for fractions). */
export function isBoxWithin(box: Box, bounds: Bounds): boolean {
  return (['x', 'y', 'z'] as const).every(
    (axis) =>
      box.position[axis] - box.size[axis] / 2 >= bounds.min[axis] - EPSILON &&
      box.position[axis] + box.size[axis] / 2 <= bounds.max[axis] + EPSILON,
  );
}

/** Explosion offset of a position: its distance from the centre times the factor, per axis. */
export function explosionOffset(position: Vec3, centre: Vec3, factor = EXPLOSION_FACTOR): Vec3 {
  const offset = (value: number) => (Math.abs(value) < EPSILON ? 0 : value * factor);
  return vec3(offset(position.x - centre.x), offset(position.y - centre.y), offset(position.z - centre.z));
}

/** The boxes with their explosion offsets set relative to the bounds' centre. */
export function explodeBoxes(boxes: readonly Box[], bounds: Bounds, factor = EXPLOSION_FACTOR): Box[] {
  const centre = boundsCentre(bounds);
  return boxes.map((box) => ({ ...box, explosion: explosionOffset(box.position, centre, factor) }));
}

/** A rotation by a quarter turn: about x stands a lying module up (its z becomes y), about y turns it on the floor. */
export type QuarterTurn = 'none' | 'x90' | 'y90';

/**
 * A box moved as part of a group: first turned about the group's origin, then translated.
 * 'x90': (x, y, z) → (x, z, −y); 'y90': (x, y, z) → (z, y, −x). Sizes swap accordingly.
 */
export function transformBox(box: Box, turn: QuarterTurn, translate: Vec3): Box {
  const { position: p, size: s } = box;
  const turned =
    turn === 'x90'
      ? { position: vec3(p.x, p.z, -p.y), size: vec3(s.x, s.z, s.y) }
      : turn === 'y90'
        ? { position: vec3(p.z, p.y, -p.x), size: vec3(s.z, s.y, s.x) }
        : { position: p, size: s };
  return {
    ...box,
    position: vec3(turned.position.x + translate.x, turned.position.y + translate.y, turned.position.z + translate.z),
    size: turned.size,
    explosion: vec3(0, 0, 0),
  };
}

// --- camera ---------------------------------------------------------------------------------

/** Default camera position (001 §9): 0.7/0.7/0.7, relative to the model's size. */
export const DEFAULT_CAMERA_POSITION: Readonly<Vec3> = Object.freeze(vec3(0.7, 0.7, 0.7));

/**
 * Parses a camera position 'x/y/z' of decimals (001 §5, e.g. '0.7/0.7/0.7'; a decimal comma is
 * accepted). Empty gives the default; anything else that is not three decimals is reported through
 * `warn` and gives the default.
 */
export function parseCameraPosition(text: string | null | undefined, warn?: WarnFn): Vec3 {
  if (text === null || text === undefined || text.trim() === '') return { ...DEFAULT_CAMERA_POSITION };
  const parts = text.split('/').map((part) => part.trim().replace(',', '.'));
  const decimal = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
  if (parts.length !== 3 || !parts.every((part) => decimal.test(part))) {
    warn?.('invalid camera position; using the default', { value: text });
    return { ...DEFAULT_CAMERA_POSITION };
  }
  const [x, y, z] = parts.map(Number) as [number, number, number];
  return vec3(x, y, z);
}

/**
 * The camera's position in mm: the model's centre plus the relative position times the model's
 * largest extent, so a flat bundle and a tall crate are both seen from the same angle.
 */
export function cameraPosition(bounds: Bounds, relative: Vec3 = DEFAULT_CAMERA_POSITION): Vec3 {
  const centre = boundsCentre(bounds);
  const size = boundsSize(bounds);
  const extent = Math.max(size.x, size.y, size.z);
  return vec3(centre.x + relative.x * extent, centre.y + relative.y * extent, centre.z + relative.z * extent);
}

// --- configurator properties ------------------------------------------------------------------

/**
 * Reserved property names of the configurator (001 §9). The rendering group 'Darstellung' holds
 * the view's own switches (the explosion drawing); 'Unbekannt' collects properties without a
 * group; 'Kommentar' is the customer's free text; 'Versicherungssatz' the insurance rate of
 * artwork shipments. Product types must not use these names for their own properties.
 */
export const RESERVED_PROPERTY_NAMES = {
  renderingGroup: 'Darstellung',
  explosionDrawing: 'Explosionszeichnung',
  unknown: 'Unbekannt',
  comment: 'Kommentar',
  insuranceRate: 'Versicherungssatz',
} as const;

/** The properties the rendering group owns. */
export const RENDERING_GROUP_PROPERTIES: readonly string[] = [RESERVED_PROPERTY_NAMES.explosionDrawing];

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Throws when a product type's property group conflicts with the reserved rendering group
 * (001 §8): the group is called 'Darstellung', or it holds one of the rendering group's properties.
 */
export function assertPropertyGroup(group: { name: string; properties?: readonly string[] }): void {
  const clash =
    sameName(group.name, RESERVED_PROPERTY_NAMES.renderingGroup) ||
    (group.properties ?? []).some((property) => RENDERING_GROUP_PROPERTIES.some((reserved) => sameName(property, reserved)));
  if (clash) {
    throw new Error(`Property group '${group.name}' conflicts with the reserved rendering group '${RESERVED_PROPERTY_NAMES.renderingGroup}'`);
  }
}

// --- configurator elements -------------------------------------------------------------------

/** A logging callback (the caller passes its logger's warn; no logger import here). */
export type WarnFn = (message: string, params?: Record<string, unknown>) => void;

/** The thrown message for an undefined or empty element id (001 §8). */
export const UNDEFINED_OR_EMPTY_ID = 'undefined or empty id';

/** The logged warning when an element id is unknown (001 §8). */
export const ELEMENT_NOT_FOUND_WARNING = 'configurator element id not found; falling back to the first element';

/** A choice of the configurator (a material, a skid option …). */
export interface ConfiguratorElement {
  id: string;
  /** Display name (German). */
  label: string;
  /** Other accepted spellings of a configuration value. */
  aliases?: readonly string[];
}

/** Throws 'undefined or empty id' unless the id is a non-empty string (001 §5). */
export function assertElementId(id: string | null | undefined): asserts id is string {
  if (id === undefined || id === null || id.trim() === '') throw new Error(UNDEFINED_OR_EMPTY_ID);
}

/** Checks a list of choices once: every id non-empty, at least one element. */
export function defineElements<T extends ConfiguratorElement>(elements: readonly T[]): readonly T[] {
  if (elements.length === 0) throw new Error('a configurator choice needs at least one element');
  for (const element of elements) assertElementId(element.id);
  return elements;
}

/**
 * The element with an id (001 §8): an undefined or empty id throws; an unknown id logs a warning
 * through `warn` and falls back to the first element. Values also match an element's label or
 * aliases (case-insensitive), so configurations may carry either.
 */
export function findElement<T extends ConfiguratorElement>(elements: readonly T[], id: string | null | undefined, warn: WarnFn): T {
  assertElementId(id);
  const [first] = elements;
  if (first === undefined) throw new Error('a configurator choice needs at least one element');
  const found =
    elements.find((element) => element.id === id) ??
    elements.find((element) => [element.id, element.label, ...(element.aliases ?? [])].some((name) => sameName(name, id)));
  if (found !== undefined) return found;
  warn(ELEMENT_NOT_FOUND_WARNING, { id, fallback: first.id });
  return first;
}
