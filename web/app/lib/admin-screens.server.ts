import { evaluateGuard, isLoggedIn, Permission, type Guard, type RequestContext } from '@shop/engine';
import { data, matchPath, redirect } from 'react-router';
import { PERMISSION_LABEL } from './admin-format';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from './guards.server';
import { pagePathOf } from './page-url';

/**
 * The back office's screens and what each needs (docs/admin.md, decision 780). The
 * layout's menu shows the screens the user may open; every loader and action checks its screen's
 * guard on the server, so a hidden link is never the only protection. The authorization matrix
 * (web/tests/admin-desk-http.test.ts, "every admin page" and "every admin action") walks this
 * table; web/app/lib/admin-routes-coverage.test.ts checks that every route below /admin is in it or
 * is a listed download with its own guard test.
 */
export interface AdminScreen {
  id: AdminScreenId;
  /** The spec's route (001 §2); React Router matches it case-insensitively (/admin/orders too). */
  path: string;
  label: string;
  guard: Guard;
  /** Shown in the menu (detail pages are reached from their grid). */
  menu: boolean;
  /** The intents its action answers; each needs the screen's guard. */
  actions: readonly string[];
}

export type AdminScreenId =
  | 'home'
  | 'orders'
  | 'order'
  | 'truckCapacity'
  | 'quotes'
  | 'quote'
  | 'imports'
  | 'settings'
  | 'dev'
  | 'customers'
  | 'customerCreate'
  | 'customer'
  | 'customerAddresses'
  | 'customerMedia'
  | 'customerContacts'
  | 'products'
  | 'productCreate'
  | 'product'
  | 'productPrices'
  | 'categories'
  | 'productTypes'
  | 'attributes'
  | 'productMedia'
  | 'productDelivery'
  | 'productInternalPrice'
  | 'media'
  | 'configurator';

const anyAdmin: Guard = { kind: 'admin' };
const orderDesk: Guard = { kind: 'permission', all: [Permission.ADMIN_QUOTE] };
const customerDesk: Guard = { kind: 'permission', all: [Permission.ADMIN_CUSTOMER] };
const productDesk: Guard = { kind: 'permission', all: [Permission.ADMIN_PRODUCT] };
const categoryDesk: Guard = { kind: 'permission', all: [Permission.ADMIN_CATEGORY] };
const productMetaDesk: Guard = { kind: 'permission', all: [Permission.ADMIN_PRODUCT_META] };

export const adminScreens: readonly AdminScreen[] = [
  { id: 'home', path: '/admin', label: 'Übersicht', guard: anyAdmin, menu: true, actions: [] },
  { id: 'orders', path: '/admin/Orders', label: 'Bestellungen', guard: orderDesk, menu: true, actions: [] },
  {
    id: 'order',
    path: '/admin/order/:id',
    label: 'Bestellung',
    guard: orderDesk,
    menu: false,
    actions: ['fields', 'state', 'markPaid', 'positions', 'notifyCustomer', 'notifyCarrier', 'resendConfirmation', 'copy', 'delete'],
  },
  { id: 'truckCapacity', path: '/admin/order/TruckCapacity', label: 'LKW-Kapazität', guard: orderDesk, menu: true, actions: [] },
  { id: 'quotes', path: '/admin/Quotes', label: 'Offerten', guard: orderDesk, menu: true, actions: [] },
  { id: 'quote', path: '/admin/quote/:id', label: 'Offerte', guard: orderDesk, menu: false, actions: ['save', 'addProduct', 'createCustomerProduct', 'send', 'copy', 'delete'] },
  // Imports place quotes and change orders (docs/imports.md).
  { id: 'imports', path: '/admin/Imports', label: 'Importe', guard: orderDesk, menu: true, actions: ['preview', 'import'] },
  // Company data, QR-IBAN, closures and carriers reach every order and every customer document:
  // both halves of the business must agree (decision 780).
  { id: 'settings', path: '/admin/Settings', label: 'Einstellungen', guard: { kind: 'permission', all: [Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER] }, menu: true, actions: ['company', 'closures', 'leadTimes', 'carriers', 'freight'] },
  // Mails carry customers' addresses and documents: the order desk and customer care read them.
  // Catalogue and customers (decision 890): each screen needs the permission the spec names for its area.
  { id: 'customers', path: '/admin/customer', label: 'Kunden', guard: customerDesk, menu: true, actions: [] },
  { id: 'customerCreate', path: '/admin/customer/create', label: 'Kunde erfassen', guard: customerDesk, menu: false, actions: ['create'] },
  {
    id: 'customer',
    path: '/admin/customer/:id/edit',
    label: 'Kunde',
    guard: customerDesk,
    menu: false,
    actions: ['fields', 'addUser', 'updateUser', 'deleteUser', 'passwordMail', 'addContact', 'updateContact', 'deleteContact', 'delete'],
  },
  { id: 'customerAddresses', path: '/admin/customer/:id/address', label: 'Adressen', guard: customerDesk, menu: false, actions: ['add'] },
  // The customer's files and logo (R001-2.12, decision 898); its files download below it.
  { id: 'customerMedia', path: '/admin/customer/:id/media', label: 'Dateien', guard: customerDesk, menu: false, actions: ['upload', 'delete', 'logo'] },
  { id: 'customerContacts', path: '/admin/customer/customerContactOverview', label: 'Kontakte', guard: customerDesk, menu: true, actions: [] },
  { id: 'products', path: '/admin/product', label: 'Produkte', guard: productDesk, menu: true, actions: [] },
  { id: 'productCreate', path: '/admin/product/create', label: 'Produkt erfassen', guard: productDesk, menu: false, actions: ['create'] },
  { id: 'product', path: '/admin/product/:id/edit', label: 'Produkt', guard: productDesk, menu: false, actions: ['save', 'delete', 'owner', 'copyRelations'] },
  {
    id: 'productPrices',
    path: '/admin/product/:id/price2',
    label: 'Kundenpreise',
    guard: productDesk,
    menu: false,
    actions: ['strategy', 'addFixRow', 'deleteFixRow', 'excel', 'excelWorkbook', 'remote', 'margin', 'deleteRecord'],
  },
  // The product's other pages (001 §2, decision 894).
  { id: 'productDelivery', path: '/admin/product/:id/delivery', label: 'Lieferung', guard: productDesk, menu: false, actions: ['save', 'delete'] },
  { id: 'productInternalPrice', path: '/admin/product/:id/internal-price', label: 'Interner Preis', guard: productDesk, menu: false, actions: ['save'] },
  { id: 'productMedia', path: '/admin/product/:id/media', label: 'Bilder', guard: productDesk, menu: false, actions: ['upload', 'delete', 'order'] },
  { id: 'categories', path: '/admin/Category', label: 'Kategorien', guard: categoryDesk, menu: true, actions: ['move', 'create', 'update', 'delete', 'linkProduct', 'unlinkProduct'] },
  { id: 'productTypes', path: '/admin/ProductType', label: 'Produkttypen', guard: productMetaDesk, menu: true, actions: ['create', 'save', 'workbook', 'addAttribute', 'updateAttribute', 'removeAttribute'] },
  { id: 'attributes', path: '/admin/Attribute', label: 'Attribute', guard: productMetaDesk, menu: true, actions: ['update', 'create'] },
  // Product pictures belong to product maintenance (decision 893).
  { id: 'media', path: '/admin/Media', label: 'Medien', guard: productDesk, menu: true, actions: ['folder', 'upload', 'rename', 'delete', 'refresh'] },
  // 'Als Kundenprodukt anlegen' without a quote (decision 979): product maintenance or the configurator's own permission.
  { id: 'configurator', path: '/admin/configurator', label: 'Konfigurator', guard: { kind: 'permission', any: [Permission.ADMIN_PRODUCT, Permission.CREATE_PRODUCT_IN_CONFIGURATOR] }, menu: true, actions: ['createCustomerProduct'] },
  { id: 'dev', path: '/admin/dev', label: 'Mails & Betrieb', guard: { kind: 'permission', any: [Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER] }, menu: true, actions: ['resend', 'renderPictures'] },
];

