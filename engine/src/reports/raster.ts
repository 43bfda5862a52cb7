import { deflateSync } from 'node:zlib';
import { assertSurfaceSize } from './screenshot-modes';
import type { ViewPolygon } from './views';

/**
 * A small rasteriser of the views' polygons into PNG (decision 850): filled convex polygons and
 * their outlines on a white square, supersampled (3×, 2× above 512 px) and averaged down for smooth edges. No browser,
 * no native module: the same polygons the PDF draws as vectors become the 512×512 position images
 * (001 §9) and the 1024×1024 product pictures.
 */

/** Samples per pixel side: 3 up to 512 px, 2 above (a 1024 px picture is sharp enough with 4 samples). */
const supersampleFor = (size: number) => (size > 512 ? 2 : 3);

interface Canvas {
  size: number;
  /** One 32-bit word per pixel (0xAABBGGRR on little-endian machines): a span is one native fill. */
  pixels: Uint32Array;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

function packColour(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  return LITTLE_ENDIAN ? ((0xff << 24) | (b << 16) | (g << 8) | r) >>> 0 : ((r << 24) | (g << 16) | (b << 8) | 0xff) >>> 0;
}

/** Fills a convex polygon (pixel coordinates) by scanlines through pixel centres. */
function fillConvex(canvas: Canvas, points: readonly [number, number][], colour: number): void {
  const { size, pixels } = canvas;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const point of points) {
    minY = Math.min(minY, point[1]);
    maxY = Math.max(maxY, point[1]);
  }
  const top = Math.max(0, Math.ceil(minY - 0.5));
  const bottom = Math.min(size - 1, Math.floor(maxY - 0.5));
  const count = points.length;
  for (let row = top; row <= bottom; row += 1) {
    const y = row + 0.5;
    let left = Infinity;
    let right = -Infinity;
    for (let index = 0; index < count; index += 1) {
      const [x1, y1] = points[index]!;
      const [x2, y2] = points[index + 1 === count ? 0 : index + 1]!;
      if ((y1 <= y && y2 > y) || (y2 <= y && y1 > y)) {
        const x = x1 + ((y - y1) / (y2 - y1)) * (x2 - x1);
        if (x < left) left = x;
        if (x > right) right = x;
      }
    }
    if (left > right) continue;
    const from = Math.max(0, Math.ceil(left - 0.5));
    const to = Math.min(size - 1, Math.floor(right - 0.5));
    if (from <= to) pixels.fill(colour, row * size + from, row * size + to + 1);
  }
}

/** A line of `width` pixels as a thin quad. */
function strokeLine(canvas: Canvas, from: [number, number], to: [number, number], width: number, colour: number): void {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy);
  if (length === 0) return;
  const nx = (-dy / length) * (width / 2);
  const ny = (dx / length) * (width / 2);
  fillConvex(
    canvas,
    [
      [from[0] + nx, from[1] + ny],
      [to[0] + nx, to[1] + ny],
      [to[0] - nx, to[1] - ny],
      [from[0] - nx, from[1] - ny],
    ],
    colour,
  );
}

/** The polygons (unit square, y down) as RGB pixels of `size` × `size`, supersampled. */
export function rasterizePolygons(polygons: readonly ViewPolygon[], size: number): Uint8Array {
  assertSurfaceSize(size);
  const samples = supersampleFor(size);
  const big = size * samples;
  const canvas: Canvas = { size: big, pixels: new Uint32Array(big * big).fill(0xffffffff) };
  // Outlines scale with the picture (about 1 px at 512).
  const lineWidth = Math.max(1, size / 512) * samples * 0.9;
  for (const polygon of polygons) {
    const points = polygon.points.map(([x, y]) => [x * big, y * big] as [number, number]);
    fillConvex(canvas, points, packColour(polygon.fill));
    const stroke = packColour(polygon.stroke);
    points.forEach((point, index) => strokeLine(canvas, point, points[(index + 1) % points.length]!, lineWidth, stroke));
  }
  const bytes = new Uint8Array(canvas.pixels.buffer);
  const out = new Uint8Array(size * size * 3);
  const area = samples * samples;
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        let offset = ((row * samples + sy) * big + column * samples) * 4;
        for (let sx = 0; sx < samples; sx += 1) {
          r += bytes[offset]!;
          g += bytes[offset + 1]!;
          b += bytes[offset + 2]!;
          offset += 4;
        }
      }
      const target = (row * size + column) * 3;
      out[target] = Math.round(r / area);
      out[target + 1] = Math.round(g / area);
      out[target + 2] = Math.round(b / area);
    }
  }
  return out;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of `width` × `height` pixels. */
export function encodePng(rgb: Uint8Array, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let row = 0; row < height; row += 1) {
    // Filter byte 0 (none) before each row.
    rows.set(rgb.subarray(row * width * 3, (row + 1) * width * 3), row * (width * 3 + 1) + 1);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', new Uint8Array(0))]);
}

/** The polygons as a square PNG. */
export function renderPng(polygons: readonly ViewPolygon[], size: number): Buffer {
  return encodePng(rasterizePolygons(polygons, size), size, size);
}
