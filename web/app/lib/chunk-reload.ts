import { useEffect } from 'react';

const storageKey = 'holzwerk-shop.chunk-reload-at';
const minIntervalMs = 60_000;

/** Messages browsers give when a page's code chunk cannot be loaded (e.g. after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** A failed page-chunk load reloads the page once, at most once a minute (R000-2.57). */
export function useReloadOnChunkError(error: unknown): void {
  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    const last = Number(window.sessionStorage.getItem(storageKey) ?? 0);
    if (Date.now() - last < minIntervalMs) return;
    window.sessionStorage.setItem(storageKey, String(Date.now()));
    window.location.reload();
  }, [error]);
}
