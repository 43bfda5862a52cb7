/**
 * @shop/engine — the domain package: entities and persistence, pricing, rules, orders, mail.
 *
 * Each domain lists its public names once, in its own `index.ts` (named exports only; also a
 * subpath export, `@shop/engine/quotes`); this file joins them with the engine's composition root
 * (decision 940). Everything of the browser-safe entry (./browser.ts) is here too: a domain's
 * index re-exports its `model.ts`.
 */
export { createEngine, type Engine, type EngineOptions } from './engine';
export { loadEnv, envSchema, EnvError, projectRoot, type Env } from './config/env';
export { publicUrlFor, type PublicUrlSettings } from './config/public-url';
export { createLogger, silentLogger, type Logger } from './logging/logger';
export { currentRequestScope, runInRequestScope } from './logging/request-scope';
export { EngineError, errorKinds, httpStatusOf, notFoundError, type ErrorKind, type ErrorEntry } from './errors';
export { anonymousContext, type RequestContext, type ShopMode } from './context';
export { openDatabase, connect, migrate, migrationStatus, type Database, type MigrationStatus } from './database';
export { STILL_IN_USE_MESSAGE, ALREADY_EXISTS_MESSAGE, constraintError, withConstraintErrors } from './db/constraint-errors';
/** The short answers many operations share (decision 1172); each domain's own answers are in its `answer-schemas.ts`. */
export { deletedFlagResponse, deletedIdResponse, okResponse, refreshedResponse, removedIdResponse } from './answer-fields';
export { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, databaseUnavailableError } from './db/unavailable';

// 1 ground floor
export * from './money';
export * from './i18n';
export * from './validation';
export * from './calendar';
export * from './files';
export * from './workbooks';
// 2 vocabulary owners
export * from './catalog';
export * from './parts';
export * from './customers';
export * from './auth';
export * from './mail';
export * from './settings';
// 3
export * from './shipping';
export * from './pricing';
export * from './feeds';
// 4
export * from './cart';
export * from './payments';
export * from './requests';
// 5 the ordering wing and what it prints
export * from './orders';
export * from './quotes';
export * from './checkout';
export * from './reports';
export * from './documents';
export * from './shipments';
// 6 drivers of the layers below
export * from './imports';
export * from './jobs';
export * from './fixtures';
export * from './backup';
export { QUOTE_REQUEST_LIMITS, type Limit, type LimitOutcome } from './limits/rate-limits';
