import type { Logger } from 'pino';
import type { Env } from '../config/env';
import { createPostFinanceProvider } from './postfinance-client';
import { createPostFinanceSimulator, type PostFinanceSimulator } from './postfinance-simulator';
import type { PaymentProvider } from './provider';
import { parseMethodConfigurations } from './payment-service';

export const POSTFINANCE_DEFAULT_BASE_URL = 'https://checkout.postfinance.ch/api/v2.0';

/**
 * The payment provider by configuration (docs/decisions/611-payment-simulator.md): PostFinance
 * Checkout with the three credentials; otherwise, outside production, the local simulator over
 * the same HTTP API; in production without credentials none (online payment unavailable).
 */
export function createPaymentProviderFromEnv(
  env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'POSTFINANCE_SPACE_ID' | 'POSTFINANCE_USER_ID' | 'POSTFINANCE_API_SECRET' | 'POSTFINANCE_BASE_URL' | 'POSTFINANCE_METHOD_CONFIGURATIONS'>,
  logger?: Logger,
): { provider: PaymentProvider | null; simulator: PostFinanceSimulator | null; methodConfigurations: Record<number, number> } {
  const credentials = [env.POSTFINANCE_SPACE_ID, env.POSTFINANCE_USER_ID, env.POSTFINANCE_API_SECRET];
  if (credentials.every(Boolean)) {
    return {
      provider: createPostFinanceProvider({
        baseUrl: env.POSTFINANCE_BASE_URL ?? POSTFINANCE_DEFAULT_BASE_URL,
        spaceId: env.POSTFINANCE_SPACE_ID as string,
        userId: env.POSTFINANCE_USER_ID as string,
        apiSecret: env.POSTFINANCE_API_SECRET as string,
      }),
      simulator: null,
      methodConfigurations: parseMethodConfigurations(env.POSTFINANCE_METHOD_CONFIGURATIONS),
    };
  }
  if (credentials.some(Boolean)) {
    throw new Error('Invalid configuration:\n  POSTFINANCE_SPACE_ID, POSTFINANCE_USER_ID, POSTFINANCE_API_SECRET: set all three or none');
  }
  if (env.NODE_ENV === 'production') return { provider: null, simulator: null, methodConfigurations: {} };
  const simulator = createPostFinanceSimulator({ publicUrl: env.PUBLIC_URL, ...(logger ? { logger } : {}) });
  return {
    provider: createPostFinanceProvider({ baseUrl: simulator.apiBaseUrl, ...simulator.credentials }),
    simulator,
    // The simulator's configuration ids are our payment method ids.
    methodConfigurations: { 100: 100, 101: 101, 102: 102, 103: 103, 104: 104, 105: 105 },
  };
}
