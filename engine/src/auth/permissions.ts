import type { RequestContext } from '../context';
import { EngineError } from '../errors';

/** Admin permission ids (001 §6); any one makes a user an admin. */
export const Permission = {
  ADMIN_CATEGORY: 1,
  ADMIN_PRODUCT_META: 2,
  ADMIN_PRODUCT: 3,
  ADMIN_QUOTE: 5,
  ADMIN_CUSTOMER: 6,
  CREATE_PRODUCT_IN_CONFIGURATOR: 8,
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];
export const allPermissions: Permission[] = Object.values(Permission);

const adminPermissions: readonly number[] = [
  Permission.ADMIN_CATEGORY,
  Permission.ADMIN_PRODUCT_META,
  Permission.ADMIN_PRODUCT,
  Permission.ADMIN_QUOTE,
  Permission.ADMIN_CUSTOMER,
  Permission.CREATE_PRODUCT_IN_CONFIGURATOR,
];

/** Any one admin permission makes an admin (001 §6); not logged in means no permissions. */
export function isAdmin(ctx: Pick<RequestContext, 'permissions'>): boolean {
  return ctx.permissions.some((permission) => adminPermissions.includes(permission));
}

/**
 * The one rule for "not logged in": no customer and no permission. A CLI or job context carries
 * permissions without a customer and counts as logged in.
 */
export function isLoggedIn(ctx: Pick<RequestContext, 'customerId' | 'permissions'>): boolean {
  return ctx.customerId !== undefined || ctx.permissions.length > 0;
}

/** The texts of a refused engine call (the web translates them by kind, errors.<kind>). */
export const NOT_LOGGED_IN_MESSAGE = 'Anmeldung erforderlich';
export const NO_PERMISSION_MESSAGE = 'Keine Berechtigung';

/** Refuses a caller who is not logged in ({@link isLoggedIn}) with the one text. */
export function requireLoggedIn(ctx: Pick<RequestContext, 'customerId' | 'permissions'>): void {
  if (!isLoggedIn(ctx)) throw new EngineError('unauthenticated', NOT_LOGGED_IN_MESSAGE);
}

/**
 * The caller's own customer id, for what only a customer has (favourites, own orders); a caller
 * without one is refused as not logged in.
 */
export function requireCustomerId(ctx: Pick<RequestContext, 'customerId'>): number {
  if (ctx.customerId === undefined) throw new EngineError('unauthenticated', NOT_LOGGED_IN_MESSAGE);
  return ctx.customerId;
}

/** All-of (default) or any-of over the caller's permissions. */
export function hasPermission(ctx: Pick<RequestContext, 'permissions'>, required: readonly number[], mode: 'all' | 'any' = 'all'): boolean {
  return mode === 'all' ? required.every((p) => ctx.permissions.includes(p)) : required.some((p) => ctx.permissions.includes(p));
}

/**
 * What a page or /api route requires (001 §6 guards isAuth, hasAdminPermissions, hasPermission):
 * - public: anyone;
 * - auth: logged in;
 * - admin: any admin permission;
 * - permission: all-of (`all`) and/or any-of (`any`) the listed permissions;
 * - quickOrder: hasQuickOrder in the session, or an admin.
 * `ownCustomerParam` names a path parameter holding a customer id: only that customer (or an
 * admin) passes, so customer A can never reach customer B's data.
 */
export type Guard =
  | { kind: 'public' }
  | { kind: 'auth'; ownCustomerParam?: string }
  | { kind: 'admin' }
  | { kind: 'permission'; all?: readonly number[]; any?: readonly number[] }
  | { kind: 'quickOrder' };

export type GuardOutcome = 'ok' | 'unauthenticated' | 'forbidden';

export function evaluateGuard(
  guard: Guard,
  ctx: Pick<RequestContext, 'customerId' | 'permissions' | 'hasQuickOrder'>,
  params: Record<string, string | undefined> = {},
): GuardOutcome {
  if (guard.kind === 'public') return 'ok';
  if (!isLoggedIn(ctx)) return 'unauthenticated';
  switch (guard.kind) {
    case 'auth': {
      if (!guard.ownCustomerParam) return 'ok';
      const requested = params[guard.ownCustomerParam];
      // Another customer's id: only customer or order administration, not any admin permission.
      // The path's id as idSchema reads it (decision 1091; this ground-floor file imports no validation): digits, never '1e0' or ' 1'.
      return requested !== undefined && ((/^\d{1,10}$/.test(requested) && Number(requested) === ctx.customerId) || hasPermission(ctx, [Permission.ADMIN_CUSTOMER, Permission.ADMIN_QUOTE], 'any')) ? 'ok' : 'forbidden';
    }
    case 'admin':
      return isAdmin(ctx) ? 'ok' : 'forbidden';
    case 'permission': {
      const allOk = !guard.all || hasPermission(ctx, guard.all, 'all');
      const anyOk = !guard.any || hasPermission(ctx, guard.any, 'any');
      return allOk && anyOk ? 'ok' : 'forbidden';
    }
    case 'quickOrder':
      return ctx.hasQuickOrder || isAdmin(ctx) ? 'ok' : 'forbidden';
  }
}

