import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../api/api-routes';
import { matchApiRoute, resolveApiPath } from './api-path.server';

describe('resolveApiPath (the guard judges the routed path)', () => {
  it('decodes percent-encoded letters and keeps the case-insensitive /api prefix', () => {
    expect(resolveApiPath('/api/%70roduct/summary')).toEqual({ kind: 'api', pathname: '/api/product/summary' });
    expect(resolveApiPath('/%61pi/product/summary')).toEqual({ kind: 'api', pathname: '/api/product/summary' });
    expect(resolveApiPath('/API/product/summary')).toEqual({ kind: 'api', pathname: '/API/product/summary' });
    expect(resolveApiPath('/api/product/summary/')).toEqual({ kind: 'api', pathname: '/api/product/summary/' });
    expect(resolveApiPath('/produkte/kisten')).toEqual({ kind: 'other' });
    expect(resolveApiPath('/apis')).toEqual({ kind: 'other' });
  });

  it('refuses encodings that could be read two ways', () => {
    for (const raw of ['/api%2Fproduct/summary', '/api/product%2fsummary', '/api/%2570roduct', '/api/a%5Cb', '/api/a%00', '/api//product', '/api/x/%2e%2e/y', '/api/%E0%A4%A', '/api/a%0Ab']) {
      expect(resolveApiPath(raw), raw).toEqual({ kind: 'ambiguous' });
    }
  });

  it('every route of the table matches the same entry through an encoded path', () => {
    for (const route of apiRoutes) {
      const path = route.path.replace(/:[A-Za-z]+/g, '1').replace('*', 'x.png');
      const encoded = path.replace(/[a-z]/g, (char) => `%${char.charCodeAt(0).toString(16)}`);
      const resolved = resolveApiPath(encoded);
      expect(resolved.kind).toBe('api');
      const viaEncoded = matchApiRoute(route.method, (resolved as { pathname: string }).pathname);
      expect(viaEncoded, `${route.method} ${encoded}`).toEqual(matchApiRoute(route.method, path));
    }
  });
});
