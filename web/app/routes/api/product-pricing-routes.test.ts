import { anonymousContext, evaluateGuard } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { matchApiRoute } from '../../lib/api-path.server';

const cases: [string, string, string][] = [
  ['POST', '/api/product/order-price', 'routes/api/product-order-price.ts'],
  ['POST', '/api/product/clear-price-cache', 'routes/api/product-clear-price-cache.ts'],
  ['GET', '/api/product/price', 'routes/api/product-price.ts'],
  ['PUT', '/api/product/price', 'routes/api/product-price.ts'],
  ['POST', '/api/product/price/7', 'routes/api/product-price-id.ts'],
  ['DELETE', '/api/product/price/7', 'routes/api/product-price-id.ts'],
  ['PUT', '/api/product/price/7/excel-price', 'routes/api/product-price-excel.ts'],
  ['PUT', '/api/product/price/7/margin-price', 'routes/api/product-price-margin.ts'],
  ['PUT', '/api/product/price/7/remote-price', 'routes/api/product-price-remote.ts'],
  ['POST', '/api/product/price/7/fix-price', 'routes/api/product-price-fix.ts'],
  ['PUT', '/api/product/price/7/fix-price/3', 'routes/api/product-price-fix-row.ts'],
  ['DELETE', '/api/product/price/7/fix-price/3', 'routes/api/product-price-fix-row.ts'],
  ['GET', '/api/product/internal-price', 'routes/api/product-internal-price.ts'],
  ['POST', '/api/product/internal-price', 'routes/api/product-internal-price.ts'],
  ['PUT', '/api/product/internal-price/4', 'routes/api/product-internal-price-id.ts'],
  ['GET', '/api/product/transport-requirements', 'routes/api/product-transport-requirements.ts'],
  ['GET', '/api/transport-requirement', 'routes/api/transport-requirement.ts'],
  ['POST', '/api/transport-requirement', 'routes/api/transport-requirement.ts'],
  ['PUT', '/api/transport-requirement/2', 'routes/api/transport-requirement-id.ts'],
  ['DELETE', '/api/transport-requirement/2', 'routes/api/transport-requirement-id.ts'],
  ['GET', '/api/shipping/truck', 'routes/api/shipping-truck.ts'],
];

describe('/api pricing routes', () => {
  it('R001-7.081 R001-7.090 R001-7.107 R001-7.128 each call reaches its own module (not /api/product/:id)', () => {
    for (const [method, path, file] of cases) {
      const match = matchApiRoute(method, path);
      expect(match.kind === 'route' && match.route.file, `${method} ${path}`).toBe(file);
    }
  });

  it('the cart price is public; everything else needs ADMIN_PRODUCT', () => {
    const customer = anonymousContext({ customerId: 5 });
    const productAdmin = anonymousContext({ customerId: 1, permissions: [3] });
    const categoryAdmin = anonymousContext({ customerId: 1, permissions: [1] });
    for (const [method, path] of cases) {
      const match = matchApiRoute(method, path);
      if (match.kind !== 'route') throw new Error(`${method} ${path} not routed`);
      const publicCall = path === '/api/product/order-price';
      expect(evaluateGuard(match.route.guard, anonymousContext()), path).toBe(publicCall ? 'ok' : 'unauthenticated');
      expect(evaluateGuard(match.route.guard, customer), path).toBe(publicCall ? 'ok' : 'forbidden');
      expect(evaluateGuard(match.route.guard, categoryAdmin), path).toBe(publicCall ? 'ok' : 'forbidden');
      expect(evaluateGuard(match.route.guard, productAdmin), path).toBe('ok');
    }
  });
});
