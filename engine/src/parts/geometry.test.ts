import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAMERA_POSITION,
  ELEMENT_NOT_FOUND_WARNING,
  MODEL_MODES,
  RESERVED_PROPERTY_NAMES,
  UNDEFINED_OR_EMPTY_ID,
  assertElementId,
  assertPropertyGroup,
  boundsOfBoxes,
  cameraPosition,
  defineElements,
  explodeBoxes,
  explosionOffset,
  findElement,
  floorBounds,
  isBoxWithin,
  isModelMode,
  parseCameraPosition,
  transformBox,
  vec3,
  type Box,
} from './geometry';

function box(position = vec3(0, 0, 0), size = vec3(10, 20, 30)): Box {
  return { lineRef: 'ref', name: 'Brett', material: 'OSB', position, size, explosion: vec3(0, 0, 0) };
}

describe('model modes (R001-3.84)', () => {
  it('are 2D, 3D-Fix and 3D-Configurator', () => {
    expect(MODEL_MODES).toEqual(['2D', '3D-Fix', '3D-Configurator']);
    expect(isModelMode('3D-Fix')).toBe(true);
    expect(isModelMode('3D')).toBe(false);
    expect(isModelMode(2)).toBe(false);
  });
});

describe('camera (R001-9.33 R001-5.30)', () => {
  it('R001-9.33 defaults to 0.7/0.7/0.7', () => {
    expect(DEFAULT_CAMERA_POSITION).toEqual({ x: 0.7, y: 0.7, z: 0.7 });
    expect(parseCameraPosition(undefined)).toEqual({ x: 0.7, y: 0.7, z: 0.7 });
    expect(parseCameraPosition('  ')).toEqual({ x: 0.7, y: 0.7, z: 0.7 });
  });

  it('R001-5.30 parses camera positions as decimals', () => {
    expect(parseCameraPosition('0.5/1/-0.25')).toEqual({ x: 0.5, y: 1, z: -0.25 });
    expect(parseCameraPosition('0,5 / 1,5 / .5')).toEqual({ x: 0.5, y: 1.5, z: 0.5 });
  });

  it('warns and uses the default for anything else', () => {
    const warnings: unknown[] = [];
    expect(parseCameraPosition('1/2', (message, params) => warnings.push([message, params]))).toEqual(DEFAULT_CAMERA_POSITION);
    expect(parseCameraPosition('a/b/c')).toEqual(DEFAULT_CAMERA_POSITION);
    expect(warnings).toEqual([['invalid camera position; using the default', { value: '1/2' }]]);
  });

  it('places the camera relative to the model’s largest extent', () => {
    // 1200 × 144 × 800, centre (0, 72, 0): 0.7 × 1200 = 840 from the centre on every axis
    expect(cameraPosition(floorBounds(1200, 144, 800))).toEqual({ x: 840, y: 912, z: 840 });
    expect(cameraPosition(floorBounds(100, 100, 100), vec3(1, 0, -1))).toEqual({ x: 100, y: 50, z: -100 });
  });
});

describe('reserved property names (R001-9.34 R001-8.30)', () => {
  it('R001-9.34 are the rendering group, explosion drawing, unknown, comment and insurance rate', () => {
    expect(RESERVED_PROPERTY_NAMES).toEqual({
      renderingGroup: 'Darstellung',
      explosionDrawing: 'Explosionszeichnung',
      unknown: 'Unbekannt',
      comment: 'Kommentar',
      insuranceRate: 'Versicherungssatz',
    });
  });

  it('R001-8.30 throws when a property group conflicts with the rendering group', () => {
    expect(() => assertPropertyGroup({ name: 'Darstellung' })).toThrow("Property group 'Darstellung' conflicts with the reserved rendering group 'Darstellung'");
    expect(() => assertPropertyGroup({ name: ' darstellung ', properties: [] })).toThrow(/reserved rendering group/);
    expect(() => assertPropertyGroup({ name: 'Masse', properties: ['Länge', 'Explosionszeichnung'] })).toThrow(/reserved rendering group/);
    expect(() => assertPropertyGroup({ name: 'Masse', properties: ['Länge', 'Breite'] })).not.toThrow();
  });
});

