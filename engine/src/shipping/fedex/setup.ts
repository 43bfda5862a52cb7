import type { Logger } from 'pino';
import type { Env } from '../../config/env';
import type { Carrier } from '../carrier';
import { createFedexClient } from './fedex-client';
import { createFedexDouble, type FedexDouble } from './fedex-double';

export const FEDEX_SANDBOX_URL = 'https://apis-sandbox.fedex.com';
export const FEDEX_PRODUCTION_URL = 'https://apis.fedex.com';
export const FEDEX_SANDBOX_DOCUMENT_URL = 'https://documentapitest.prod.fedex.com/sandbox/documents/v1/etds/upload';
export const FEDEX_PRODUCTION_DOCUMENT_URL = 'https://documentapi.prod.fedex.com/documents/v1/etds/upload';

type FedexEnv = Pick<Env, 'NODE_ENV' | 'FEDEX_CLIENT_ID' | 'FEDEX_CLIENT_SECRET' | 'FEDEX_ACCOUNT_NUMBER' | 'FEDEX_BASE_URL' | 'FEDEX_DOCUMENT_URL' | 'FEDEX_TIMEOUT_MS'>;

/**
 * The carrier by configuration (docs/decisions/741-fedex-client.md): FedEx with the three
 * credentials (production's API in production, the sandbox otherwise, unless FEDEX_BASE_URL says
 * else); without them, outside production, the local FedEx double, started on the first call; in
 * production without credentials none (FedEx calls answer "not set up").
 */
export function createCarrierFromEnv(env: FedexEnv, logger?: Logger): { carrier: Carrier | null; double: FedexDouble | null } {
  const credentials = [env.FEDEX_CLIENT_ID, env.FEDEX_CLIENT_SECRET, env.FEDEX_ACCOUNT_NUMBER];
  const production = env.NODE_ENV === 'production';
  if (credentials.every(Boolean)) {
    return {
      carrier: createFedexClient({
        baseUrl: env.FEDEX_BASE_URL ?? (production ? FEDEX_PRODUCTION_URL : FEDEX_SANDBOX_URL),
        documentUploadUrl: env.FEDEX_DOCUMENT_URL ?? (production ? FEDEX_PRODUCTION_DOCUMENT_URL : FEDEX_SANDBOX_DOCUMENT_URL),
        clientId: env.FEDEX_CLIENT_ID as string,
        clientSecret: env.FEDEX_CLIENT_SECRET as string,
        accountNumber: env.FEDEX_ACCOUNT_NUMBER as string,
        timeoutMs: env.FEDEX_TIMEOUT_MS,
      }),
      double: null,
    };
  }
  if (credentials.some(Boolean)) {
    throw new Error('Invalid configuration:\n  FEDEX_CLIENT_ID, FEDEX_CLIENT_SECRET, FEDEX_ACCOUNT_NUMBER: set all three or none');
  }
  if (production) return { carrier: null, double: null };
  const double = createFedexDouble();
  logger?.info('FedEx: no credentials, the local FedEx double answers (started on the first call)');
  return {
    carrier: createFedexClient({ baseUrl: () => double.start(), ...double.credentials, timeoutMs: env.FEDEX_TIMEOUT_MS }),
    double,
  };
}
