import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildFromConfiguration, type Box } from '../parts';
import { rasterizePolygons, renderPng } from './raster';
import { COULD_NOT_CREATE_CONTEXT, screenshotSize, UNKNOWN_MODE } from './screenshot-modes';
import { ASSEMBLED_VIEWS, EXPLODED_VIEWS, explodedBoxes, explosionHelps, positionViews, projectView } from './views';

const box = (name: string, position: [number, number, number], size: [number, number, number], material = 'SPRUCE_FIR_SAWN'): Box => ({
  lineRef: name,
  name,
  material,
  position: { x: position[0], y: position[1], z: position[2] },
  size: { x: size[0], y: size[1], z: size[2] },
  explosion: { x: 0, y: 0, z: 0 },
});

function crate() {
  const built = buildFromConfiguration('crate', { Innenlänge: '1200', Innenbreite: '800', Innenhöhe: '600', Kufen: '2 Kufen' }, () => undefined);
  if (!built.ok) throw new Error('crate does not build');
  return built.result;
}

/** The RGB pixels of an 8-bit RGB PNG written by encodePng (filter 0 rows). */
function decodePng(png: Buffer): { width: number; height: number; pixels: Uint8Array } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  let offset = 8;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    if (type === 'IDAT') data.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(data));
  const pixels = new Uint8Array(width * height * 3);
  for (let row = 0; row < height; row += 1) pixels.set(rows.subarray(row * (width * 3 + 1) + 1, (row + 1) * (width * 3 + 1)), row * width * 3);
  return { width, height, pixels };
}

describe('position views', () => {
  it('R001-9.09 four views: front, top, isometric and the explosion drawing for a crate, each fitted into the square', () => {
    const views = positionViews(crate().boxes);
    expect(views.map((view) => view.name)).toEqual([...EXPLODED_VIEWS]);
    expect(EXPLODED_VIEWS).toEqual(['front', 'top', 'iso', 'exploded']);
    expect(ASSEMBLED_VIEWS).toEqual(['front', 'side', 'top', 'iso']);
    for (const view of views) {
      const points = view.polygons.flatMap((polygon) => polygon.points);
      expect(points.length).toBeGreaterThan(0);
      for (const [x, y] of points) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(1);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(1);
      }
    }
    // In a band (the shop's 4:3 cards) the drawing keeps off the top and bottom eighth.
    const banded = projectView(crate().boxes, 'iso', { band: 0.75 }).polygons.flatMap((polygon) => polygon.points.map((point) => point[1]));
    expect(Math.min(...banded)).toBeGreaterThanOrEqual(0.125 - 1e-9);
    expect(Math.max(...banded)).toBeLessThanOrEqual(0.875 + 1e-9);
    // Orthographic views show one face per box, the isometric views three.
    const boxes = crate().boxes.length;
    expect(views.map((view) => view.polygons.length)).toEqual([boxes, boxes, boxes * 3, boxes * 3]);
  });

  it('R001-9.34 the explosion drawing moves every piece by its offset, away from the centre, and spreads the picture', () => {
    const model = crate();
    const moved = explodedBoxes(model.boxes);
    moved.forEach((piece, index) => {
      const original = model.boxes[index]!;
      expect(piece.size).toEqual(original.size);
      expect(piece.position.x).toBeCloseTo(original.position.x + original.explosion.x, 9);
      expect(piece.position.y).toBeCloseTo(original.position.y + original.explosion.y, 9);
    });
    // The lid goes up, the skids down: the exploded view is taller than the assembled one relative
    // to its width, and its faces sit elsewhere.
    const lid = moved.find((piece) => piece.name.includes('Deckel'));
    const originalLid = model.boxes.find((piece) => piece.name.includes('Deckel'));
    expect(lid!.position.y).toBeGreaterThan(originalLid!.position.y);
    const assembled = projectView(model.boxes, 'iso');
    const exploded = projectView(model.boxes, 'exploded');
    expect(exploded.polygons).toHaveLength(assembled.polygons.length);
    expect(exploded.polygons.map((polygon) => polygon.points)).not.toEqual(assembled.polygons.map((polygon) => polygon.points));
    // Pixels: the two pictures differ in more than a tenth of the square.
    const a = rasterizePolygons(assembled.polygons, 128);
    const b = rasterizePolygons(exploded.polygons, 128);
    let differing = 0;
    for (let index = 0; index < a.length; index += 3) if (Math.abs(a[index]! - b[index]!) > 30) differing += 1;
    expect(differing / (128 * 128)).toBeGreaterThan(0.1);
  });

  it('the explosion drawing only where it helps: a single piece, or pieces not pulled apart, keep the side view', () => {
    const single = [box('board', [0, 10, 0], [1000, 20, 300])];
    expect(explosionHelps(single)).toBe(false);
    expect(positionViews(single).map((view) => view.name)).toEqual([...ASSEMBLED_VIEWS]);
    const together = [box('a', [0, 10, 0], [100, 20, 100]), box('b', [0, 30, 0], [100, 20, 100])];
    expect(explosionHelps(together)).toBe(false);
    const apart = together.map((piece, index) => ({ ...piece, explosion: { x: 0, y: index === 0 ? -5 : 5, z: 0 } }));
    expect(explosionHelps(apart)).toBe(true);
    expect(positionViews(apart).map((view) => view.name)).toEqual([...EXPLODED_VIEWS]);
  });

  it('draws a nearer box after the one it covers (painter order), whatever the input order', () => {
    const bottom = box('bottom', [0, 10, 0], [100, 20, 100], 'OSB');
    const top = box('top', [0, 30, 0], [100, 20, 100], 'MDF');
    for (const boxes of [
      [bottom, top],
      [top, bottom],
    ]) {
      const iso = projectView(boxes, 'iso');
      // Three faces each; the upper box's are drawn last.
      expect(iso.polygons).toHaveLength(6);
      const last = iso.polygons.slice(3).map((polygon) => polygon.fill);
      expect(last).toContain('#b99c7a'); // MDF top face, full light
      const topView = projectView(boxes, 'top');
      expect(topView.polygons.at(-1)?.fill).toBe('#b99c7a');
      // From the front both are seen side by side, neither covers the other.
      expect(projectView(boxes, 'front').polygons).toHaveLength(2);
    }
  });
});

