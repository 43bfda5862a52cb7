import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { apiBuildOf, apiPartsOf, apiSegmentOf, isApiPath } from './route-split';

/** A build with the shapes the shop's has: flat routes under the root, the API's catch-all, a nested layout. */
function buildOf(routes: Record<string, { path?: string; parentId?: string; index?: boolean }>): ServerBuild {
  return { routes: Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { id, module: {}, ...route }])), assets: {} } as unknown as ServerBuild;
}

describe('the /api part of the build (decision 1076)', () => {
  const build = buildOf({
    root: { path: '' },
    home: { parentId: 'root', index: true },
    product: { parentId: 'root', path: 'products/:articleNumber' },
    'api /api/product': { parentId: 'root', path: 'api/product' },
    'api /api/docs': { parentId: 'root', path: 'api/docs' },
    'api-not-found': { parentId: 'root', path: 'api/*' },
    'api-layout': { parentId: 'root', path: 'api/admin' },
    'api-child': { parentId: 'api-layout', path: 'orders' },
    'api-docs-page': { parentId: 'root', path: 'api-docs' },
    admin: { parentId: 'root', path: 'admin' },
    'admin-orders': { parentId: 'admin', path: 'Orders' },
    'not-found': { parentId: 'root', path: '*' },
  });
  const api = apiBuildOf(build)!;

  it('holds every route under /api and their parents (the root and its middleware), nothing else', () => {
    expect(Object.keys(api.routes).sort()).toEqual(['api /api/docs', 'api /api/product', 'api-child', 'api-layout', 'api-not-found', 'root'].sort());
    expect(api.routes.root).toBe(build.routes.root);
    expect(api.assets).toBe(build.assets);
    expect(Object.keys(build.routes)).toHaveLength(12);
  });

  it('is not made without the api/* catch-all (an unknown /api path would match nothing there)', () => {
    const withoutCatchAll = buildOf({ root: { path: '' }, 'api /api/product': { parentId: 'root', path: 'api/product' }, 'not-found': { parentId: 'root', path: '*' } });
    expect(apiBuildOf(withoutCatchAll)).toBeUndefined();
  });

  it('a request goes there when its first segment is api, in any letter case or escape; anything unusual goes to the whole build', () => {
    for (const path of ['/api', '/api/', '/api/product', '/API/Product', '/%61pi/product', '/api/nix/da']) expect(isApiPath(path), path).toBe(true);
    for (const path of ['/', '/apis', '/api-docs', '/products/KISTE_0001', '/admin/Orders', '/%E0%A4%A/api', '/produkte/api', '//api/product', '/api%2Fproduct', '/%E0%A4%A']) {
      expect(isApiPath(path), path).toBe(false);
    }
  });
});

/** React Router's route tree of a build's flat manifest, to match paths as its handler does. */
function treeOf(build: ServerBuild, parentId?: string): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route!.parentId === parentId)
    .map((route) => ({ id: route!.id, path: route!.path, index: route!.index, children: route!.index ? undefined : treeOf(build, route!.id) }) as RouteObject);
}

describe('the /api build cut by the second path segment (decision 1076 addendum)', () => {
  const build = buildOf({
    root: { path: '' },
    'api /api/product': { parentId: 'root', path: 'api/product' },
    'api /api/product/:id': { parentId: 'root', path: 'api/product/:id' },
    'api /api/product/:id/image': { parentId: 'root', path: 'api/Product/:id/image' },
    'api /api/product-types': { parentId: 'root', path: 'api/product-types' },
    'api /api/:kind/count': { parentId: 'root', path: 'api/:kind/count' },
    'api /api/docs?': { parentId: 'root', path: 'api/docs?/index' },
    'api-layout': { parentId: 'root', path: 'api/admin' },
    'api-child': { parentId: 'api-layout', path: 'orders' },
    'api-not-found': { parentId: 'root', path: 'api/*' },
    product: { parentId: 'root', path: 'products/:articleNumber' },
  });
  const api = apiBuildOf(build)!;
  const { partOf } = apiPartsOf(api);

  it('a part holds the routes named by its segment, those with a parameter, optional or splat there, and their parents', () => {
    expect(Object.keys(partOf('/api/product/7').routes).sort()).toEqual(
      ['root', 'api /api/product', 'api /api/product/:id', 'api /api/product/:id/image', 'api /api/:kind/count', 'api /api/docs?', 'api-not-found'].sort(),
    );
    expect(Object.keys(partOf('/API/Admin/orders').routes).sort()).toEqual(['root', 'api-layout', 'api-child', 'api /api/:kind/count', 'api /api/docs?', 'api-not-found'].sort());
    // No second segment, one no route names, a bad escape: the whole /api build.
    for (const path of ['/api', '/api/', '/api/nix', '/api/%E0%A4%A', '/api/product%2F7']) expect(partOf(path), path).toBe(api);
  });

  it('every path is matched to the route the whole /api build matches it to', () => {
    const paths = ['/api/product', '/api/product/7', '/API/PRODUCT/7/image', '/api/%70roduct/7', '/api/product/7/count', '/api/product-types', '/api/product-types/count', '/api/admin/orders', '/api/admin/other', '/api/index', '/api/docs/index', '/api/nix/da', '/api/product/7/image/more'];
    for (const path of paths) {
      const last = (routes: RouteObject[]) => matchRoutes(routes, path)?.at(-1)?.route.id;
      expect(last(treeOf(partOf(path))), path).toBe(last(treeOf(api)));
      expect(last(treeOf(api)), path).toBeDefined();
    }
  });

  it('the segment is decoded and in lower case', () => {
    expect(apiSegmentOf('/API/Product/7')).toBe('product');
    expect(apiSegmentOf('/api/%70roduct')).toBe('product');
    expect(apiSegmentOf('/api')).toBeUndefined();
    expect(apiSegmentOf('/api/%E0%A4%A')).toBeUndefined();
  });
});
