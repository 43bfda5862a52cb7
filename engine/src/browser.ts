/**
 * The browser-safe entry of @shop/engine (`@shop/engine/browser`): the pure rules, schemas,
 * enumerations and message catalogues. Nothing reachable from here imports Node built-ins, the
 * database or the ORM, so web pages can share the exact rules the server applies.
 *
 * Each domain lists its own names once, in its `index.ts` (a browser-safe domain) or `model.ts`
 * (the browser-safe part of a domain with server code); this file only joins them (decision 940).
 */
export * from './money';
export * from './i18n';
export * from './validation';
export * from './calendar';
export * from './catalog/model';
export * from './parts';
export * from './auth/model';
export * from './customers/model';
export * from './settings/model';
export * from './shipping/model';
export * from './cart';
export * from './requests/model';
export * from './orders/model';
export * from './quotes/model';
export * from './checkout/model';