describe('raster images', () => {
  it('R001-9.08 a view becomes a 512×512 PNG with the drawing in it', () => {
    const png = renderPng(projectView(crate().boxes, 'iso').polygons, 512);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const { width, height, pixels } = decodePng(png);
    expect([width, height]).toEqual([512, 512]);
    let ink = 0;
    for (let index = 0; index < pixels.length; index += 3) if (pixels[index]! < 250) ink += 1;
    expect(ink / (512 * 512)).toBeGreaterThan(0.2);
    // The corners stay white (margin).
    expect([...pixels.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it('fills a polygon where it is and nowhere else', () => {
    const pixels = rasterizePolygons([{ points: [[0, 0], [0.5, 0], [0.5, 1], [0, 1]], fill: '#000000', stroke: '#000000' }], 10);
    expect([...pixels.subarray(0, 3)]).toEqual([0, 0, 0]);
    expect([...pixels.subarray(9 * 3, 10 * 3)]).toEqual([255, 255, 255]);
  });

  it("R000-9.27 R000-9.28 R001-9.11 R001-9.12 R000-8.23 R001-8.23 R000-8.24 R001-8.24 screenshot modes: 512 and 1024; others 'Unknown mode'; no surface 'Could not create context'", () => {
    expect(screenshotSize('configurator')).toBe(512);
    expect(screenshotSize('generic')).toBe(1024);
    expect(() => screenshotSize('poster')).toThrow(expect.objectContaining({ kind: 'invalid', errors: [{ message: UNKNOWN_MODE }] }));
    expect(() => screenshotSize('toString')).toThrow(UNKNOWN_MODE);
    expect(UNKNOWN_MODE).toBe('Unknown mode');
    for (const size of [0, -1, 1.5, 100_000]) expect(() => rasterizePolygons([], size)).toThrow(expect.objectContaining({ kind: 'unavailable', errors: [{ message: COULD_NOT_CREATE_CONTEXT }] }));
    expect(COULD_NOT_CREATE_CONTEXT).toBe('Could not create context');
  });
});
