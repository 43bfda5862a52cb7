/**
 * Timing constants of 000 §9 used by the shop and the back office: the progress bar runs over
 * 5000 ms and is redrawn at most every 200 ms; the fetch helper waits 200 ms before it asks the
 * server (typing, quantity and configuration changes), so quick successive changes send one request.
 */
export const PROGRESS_BAR_MS = 5000;
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const FETCH_DELAY_MS = 200;

/** The bar never reaches the end by itself: it stops at 95 % until the work is done. */
const PROGRESS_BAR_CAP = 0.95;

/**
 * The share of the progress bar shown after `elapsedMs` of work: nothing before the fetch
 * helper's delay (quick answers show no bar), then a bar that fills over {@link PROGRESS_BAR_MS},
 * moving in {@link PROGRESS_BAR_THROTTLE_MS} steps.
 */
export function progressShare(elapsedMs: number): number {
  if (!(elapsedMs >= FETCH_DELAY_MS)) return 0;
  const stepped = Math.floor(elapsedMs / PROGRESS_BAR_THROTTLE_MS) * PROGRESS_BAR_THROTTLE_MS;
  return Math.min(PROGRESS_BAR_CAP, stepped / PROGRESS_BAR_MS);
}