export function adminScreen(id: AdminScreenId): AdminScreen {
  return adminScreens.find((screen) => screen.id === id) as AdminScreen;
}

/** The menu entries the caller may open. */
export function adminMenu(ctx: RequestContext): { id: AdminScreenId; path: string; label: string }[] {
  return adminScreens.filter((screen) => screen.menu && evaluateGuard(screen.guard, ctx) === 'ok').map(({ id, path, label }) => ({ id, path, label }));
}

/** A page loader's guard: anyone lacking the right goes to /user/login (001 §2), back here after. */
export function requireAdminScreen(id: AdminScreenId, ctx: RequestContext, request: Request): void {
  if (evaluateGuard(adminScreen(id).guard, ctx) === 'ok') return;
  throw redirect(`/user/login?redirectTo=${encodeURIComponent(pagePathOf(request))}`);
}

/**
 * Why a signed-in staff member was sent to the login (001 §2's redirect stays): the screen behind
 * `target` (the login's redirectTo) and the permissions it needs, in words — or null when the
 * caller is not signed in, may open it, or `target` is no back-office page. A page below /admin
 * outside the table (a dialog route) names no screen.
 */
export function missingRightOf(target: string | null, ctx: RequestContext): { screen: string | null; needs: string[] } | null {
  if (!target || !isLoggedIn(ctx)) return null;
  const pathname = target.split(/[?#]/)[0]!;
  if (!/^\/admin(\/|$)/i.test(pathname)) return null;
  const screen = adminScreens.find((candidate) => matchPath({ path: candidate.path, caseSensitive: false }, pathname));
  if (!screen) return { screen: null, needs: [] };
  if (evaluateGuard(screen.guard, ctx) === 'ok') return null;
  const guard = screen.guard;
  const needs = guard.kind === 'permission' ? [...(guard.all ?? guard.any ?? [])].map((permission) => PERMISSION_LABEL[permission] ?? '').filter(Boolean) : [];
  return { screen: screen.label, needs };
}

/**
 * An action's guard: 401 without a login, 403 without the right (a form post gets the message,
 * not a login page it did not ask for).
 */
export function requireAdminAction(id: AdminScreenId, ctx: RequestContext): void {
  const outcome = evaluateGuard(adminScreen(id).guard, ctx);
  if (outcome === 'ok') return;
  const status = outcome === 'unauthenticated' ? 401 : 403;
  throw data({ ok: false as const, message: status === 401 ? UNAUTHENTICATED_MESSAGE : FORBIDDEN_MESSAGE, fieldErrors: {} }, { status });
}
