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

/** What an operation needs: one permission, all of a list, any of a list, or any admin permission. */
export type PermissionNeed = Permission | { all?: readonly number[]; any?: readonly number[] } | 'admin';

function meets(ctx: Pick<RequestContext, 'permissions'>, need: PermissionNeed): boolean {
  if (need === 'admin') return isAdmin(ctx);
  if (typeof need === 'number') return ctx.permissions.includes(need);
  return (!need.all || hasPermission(ctx, need.all, 'all')) && (!need.any || hasPermission(ctx, need.any, 'any'));
}

/**
 * The one guard of every engine operation that needs a permission: not logged in →
 * unauthenticated, logged in without the permission → forbidden.
 */
export function requirePermission(ctx: Pick<RequestContext, 'customerId' | 'permissions'>, need: PermissionNeed): void {
  if (meets(ctx, need)) return;
  requireLoggedIn(ctx);
  throw new EngineError('forbidden', NO_PERMISSION_MESSAGE);
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
