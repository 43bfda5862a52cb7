import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiBuildOf, isApiPath } from './route-split';

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
