import { describe, expect, it } from 'vitest';
import { createPaymentProviderFromEnv, POSTFINANCE_DEFAULT_BASE_URL } from './setup';

const base = { NODE_ENV: 'development' as const, PUBLIC_URL: 'http://localhost:3000', POSTFINANCE_BASE_URL: undefined, POSTFINANCE_METHOD_CONFIGURATIONS: undefined };
const none = { POSTFINANCE_SPACE_ID: undefined, POSTFINANCE_USER_ID: undefined, POSTFINANCE_API_SECRET: undefined };

describe('payment provider by configuration', () => {
  it('without credentials outside production: the simulator under /dev/postfinance', () => {
    const setup = createPaymentProviderFromEnv({ ...base, ...none });
    expect(setup.simulator?.apiBaseUrl).toBe('http://localhost:3000/dev/postfinance/api/v2.0');
    expect(setup.provider?.name).toBe('postfinance');
    expect(setup.methodConfigurations[100]).toBe(100);
  });

  it('in production without credentials: no provider, never the simulator', () => {
    expect(createPaymentProviderFromEnv({ ...base, ...none, NODE_ENV: 'production' })).toEqual({ provider: null, simulator: null, methodConfigurations: {} });
  });

  it('with all three credentials: the real API and the configured method map; some but not all → error', () => {
    const setup = createPaymentProviderFromEnv({
      ...base,
      NODE_ENV: 'production',
      POSTFINANCE_SPACE_ID: '4711',
      POSTFINANCE_USER_ID: '512',
      POSTFINANCE_API_SECRET: Buffer.from('secret').toString('base64'),
      POSTFINANCE_METHOD_CONFIGURATIONS: '100=11, 104 = 14, nonsense',
    });
    expect(setup.simulator).toBeNull();
    expect(setup.provider?.name).toBe('postfinance');
    expect(setup.methodConfigurations).toEqual({ 100: 11, 104: 14 });
    expect(POSTFINANCE_DEFAULT_BASE_URL).toBe('https://checkout.postfinance.ch/api/v2.0');
    expect(() => createPaymentProviderFromEnv({ ...base, ...none, POSTFINANCE_SPACE_ID: '4711' })).toThrow('set all three or none');
  });
});
