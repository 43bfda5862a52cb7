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
