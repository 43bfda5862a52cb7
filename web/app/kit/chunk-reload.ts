import { useEffect } from 'react';

const storageKey = 'holzwerk-shop.chunk-reload-at';
/** At most one reload a minute (R000-2.57). */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

/** Messages browsers give when a page's code chunk cannot be loaded (e.g. after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/**
 * Whether an error should reload the page: a failed chunk load, and the last such reload (time
 * kept in session storage) at least a minute ago.
 */
export function shouldReloadForChunkError(error: unknown, lastReloadAt: number, now: number): boolean {
  return isChunkLoadError(error) && now - lastReloadAt >= CHUNK_RELOAD_MIN_INTERVAL_MS;
}

/** A failed page-chunk load reloads the page once, at most once a minute (R000-2.57). */
export function useReloadOnChunkError(error: unknown): void {
  useEffect(() => {
    const last = Number(window.sessionStorage.getItem(storageKey) ?? 0);
    if (!shouldReloadForChunkError(error, last, Date.now())) return;
    window.sessionStorage.setItem(storageKey, String(Date.now()));
    window.location.reload();
  }, [error]);
}
