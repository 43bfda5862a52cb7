import type { ServerBuild } from 'react-router';

/** A route path of the build (without leading or doubled slashes) that lies under /api. */
const API_ROUTE_PATH = /^api(?:\/|$)/i;

/**
 * Whether a request goes to the /api build: its first path segment is `api`, in any letter case
 * and percent-encoding, as React Router matches it (each segment decoded on its own). Such a path
 * always matches an /api route there, at worst the `api/*` catch-all; anything else (a doubled
 * slash, an encoded slash, a malformed escape) goes to the whole build and is answered as before.
 */
export function isApiPath(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  const first = pathname.slice(1).split('/')[0] ?? '';
  try {
    return decodeURIComponent(first).toLowerCase() === 'api';
  } catch {
    return false;
  }
}

/** A route's whole path from the root, without leading or doubled slashes ('api/product/:id'). */
function fullPathOf(routes: ServerBuild['routes']): (id: string | undefined) => string {
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return '';
    return [fullPath(route.parentId), route.path ?? ''].filter(Boolean).join('/').replace(/\/+/g, '/').replace(/^\//, '');
  };
  return fullPath;
}

/**
 * The server build's /api part (decision 1076): the /api routes and their parents (the root, with
 * its middleware). React Router tries a request's path against its routes one after another,
 * joining and normalising each candidate's path on the way; with the shop's 205 routes that was
 * about a fifth of the CPU of a customer's list of 50 products. An /api request is now tried
 * against the 112 of this build. Every /api route is a resource route (no page is rendered from
 * this build, and its `api/*` catch-all answers every other /api path); pages keep the whole
 * build, because a page's HTML carries the browser's manifest of every route and React Router
 * renders it from their modules.
 */
export function apiBuildOf(build: ServerBuild): ServerBuild | undefined {
  const routes = build.routes;
  const fullPath = fullPathOf(routes);
  const kept = new Set<string>();
  for (const id of Object.keys(routes).filter((candidate) => API_ROUTE_PATH.test(fullPath(candidate)))) {
    for (let at: string | undefined = id; at && !kept.has(at); at = routes[at]?.parentId) kept.add(at);
  }
  // Without the /api catch-all an unknown /api path would match no route of this build, and React
  // Router would render a page from it: then /api stays with the whole build.
  if (![...kept].some((id) => fullPath(id).toLowerCase() === 'api/*')) return undefined;
  return { ...build, routes: Object.fromEntries(Object.entries(routes).filter(([id]) => kept.has(id))) };
}

/** The second path segment of a request under /api, decoded and in lower case ('product' for /API/Product/5). */
export function apiSegmentOf(pathname: string): string | undefined {
  const segment = pathname.split('/')[2];
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The /api build cut once more by the path's second segment (decision 1076 addendum):
 * /api/product/… is tried against the routes under api/product and those whose second segment is
 * a parameter or a splat (the `api/*` catch-all), with their parents — every route that can match
 * such a path, so the answer is the one the whole /api build gives. Other paths (no second
 * segment, one no route names) use the whole /api build. Of the 112 /api routes, 28 lie under
 * /api/product.
 */
export function apiPartsOf(api: ServerBuild): { partOf(pathname: string): ServerBuild } {
  const routes = api.routes;
  const fullPath = fullPathOf(routes);
  const bySegment = new Map<string, Set<string>>();
  const everywhere: string[] = [];
  for (const id of Object.keys(routes)) {
    const second = fullPath(id).split('/')[1];
    if (second === undefined) continue;
    if (/^[:*]|\?$/.test(second)) everywhere.push(id);
    else bySegment.set(second.toLowerCase(), (bySegment.get(second.toLowerCase()) ?? new Set()).add(id));
  }
  const parts = new Map<string, ServerBuild>();
  for (const [segment, ids] of bySegment) {
    const kept = new Set<string>();
    for (const id of [...ids, ...everywhere]) {
      for (let at: string | undefined = id; at && !kept.has(at); at = routes[at]?.parentId) kept.add(at);
    }
    parts.set(segment, { ...api, routes: Object.fromEntries(Object.entries(routes).filter(([id]) => kept.has(id))) });
  }
  return {
    partOf(pathname) {
      const segment = apiSegmentOf(pathname);
      return (segment !== undefined && parts.get(segment)) || api;
    },
  };
}
