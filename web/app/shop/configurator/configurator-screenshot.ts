/** Configurator screenshot size (000 §9, 001 §9): 512 × 512. */
export const SCREENSHOT_SIZE = 512;

/**
 * The picture of the 3D view for the cart item (R000-9 configurator screenshot): the canvas
 * (rendered with preserveDrawingBuffer) centred and scaled to cover a square of `size` pixels, as a
 * JPEG data URL — small enough that many configured items fit into local storage (decision 502).
 */
export function screenshotOf(source: HTMLCanvasElement, size = SCREENSHOT_SIZE): string | null {
  const target = document.createElement('canvas');
  target.width = size;
  target.height = size;
  const context = target.getContext('2d');
  if (!context || source.width === 0 || source.height === 0) return null;
  const side = Math.min(source.width, source.height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.drawImage(source, (source.width - side) / 2, (source.height - side) / 2, side, side, 0, 0, size, size);
  return target.toDataURL('image/jpeg', 0.88);
}
