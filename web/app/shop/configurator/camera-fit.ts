import { parseCameraPosition, type Box, type Bounds, type Vec3 } from '@shop/engine/browser';

/** Air around the model in the fitted view: the model's extent times 1.15 fills the view. */
export const FIT_MARGIN = 1.15;

/** A camera in model space (mm): where it stands and the point it looks at (the orbit centre). */
export interface CameraView {
  position: Vec3;
  target: Vec3;
}

const vec = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
const sub = (a: Vec3, b: Vec3) => vec(a.x - b.x, a.y - b.y, a.z - b.z);
const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;
const cross = (a: Vec3, b: Vec3) => vec(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
const length = (a: Vec3) => Math.hypot(a.x, a.y, a.z);
const scale = (a: Vec3, factor: number) => vec(a.x * factor, a.y * factor, a.z * factor);

function normalise(a: Vec3, fallback: Vec3): Vec3 {
  const size = length(a);
  return Number.isFinite(size) && size > 1e-9 ? scale(a, 1 / size) : fallback;
}

/** The default viewing direction (001 §9 camera position 0.7/0.7/0.7): from the front right, above. */
export const DEFAULT_DIRECTION: Readonly<Vec3> = Object.freeze(normalise(vec(0.7, 0.7, 0.7), vec(0, 0, 1)));

/**
 * The product's own camera position (001 §5, §9; decision 969): the value of its attribute
 * 'Kameraposition' ('x/y/z' of decimals relative to the model's size, e.g. '0/0.4/1' from the
 * front), which staff give a product through its type's attributes.
 */
export const CAMERA_POSITION_ATTRIBUTE = 'Kameraposition';

/** The viewing direction of a product's camera position; the default for none, an invalid one or 0/0/0. */
export function productViewDirection(cameraPosition: string | null | undefined): Vec3 {
  return normalise(parseCameraPosition(cameraPosition), DEFAULT_DIRECTION);
}

/**
 * The bounds of the boxes as drawn: with the explosion drawing each box is moved by its explosion
 * offset, so the fitted view must take in the spread model, not the assembled one.
 */
export function drawnBounds(boxes: readonly Box[], exploded: boolean, fallback: Bounds): Bounds {
  if (boxes.length === 0) return fallback;
  const min = vec(Infinity, Infinity, Infinity);
  const max = vec(-Infinity, -Infinity, -Infinity);
  for (const box of boxes) {
    const offset = exploded ? box.explosion : vec(0, 0, 0);
    for (const axis of ['x', 'y', 'z'] as const) {
      const centre = box.position[axis] + offset[axis];
      min[axis] = Math.min(min[axis], centre - box.size[axis] / 2);
      max[axis] = Math.max(max[axis], centre + box.size[axis] / 2);
    }
  }
  return { min, max };
}

/**
 * Where the camera stands so the whole bounding box is in view (perspective camera, vertical
 * field of view `fovDegrees`, canvas `aspect` = width / height): it looks at the box's centre from
 * `direction` (the user's rotation, or the default), just far enough that every corner of the box
 * lies inside the view with `margin` to spare.
 *
 * The horizontal field is taken at most as wide as the vertical one (aspect capped at 1): the
 * model then also fits the centred square the cart picture is cut from (configurator-screenshot).
 */
export function fitCamera(bounds: Bounds, fovDegrees: number, aspect: number, direction: Vec3 = DEFAULT_DIRECTION, margin = FIT_MARGIN): CameraView {
  const target = vec((bounds.min.x + bounds.max.x) / 2, (bounds.min.y + bounds.max.y) / 2, (bounds.min.z + bounds.max.z) / 2);
  const back = normalise(direction, DEFAULT_DIRECTION);
  // The camera's own axes: right and up on screen, `back` pointing from the model to the camera.
  const worldUp = Math.abs(back.y) > 0.999 ? vec(0, 0, -1) : vec(0, 1, 0);
  const right = normalise(cross(worldUp, back), vec(1, 0, 0));
  const up = cross(back, right);
  const tanVertical = Math.tan((Math.min(Math.max(fovDegrees, 1), 170) * Math.PI) / 360);
  const tanHorizontal = tanVertical * Math.min(Number.isFinite(aspect) && aspect > 0 ? aspect : 1, 1);
  let distance = 0;
  for (const x of [bounds.min.x, bounds.max.x]) {
    for (const y of [bounds.min.y, bounds.max.y]) {
      for (const z of [bounds.min.z, bounds.max.z]) {
        const corner = sub(vec(x, y, z), target);
        // A corner this far towards the camera needs the camera that much further back.
        const towards = dot(corner, back);
        const needed = Math.max(Math.abs(dot(corner, right)) / tanHorizontal, Math.abs(dot(corner, up)) / tanVertical);
        distance = Math.max(distance, towards + needed * margin);
      }
    }
  }
  // Never closer than just outside the box (a flat or degenerate model still gets some distance).
  const radius = length(sub(bounds.max, bounds.min)) / 2;
  distance = Math.max(distance, radius * 1.05, 1);
  return { position: vec(target.x + back.x * distance, target.y + back.y * distance, target.z + back.z * distance), target };
}

/** The direction the camera looks at its target from (the user's rotation); the default when the two coincide. */
export function viewDirection(view: CameraView): Vec3 {
  return normalise(sub(view.position, view.target), DEFAULT_DIRECTION);
}

/** True when every corner of `bounds` projects inside the view (for tests and checks): |x|, |y| ≤ 1 in clip space. */
export function boundsInView(bounds: Bounds, view: CameraView, fovDegrees: number, aspect: number): boolean {
  const back = viewDirection(view);
  const worldUp = Math.abs(back.y) > 0.999 ? vec(0, 0, -1) : vec(0, 1, 0);
  const right = normalise(cross(worldUp, back), vec(1, 0, 0));
  const up = cross(back, right);
  const tanVertical = Math.tan((fovDegrees * Math.PI) / 360);
  const tanHorizontal = tanVertical * aspect;
  for (const x of [bounds.min.x, bounds.max.x]) {
    for (const y of [bounds.min.y, bounds.max.y]) {
      for (const z of [bounds.min.z, bounds.max.z]) {
        const relative = sub(vec(x, y, z), view.position);
        const depth = -dot(relative, back);
        if (depth <= 0) return false;
        if (Math.abs(dot(relative, right)) / depth > tanHorizontal + 1e-9) return false;
        if (Math.abs(dot(relative, up)) / depth > tanVertical + 1e-9) return false;
      }
    }
  }
  return true;
}
