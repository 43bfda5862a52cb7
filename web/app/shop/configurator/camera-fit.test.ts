import { cameraPosition, type Box, type Bounds } from '@shop/engine/browser';
import { describe, expect, it } from 'vitest';
import { boundsInView, DEFAULT_DIRECTION, drawnBounds, fitCamera, productViewDirection, viewDirection, type CameraView } from './camera-fit';

const FOV = 40;
const crate = (length: number, width: number, height: number): Bounds => ({ min: { x: 0, y: 0, z: 0 }, max: { x: length, y: height, z: width } });
const distanceOf = (view: CameraView) => Math.hypot(view.position.x - view.target.x, view.position.y - view.target.y, view.position.z - view.target.z);

describe('fitCamera (the 3D view refits when the crate grows)', () => {
  it('R000-9: the view of a 1200 × 800 crate does not hold the crate grown to 2400 mm; the refit does', () => {
    const small = crate(1200, 800, 800);
    const grown = crate(2400, 2400, 2400);
    // Before: the camera stayed where the first model put it (0.7/0.7/0.7 of the small crate).
    const stale: CameraView = { position: cameraPosition(small), target: { x: 600, y: 400, z: 400 } };
    expect(boundsInView(grown, stale, FOV, 1400 / 560)).toBe(false);
    const fitted = fitCamera(grown, FOV, 1400 / 560, viewDirection(stale));
    expect(boundsInView(grown, fitted, FOV, 1400 / 560)).toBe(true);
    expect(fitted.target).toEqual({ x: 1200, y: 1200, z: 1200 });
  });

  it('looks at the centre of the bounding box from the default direction 0.7/0.7/0.7', () => {
    const view = fitCamera(crate(1200, 800, 800), FOV, 1);
    expect(view.target).toEqual({ x: 600, y: 400, z: 400 });
    const direction = viewDirection(view);
    expect(direction.x).toBeCloseTo(DEFAULT_DIRECTION.x, 9);
    expect(direction.y).toBeCloseTo(DEFAULT_DIRECTION.y, 9);
    expect(direction.z).toBeCloseTo(DEFAULT_DIRECTION.z, 9);
  });

  it('keeps the direction the user turned the model to', () => {
    const turned = { x: -1, y: 0.3, z: 0.2 };
    const direction = viewDirection(fitCamera(crate(2400, 1200, 1000), FOV, 1.5, turned));
    const length = Math.hypot(turned.x, turned.y, turned.z);
    expect(direction.x).toBeCloseTo(turned.x / length, 9);
    expect(direction.y).toBeCloseTo(turned.y / length, 9);
    expect(direction.z).toBeCloseTo(turned.z / length, 9);
  });

  it('is just far enough: the whole box is in view, and 20 % nearer it is not', () => {
    for (const [bounds, aspect] of [
      [crate(1200, 800, 800), 2.5],
      [crate(2400, 800, 400), 1],
      [crate(600, 600, 2400), 0.6],
      [crate(4000, 1200, 144), 375 / 300],
    ] as const) {
      const view = fitCamera(bounds, FOV, aspect);
      expect(boundsInView(bounds, view, FOV, aspect)).toBe(true);
      const back = viewDirection(view);
      const nearer = distanceOf(view) * 0.8;
      const closer: CameraView = {
        target: view.target,
        position: { x: view.target.x + back.x * nearer, y: view.target.y + back.y * nearer, z: view.target.z + back.z * nearer },
      };
      expect(boundsInView(bounds, closer, FOV, Math.min(aspect, 1))).toBe(false);
    }
  });

  it('steps back in proportion to the model: twice the crate, twice the distance', () => {
    const one = distanceOf(fitCamera(crate(1200, 800, 800), FOV, 1.6));
    const two = distanceOf(fitCamera(crate(2400, 1600, 1600), FOV, 1.6));
    expect(two / one).toBeCloseTo(2, 9);
  });

  it('fits a narrow (phone) view by its width, and a wide view inside the centred square of the cart picture', () => {
    const bounds = crate(2400, 1200, 800);
    const phone = fitCamera(bounds, FOV, 0.5);
    expect(boundsInView(bounds, phone, FOV, 0.5)).toBe(true);
    expect(distanceOf(phone)).toBeGreaterThan(distanceOf(fitCamera(bounds, FOV, 1)));
    // 1400 px wide: the model also fits the square the 512 × 512 cart picture is cut from.
    expect(boundsInView(bounds, fitCamera(bounds, FOV, 1400 / 560), FOV, 1)).toBe(true);
  });

  it('looks straight down or at a flat board without breaking', () => {
    const board = crate(2000, 100, 0);
    const top = fitCamera(board, FOV, 1, { x: 0, y: 1, z: 0 });
    expect(Number.isFinite(top.position.x) && Number.isFinite(top.position.y) && Number.isFinite(top.position.z)).toBe(true);
    expect(boundsInView(board, top, FOV, 1)).toBe(true);
    const still = fitCamera(board, FOV, Number.NaN, { x: 0, y: 0, z: 0 });
    expect(viewDirection(still).x).toBeCloseTo(DEFAULT_DIRECTION.x, 9);
  });
});

describe('drawnBounds', () => {
  const box = (x: number, explosionX: number): Box => ({
    lineRef: 'l',
    name: 'Brett',
    material: 'OSB',
    position: { x, y: 50, z: 50 },
    size: { x: 100, y: 100, z: 100 },
    explosion: { x: explosionX, y: 0, z: 0 },
  });

  it('takes in the boxes as drawn: the explosion drawing spreads them', () => {
    const boxes = [box(50, -200), box(950, 300)];
    const fallback = crate(1, 1, 1);
    expect(drawnBounds(boxes, false, fallback)).toEqual({ min: { x: 0, y: 0, z: 0 }, max: { x: 1000, y: 100, z: 100 } });
    expect(drawnBounds(boxes, true, fallback)).toEqual({ min: { x: -200, y: 0, z: 0 }, max: { x: 1300, y: 100, z: 100 } });
    expect(drawnBounds([], true, fallback)).toBe(fallback);
  });
});

describe('a product\'s own camera position (001 §5, §9; decision 969)', () => {
  it('R001-5.30 R001-9.33 the product\'s camera position "x/y/z" (decimal comma too) gives the viewing direction; none, invalid or 0/0/0 the default', () => {
    expect(productViewDirection('0/0/2')).toEqual({ x: 0, y: 0, z: 1 });
    const side = productViewDirection('1,5/0/0');
    expect(side.x).toBeCloseTo(1);
    expect(side.y).toBeCloseTo(0);
    for (const text of [null, undefined, '', 'vorne', '1/2', '0/0/0']) expect(productViewDirection(text), String(text)).toEqual(DEFAULT_DIRECTION);
    // The fitted view looks from that direction: straight from the front, the camera stands on the z axis.
    const bounds: Bounds = { min: { x: -600, y: 0, z: -400 }, max: { x: 600, y: 800, z: 400 } };
    const view = fitCamera(bounds, 40, 1.5, productViewDirection('0/0/1'));
    expect(view.position.x).toBeCloseTo(0);
    expect(view.position.y).toBeCloseTo(400);
    expect(view.position.z).toBeGreaterThan(400);
  });
});