describe('configurator element ids (R001-5.29 R001-8.29 R001-8.35)', () => {
  const elements = defineElements([
    { id: 'none', label: 'Keine', aliases: ['ohne'] },
    { id: '2', label: '2 Kufen' },
  ]);

  it("R001-8.29 throws 'undefined or empty id'", () => {
    expect(UNDEFINED_OR_EMPTY_ID).toBe('undefined or empty id');
    expect(() => assertElementId(undefined)).toThrow('undefined or empty id');
    expect(() => assertElementId(null)).toThrow('undefined or empty id');
    expect(() => assertElementId('')).toThrow('undefined or empty id');
    expect(() => assertElementId('  ')).toThrow('undefined or empty id');
    expect(() => findElement(elements, undefined, () => undefined)).toThrow('undefined or empty id');
    expect(() => findElement(elements, '', () => undefined)).toThrow('undefined or empty id');
  });

  it('R001-5.29 element ids of a choice must be non-empty', () => {
    expect(() => defineElements([{ id: 'a', label: 'A' }, { id: '', label: 'leer' }])).toThrow('undefined or empty id');
    expect(() => defineElements([])).toThrow(/at least one element/);
  });

  it('finds an element by id, label or alias', () => {
    const warn = () => {
      throw new Error('no warning expected');
    };
    expect(findElement(elements, '2', warn).id).toBe('2');
    expect(findElement(elements, '2 kufen', warn).id).toBe('2');
    expect(findElement(elements, 'OHNE', warn).id).toBe('none');
  });

  it('R001-8.35 falls back to the first element with a logged warning', () => {
    const warnings: unknown[] = [];
    expect(findElement(elements, '4', (message, params) => warnings.push([message, params])).id).toBe('none');
    expect(warnings).toEqual([[ELEMENT_NOT_FOUND_WARNING, { id: '4', fallback: 'none' }]]);
    expect(() => findElement([], 'x', () => undefined)).toThrow(/at least one element/);
  });
});

describe('boxes', () => {
  it('bounds of boxes', () => {
    expect(boundsOfBoxes([])).toBeUndefined();
    expect(boundsOfBoxes([box(vec3(0, 10, 0)), box(vec3(100, 10, 0))])).toEqual({ min: { x: -5, y: 0, z: -15 }, max: { x: 105, y: 20, z: 15 } });
  });

  it('tells whether a box lies within bounds', () => {
    const bounds = floorBounds(10, 20, 30);
    expect(isBoxWithin(box(vec3(0, 10, 0)), bounds)).toBe(true);
    expect(isBoxWithin(box(vec3(0.1, 10, 0)), bounds)).toBe(false);
    expect(isBoxWithin(box(vec3(0, 9, 0)), bounds)).toBe(false);
  });

  it('explosion offsets point away from the centre; a centred axis stays put', () => {
    expect(explosionOffset(vec3(100, 0, -50), vec3(0, 50, 0))).toEqual({ x: 50, y: -25, z: -25 });
    expect(explosionOffset(vec3(0, 50, 0), vec3(0, 50, 0), 2)).toEqual({ x: 0, y: 0, z: 0 });
    const [exploded] = explodeBoxes([box(vec3(20, 100, 0))], floorBounds(100, 100, 100));
    expect(exploded?.explosion).toEqual({ x: 10, y: 25, z: 0 });
  });

  it('turns boxes a quarter about x (standing up) or y, then moves them', () => {
    const lying = box(vec3(1, 2, 3), vec3(10, 20, 30));
    expect(transformBox(lying, 'none', vec3(100, 0, 0))).toMatchObject({ position: { x: 101, y: 2, z: 3 }, size: { x: 10, y: 20, z: 30 } });
    expect(transformBox(lying, 'x90', vec3(0, 0, 0))).toMatchObject({ position: { x: 1, y: 3, z: -2 }, size: { x: 10, y: 30, z: 20 } });
    expect(transformBox(lying, 'y90', vec3(0, 10, 0))).toMatchObject({ position: { x: 3, y: 12, z: -1 }, size: { x: 30, y: 20, z: 10 } });
  });
});
