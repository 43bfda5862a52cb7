import { describe, expect, it } from 'vitest';
import { useSecurityShop } from './harness';

/** Decision 871: in production the shop sends HSTS (https ends at the load balancer, which forwards it). */
const shop = useSecurityShop({ NODE_ENV: 'production', SEED_DEMO: 'false' });

describe('[ops] security headers in production (decision 871)', () => {
  it('[ops] NODE_ENV=production: Strict-Transport-Security on a page and an /api call, besides nosniff and frame protection', async () => {
    for (const path of ['/-verpackung', '/api/categories']) {
      const response = await fetch(shop.web.url + path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  }, 120_000);
});
