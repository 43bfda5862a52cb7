import { EngineError } from '../errors';

/**
 * Picture sizes by mode (000 §9, 001 §9): the configurator's screenshot is 512×512 (the position
 * images of a report too), the generic screenshot 1024×1024 (the product pictures of the shop).
 * Any other mode is refused with the spec's 'Unknown mode' (R000-8.23).
 */
export const SCREENSHOT_MODES = { configurator: 512, generic: 1024 } as const;
export type ScreenshotMode = keyof typeof SCREENSHOT_MODES;

export const UNKNOWN_MODE = 'Unknown mode';
/** 000 §8: the drawing surface could not be made (R000-8.24). */
export const COULD_NOT_CREATE_CONTEXT = 'Could not create context';
/** The largest drawing surface the rasteriser makes (it supersamples 3×: 4096 px is ~450 MB of pixels). */
export const MAX_SURFACE_SIZE = 4096;

export function screenshotSize(mode: string): number {
  if (!Object.hasOwn(SCREENSHOT_MODES, mode)) throw new EngineError('invalid', UNKNOWN_MODE);
  return SCREENSHOT_MODES[mode as ScreenshotMode];
}

/** Throws 'Could not create context' for a surface size the rasteriser cannot draw on. */
export function assertSurfaceSize(size: number): void {
  if (!Number.isInteger(size) || size < 1 || size > MAX_SURFACE_SIZE) throw new EngineError('unavailable', COULD_NOT_CREATE_CONTEXT);
}