const needsAll = (...all: Permission[]): Guard => ({ kind: 'permission', all });
const needsAny = (...any: Permission[]): Guard => ({ kind: 'permission', any });

/**
 * The one guard table (decision 1135): every rule of who may call what, by name. The engine's
 * operations check it (`requireGuard`), the /api route table (web/app/api/api-routes.ts) and the
 * back-office screens (web/app/admin/screens.ts) name its entries, so a right is stated once.
 * 001 §6: isAuth, hasAdminPermissions and hasPermission(…) are `signedIn`, `anyAdmin` and the desks.
 */
export const GUARDS = {
  public: { kind: 'public' },
  signedIn: { kind: 'auth' },
  /** The customer named by the path's :id, or customer or order administration. */
  ownCustomer: { kind: 'auth', ownCustomerParam: 'id' },
  /** hasQuickOrder in the session, or an admin (000 §8). */
  quickOrder: { kind: 'quickOrder' },
  /** Any one admin permission (001 §6 hasAdminPermissions). */
  anyAdmin: { kind: 'admin' },
  /** Categories: tree, order, product links (ADMIN_CATEGORY). */
  categoryDesk: needsAll(Permission.ADMIN_CATEGORY),
  /** Product types and attributes (ADMIN_PRODUCT_META). */
  productMetaDesk: needsAll(Permission.ADMIN_PRODUCT_META),
  /** Products, prices, pictures, trucks and transport requirements (ADMIN_PRODUCT). */
  productDesk: needsAll(Permission.ADMIN_PRODUCT),
  /** Orders, quotes, shipments and imports (ADMIN_QUOTE). */
  orderDesk: needsAll(Permission.ADMIN_QUOTE),
  /** Customers, their users, contacts, addresses and files (ADMIN_CUSTOMER). */
  customerDesk: needsAll(Permission.ADMIN_CUSTOMER),
  /** Company data, closures, carriers and freight reach orders and customers alike: both (decision 780). */
  settingsDesk: needsAll(Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER),
  /** Caught mails carry customers' addresses and documents: the order desk or customer care. */
  mailDesk: needsAny(Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER),
  /** 'Als Kundenprodukt anlegen' (decision 979): product maintenance or the configurator's own permission. */
  configurator: needsAny(Permission.ADMIN_PRODUCT, Permission.CREATE_PRODUCT_IN_CONFIGURATOR),
  /** Reports (decision 852): generation for the order desk or product maintenance; each report checks its own permissions. */
  reportDesk: needsAny(Permission.ADMIN_QUOTE, Permission.ADMIN_PRODUCT),
  /** Calculation workbooks: product types name them, products price by them. */
  workbooks: needsAny(Permission.ADMIN_PRODUCT_META, Permission.ADMIN_PRODUCT),
} as const satisfies Record<string, Guard>;
export type GuardName = keyof typeof GUARDS;

/** A guard for what a declaration lists itself (a report, a kind of queued work): any of its permissions, or any admin. */
export function guardOfAny(permissions: readonly number[] | undefined): Guard {
  return permissions && permissions.length > 0 ? { kind: 'permission', any: permissions } : GUARDS.anyAdmin;
}

/**
 * The one check of every engine operation: not logged in → unauthenticated, logged in without
 * the right → forbidden (the web answers 401 and 403).
 */
export function requireGuard(ctx: Pick<RequestContext, 'customerId' | 'permissions' | 'hasQuickOrder'>, guard: Guard | GuardName, params?: Record<string, string | undefined>): void {
  const outcome = evaluateGuard(typeof guard === 'string' ? GUARDS[guard] : guard, ctx, params);
  if (outcome === 'ok') return;
  if (outcome === 'unauthenticated') throw new EngineError('unauthenticated', NOT_LOGGED_IN_MESSAGE);
  throw new EngineError('forbidden', NO_PERMISSION_MESSAGE);
}
