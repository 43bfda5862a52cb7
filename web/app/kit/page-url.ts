/**
 * The page a request is for. A client navigation asks React Router's data URL of the page —
 * `/admin/orders.data?_routes=…`, `/_.data` for `/`, `/a/_.data` for `/a/` — and React Router 8
 * hands loaders and actions that request unchanged, so a redirect naming "this page" built from
 * `request.url` would send the browser to the data URL and show it raw. Any other URL is returned
 * as it is.
 */
export function pageUrlOf(requestUrl: string | URL): URL {
  const url = new URL(requestUrl);
  if (!url.pathname.endsWith('.data')) return url;
  url.pathname = url.pathname.endsWith('/_.data') ? url.pathname.slice(0, -'_.data'.length) : url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  return url;
}

/** Path and query of the page a request is for (see pageUrlOf): a `redirectTo` back to it. */
export function pagePathOf(request: Request): string {
  const { pathname, search } = pageUrlOf(request.url);
  return pathname + search;
}
