import { anonymousContext, evaluateGuard } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { matchApiRoute } from '../../server/api-path.server';

const cases: [string, string, string][] = [
  ['POST', '/api/product/order-price', 'api/routes/product-order-price.ts'],
  ['POST', '/api/product/clear-price-cache', 'api/routes/product-clear-price-cache.ts'],
  ['GET', '/api/product/price', 'api/routes/product-price.ts'],
  ['PUT', '/api/product/price', 'api/routes/product-price.ts'],
  ['POST', '/api/product/price/7', 'api/routes/product-price-id.ts'],
  ['DELETE', '/api/product/price/7', 'api/routes/product-price-id.ts'],
  ['PUT', '/api/product/price/7/excel-price', 'api/routes/product-price-excel.ts'],
  ['PUT', '/api/product/price/7/margin-price', 'api/routes/product-price-margin.ts'],
  ['PUT', '/api/product/price/7/remote-price', 'api/routes/product-price-remote.ts'],
  ['POST', '/api/product/price/7/fix-price', 'api/routes/product-price-fix.ts'],
  ['PUT', '/api/product/price/7/fix-price/3', 'api/routes/product-price-fix-row.ts'],
  ['DELETE', '/api/product/price/7/fix-price/3', 'api/routes/product-price-fix-row.ts'],
  ['GET', '/api/product/internal-price', 'api/routes/product-internal-price.ts'],
  ['POST', '/api/product/internal-price', 'api/routes/product-internal-price.ts'],
  ['PUT', '/api/product/internal-price/4', 'api/routes/product-internal-price-id.ts'],
  ['GET', '/api/product/transport-requirements', 'api/routes/product-transport-requirements.ts'],
  ['GET', '/api/transport-requirement', 'api/routes/transport-requirement.ts'],
  ['POST', '/api/transport-requirement', 'api/routes/transport-requirement.ts'],
  ['PUT', '/api/transport-requirement/2', 'api/routes/transport-requirement-id.ts'],
  ['DELETE', '/api/transport-requirement/2', 'api/routes/transport-requirement-id.ts'],
  ['GET', '/api/shipping/truck', 'api/routes/shipping-truck.ts'],
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
