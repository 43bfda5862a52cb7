import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { hasPermission, isLoggedIn, NO_PERMISSION_MESSAGE, NOT_LOGGED_IN_MESSAGE, Permission } from './permissions';

/**
 * Who may act on another customer's data, per kind of data (docs/decisions/726-partial-admins.md).
 * "Any admin permission" is not enough: a user holding only CREATE_PRODUCT_IN_CONFIGURATOR (or
 * only the catalogue rights) never reads other customers' addresses, orders, settings, terms or
 * prices. Each call names the data it touches.
 */
export const CUSTOMER_DATA_PERMISSIONS = {
  /** Addresses, order settings, logo: customer administration, and order administration (orders need addresses). */
  addresses: [Permission.ADMIN_CUSTOMER, Permission.ADMIN_QUOTE],
  /** Payment terms and skonto. */
  terms: [Permission.ADMIN_CUSTOMER, Permission.ADMIN_QUOTE],
  /** Orders and quotes of any customer. */
  orders: [Permission.ADMIN_QUOTE],
  /** A customer's prices, products and product links (customer administration keeps discounts and links). */
  prices: [Permission.ADMIN_PRODUCT, Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER],
  /**
   * Products owned by or made for a customer (publiclyAvailable false): their names, descriptions
   * and values (decision 1089). Product maintenance keeps them, order administration puts them on
   * quotes and orders, customer administration links them; the catalogue's structure (categories
   * 1, product types and attributes 2) and the configurator's own permission (8) do not need them.
   */
  privateProducts: [Permission.ADMIN_PRODUCT, Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER],
} as const satisfies Record<string, readonly number[]>;
export type CustomerDataKind = keyof typeof CUSTOMER_DATA_PERMISSIONS;

/** Whether the caller may act on any customer's data of this kind (not only its own). */
export function mayActForCustomers(ctx: Pick<RequestContext, 'permissions'>, kind: CustomerDataKind): boolean {
  return hasPermission(ctx, CUSTOMER_DATA_PERMISSIONS[kind], 'any');
}

/**
 * The one guard for a customer's data (addresses, terms, logo): the customer itself, or whoever
 * may act for customers on this kind of data. Not logged in → unauthenticated (the one rule of
 * permissions.ts), another customer's data without the permission → forbidden.
 */
export function requireCustomerData(ctx: Pick<RequestContext, 'customerId' | 'permissions'>, customerId: number | undefined, kind: CustomerDataKind): void {
  if (customerId !== undefined && customerId === ctx.customerId) return;
  if (!isLoggedIn(ctx)) throw new EngineError('unauthenticated', NOT_LOGGED_IN_MESSAGE);
  if (customerId === undefined || !mayActForCustomers(ctx, kind)) throw new EngineError('forbidden', NO_PERMISSION_MESSAGE);
}
