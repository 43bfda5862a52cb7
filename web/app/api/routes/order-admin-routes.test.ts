import { anonymousContext, evaluateGuard } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { matchApiRoute } from '../../server/api-path.server';

const cases: [string, string, string][] = [
  ['POST', '/api/order/copy', 'api/routes/order-copy.ts'],
  ['PUT', '/api/order/7', 'api/routes/order-id.ts'],
  ['DELETE', '/api/order/7', 'api/routes/order-id.ts'],
  ['GET', '/api/order/delivery-information', 'api/routes/order-delivery-information.ts'],
  ['PUT', '/api/order/7/notification', 'api/routes/order-notification.ts'],
  ['PUT', '/api/order/7/notification-carrier', 'api/routes/order-notification-carrier.ts'],
  ['GET', '/api/order/carriers', 'api/routes/order-carriers.ts'],
  ['PUT', '/api/order/7/state', 'api/routes/order-state.ts'],
];

describe('/api order administration routes', () => {
  it('R001-7.062 R001-7.066 R001-7.067 R001-7.070 R001-7.071 R001-7.072 R001-7.073 each call reaches its own module (static paths before /api/order/:id)', () => {
    for (const [method, path, file] of cases) {
      const match = matchApiRoute(method, path);
      expect(match.kind === 'route' && match.route.file, `${method} ${path}`).toBe(file);
    }
    // A static path does not fall through to /api/order/:id with another method.
    expect(matchApiRoute('GET', '/api/order/copy').kind).toBe('method-not-allowed');
  });

  it('the delivery information is public, the carriers an admin read, every change ADMIN_QUOTE', () => {
    const customer = anonymousContext({ customerId: 5 });
    const productAdmin = anonymousContext({ customerId: 1, permissions: [3] });
    const quoteAdmin = anonymousContext({ customerId: 1, permissions: [5] });
    for (const [method, path] of cases) {
      const match = matchApiRoute(method, path);
      if (match.kind !== 'route') throw new Error(`${method} ${path} not routed`);
      const publicCall = path === '/api/order/delivery-information';
      const adminRead = path === '/api/order/carriers';
      expect(evaluateGuard(match.route.guard, anonymousContext()), path).toBe(publicCall ? 'ok' : 'unauthenticated');
      expect(evaluateGuard(match.route.guard, customer), path).toBe(publicCall ? 'ok' : 'forbidden');
      expect(evaluateGuard(match.route.guard, productAdmin), path).toBe(publicCall || adminRead ? 'ok' : 'forbidden');
      expect(evaluateGuard(match.route.guard, quoteAdmin), path).toBe('ok');
    }
  });
});
