import type { RequestContext } from '../context';
import { hasPermission, Permission } from './permissions';

/**
 * Who may act on another customer's data, per kind of data (issue 22, docs/decisions/726-partial-admins.md).
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
} as const satisfies Record<string, readonly number[]>;
export type CustomerDataKind = keyof typeof CUSTOMER_DATA_PERMISSIONS;

/** Whether the caller may act on any customer's data of this kind (not only its own). */
export function mayActForCustomers(ctx: Pick<RequestContext, 'permissions'>, kind: CustomerDataKind): boolean {
  return hasPermission(ctx, CUSTOMER_DATA_PERMISSIONS[kind], 'any');
}
