import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../project-root';
import { SHOP_NAME } from '../settings/company';

export { projectRoot };

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp) =>
  z.preprocess(emptyToUndefined, z.url({ protocol: protocols }).optional());

/**
 * Every environment variable the shop reads, in one schema. README.md documents each one;
 * a bad value stops start-up with a message naming the variable (see {@link loadEnv}).
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl(/^https?$/),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  DATA_DIR: z.string().min(1).default(join(projectRoot, '.data')),
  PGLITE_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(5),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.string().min(3).default(`${SHOP_NAME} <shop@holzwerk.example>`),
  SEED_DEMO: z
    .preprocess(emptyToUndefined, z.enum(['true', 'false']).optional())
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** on: schedules, mail outbox and work queue; work: the work queue's runner only (decision 980); off: none. */
  JOBS: z.enum(['on', 'work', 'off']).default('on'),
  /** Tests only, refused in production: other cron schedules for the jobs, e.g. `purge-rate-limits=* * * * * *` (docs/operations.md, decision 1050). */
  JOBS_SCHEDULE_OVERRIDE: optionalString,
  ANALYTICS_CONTAINER_ID: optionalString,
  /** Host names besides this machine whose requests build their own return and mail links when PUBLIC_URL is unset (comma separated). */
  ALLOWED_HOSTS: z
    .preprocess(emptyToUndefined, z.string().optional())
    .transform((value) => (value === undefined ? [] : value.split(',').map((host) => host.trim()).filter(Boolean))),
  /** Files directory: calculation workbooks and other files the back office names by relative path (default DATA_DIR/files). */
  FILES_DIR: optionalString,
  /** Product images, one folder per article number (default DATA_DIR/product-images). */
  PRODUCT_IMAGES_DIR: optionalString,
  /** Inbox of ERP order-status files for the scheduled import (default DATA_DIR/imports/order-status; docs/imports.md). */
  IMPORT_INBOX_DIR: optionalString,
  /** Folder of the nightly backups (decision 1095); unset, the nightly backup job does not run. */
  BACKUP_DIR: optionalString,
  /** Nightly backups kept in BACKUP_DIR; older ones are removed after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** PostFinance Checkout (docs/payments.md); without the three credentials the local simulator plays the provider (never in production). */
  POSTFINANCE_SPACE_ID: optionalString,
  POSTFINANCE_USER_ID: optionalString,
  POSTFINANCE_API_SECRET: optionalString,
  POSTFINANCE_BASE_URL: optionalUrl(/^https?$/),
  /** Our payment method id → the space's payment method configuration id, e.g. `100=1234,104=5678`. */
  POSTFINANCE_METHOD_CONFIGURATIONS: optionalString,
  /** Address that receives a copy of every order confirmation (default: the MAIL_FROM address). */
  MAIL_SHOP_COPY: optionalString,
  /**
   * Reverse proxies whose X-Forwarded-Proto/-Host/-For the web server believes
   * (docs/decisions/725-trust-proxy.md): `false` (default), `true`, a hop count, or addresses and
   * subnets such as `loopback` or `10.0.0.0/8,127.0.0.1`.
   */
  TRUST_PROXY: z
    .preprocess(emptyToUndefined, z.string().regex(/^(true|false|\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, 'true, false, a hop count or a list of addresses').optional())
    .transform(parseTrustProxy),
  /**
   * Bearer token a monitor sends to GET /metrics (decision 1096); without it /metrics answers
   * only clients on this machine (loopback, not relayed by a proxy).
   */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\w.~+/-]+=*$/, 'letters, digits and - . _ ~ + / only (a Bearer token)')
      .optional(),
  ),
  /** Guest orders per hour to one invoice e-mail and from one client address; beyond, refused with 429 (decision 815). */
  GUEST_ORDERS_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(3),
  GUEST_ORDERS_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** FedEx REST API (docs/shipments.md): all three or none; without them, outside production, the local FedEx double answers. */
  FEDEX_CLIENT_ID: optionalString,
  FEDEX_CLIENT_SECRET: optionalString,
  FEDEX_ACCOUNT_NUMBER: optionalString,
  /** Default: https://apis.fedex.com in production, https://apis-sandbox.fedex.com otherwise. */
  FEDEX_BASE_URL: optionalUrl(/^https?$/),
  /** Trade documents (ETD) upload URL; default FedEx's for production or sandbox. */
  FEDEX_DOCUMENT_URL: optionalUrl(/^https?$/),
  /** Time limit of one FedEx call in ms (default 15000). */
  FEDEX_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
});

/** TRUST_PROXY as Express's `trust proxy` setting. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

export type Env = z.output<typeof envSchema> & {
  /** Whether PUBLIC_URL was given (then links never follow the request's origin). */
  PUBLIC_URL_CONFIGURED: boolean;
  /** Resolved: given, or DATA_DIR/files. */
  FILES_DIR: string;
  /** Resolved: given, or generated once and kept under DATA_DIR outside production. */
  SESSION_SECRET: string;
  PUBLIC_URL: string;
  SEED_DEMO: boolean;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Parses the environment. Throws {@link EnvError} whose message names each bad variable, e.g.
 * `PORT: Too big: expected number to be <=65535`.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production && !env.SESSION_SECRET) {
    throw new EnvError('Invalid configuration:\n  SESSION_SECRET: required in production (at least 32 characters)');
  }
  if (production && env.JOBS_SCHEDULE_OVERRIDE) {
    throw new EnvError('Invalid configuration:\n  JOBS_SCHEDULE_OVERRIDE: for tests only, not allowed in production');
  }
  return {
    ...env,
    SESSION_SECRET: env.SESSION_SECRET ?? localSessionSecret(env.DATA_DIR),
    PUBLIC_URL: env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT),
    SEED_DEMO: env.SEED_DEMO ?? !production,
    FILES_DIR: env.FILES_DIR ?? join(env.DATA_DIR, 'files'),
    PUBLIC_URL_CONFIGURED: env.PUBLIC_URL !== undefined,
  };
}

/**
 * The public address while PUBLIC_URL is unset (decision 1151): the address the server is bound
 * to, as the shop is opened there (HOST 127.0.0.1 → http://127.0.0.1:3000); a wildcard bind
 * (0.0.0.0, ::) is reached on 127.0.0.1 from this machine.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const bound = host.trim().toLowerCase();
  const name = bound === '0.0.0.0' || bound === '::' || bound === '[::]' || bound === '' ? '127.0.0.1' : bound.includes(':') && !bound.startsWith('[') ? `[${bound}]` : bound;
  return `http://${name}:${port}`;
}

/** Outside production a secret is generated once and kept, so sessions survive a restart. */
function localSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
