import { Permission } from '../customers/admin-service';
import type { RequestContext } from '../context';

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
  if (ctx.customerId === undefined) return 'unauthenticated';
  switch (guard.kind) {
    case 'auth': {
      if (!guard.ownCustomerParam) return 'ok';
      const requested = params[guard.ownCustomerParam];
      // Another customer's id: only customer or order administration (issue 22), not any admin permission.
      return requested !== undefined && (Number(requested) === ctx.customerId || hasPermission(ctx, [Permission.ADMIN_CUSTOMER, Permission.ADMIN_QUOTE], 'any')) ? 'ok' : 'forbidden';
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
