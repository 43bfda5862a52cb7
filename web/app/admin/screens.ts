import { GUARDS, type Guard } from '@shop/engine/browser';

/**
 * The back office's one route table (decision 1135): its screens — what each needs, its menu
 * entry, the intents its action answers — and its downloads. web/app/routes.ts builds every route
 * below /admin from this table only, as it builds /api from api-routes.ts; the guards are the
 * engine's named ones (GUARDS), the same the engine's operations and the /api table check. The
 * layout's menu shows the screens the user may open; every loader and action checks its screen's
 * guard on the server (lib/admin-screens.server.ts), so a hidden link is never the only protection.
 * The authorization matrix (web/tests/admin-desk-http.test.ts, "every admin page" and "every admin
 * action") walks this table.
 */
export interface AdminScreen {
  id: AdminScreenId;
  /** The route module that serves it (routes.ts builds the back office's routes from this table). */
  file: `admin/${string}`;
  /** The spec's route (001 §2); React Router matches it case-insensitively (/admin/orders too). */
  path: string;
  label: string;
  guard: Guard;
  /** Shown in the menu (detail pages are reached from their grid). */
  menu: boolean;
  /** The intents its action answers; each needs the screen's guard. */
  actions: readonly string[];
  /**
   * Panels of the screen served by their own route below it (`<path>/<panel>`), each with the
   * intents its action answers under the screen's guard: the order page's FedEx panel.
   */
  panels?: Readonly<Record<string, readonly string[]>>;
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

export const adminScreens: readonly AdminScreen[] = [
  { id: 'home', file: 'admin/index.tsx', path: '/admin', label: 'Übersicht', guard: GUARDS.anyAdmin, menu: true, actions: [] },
  { id: 'orders', file: 'admin/orders/orders.tsx', path: '/admin/Orders', label: 'Bestellungen', guard: GUARDS.orderDesk, menu: true, actions: [] },
  {
    id: 'order',
    file: 'admin/orders/order.$id.tsx',
    path: '/admin/order/:id',
    label: 'Bestellung',
    guard: GUARDS.orderDesk,
    menu: false,
    actions: ['fields', 'state', 'markPaid', 'positions', 'addFreePosition', 'addProduct', 'createCustomerProduct', 'notifyCustomer', 'notifyCarrier', 'resendConfirmation', 'copy', 'delete'],
    // /admin/order/:id/fedex (decision 742): rates, validate, ETD, confirm, pickup, cancel.
    panels: { fedex: ['rates', 'verify', 'etd', 'confirm', 'pickupCheck', 'pickup', 'cancelPickup', 'cancel'] },
  },
  { id: 'truckCapacity', file: 'admin/orders/truck-capacity.tsx', path: '/admin/order/TruckCapacity', label: 'LKW-Kapazität', guard: GUARDS.orderDesk, menu: true, actions: [] },
  { id: 'quotes', file: 'admin/quotes/quotes.tsx', path: '/admin/Quotes', label: 'Offerten', guard: GUARDS.orderDesk, menu: true, actions: [] },
  { id: 'quote', file: 'admin/quotes/quote.$id.tsx', path: '/admin/quote/:id', label: 'Offerte', guard: GUARDS.orderDesk, menu: false, actions: ['save', 'addProduct', 'createCustomerProduct', 'send', 'copy', 'delete'] },
  // Imports place quotes and change orders (docs/imports.md).
  { id: 'imports', file: 'admin/imports/imports.tsx', path: '/admin/Imports', label: 'Importe', guard: GUARDS.orderDesk, menu: true, actions: ['preview', 'import'] },
  // Company data, QR-IBAN, closures and carriers reach every order and every customer document:
  // both halves of the business must agree (decision 780).
  { id: 'settings', file: 'admin/settings/settings.tsx', path: '/admin/Settings', label: 'Einstellungen', guard: GUARDS.settingsDesk, menu: true, actions: ['company', 'closures', 'leadTimes', 'carriers', 'freight', 'parcel'] },
  // Mails carry customers' addresses and documents: the order desk and customer care read them.
  // Catalogue and customers (decision 890): each screen needs the permission the spec names for its area.
  { id: 'customers', file: 'admin/customers/customers.tsx', path: '/admin/customer', label: 'Kunden', guard: GUARDS.customerDesk, menu: true, actions: [] },
  { id: 'customerCreate', file: 'admin/customers/customer.create.tsx', path: '/admin/customer/create', label: 'Kunde erfassen', guard: GUARDS.customerDesk, menu: false, actions: ['create'] },
  {
    id: 'customer',
    file: 'admin/customers/customer.$id.edit.tsx',
    path: '/admin/customer/:id/edit',
    label: 'Kunde',
    guard: GUARDS.customerDesk,
    menu: false,
    actions: ['fields', 'addUser', 'updateUser', 'deleteUser', 'passwordMail', 'addContact', 'updateContact', 'deleteContact', 'delete'],
  },
  { id: 'customerAddresses', file: 'admin/customers/customer.$id.address.tsx', path: '/admin/customer/:id/address', label: 'Adressen', guard: GUARDS.customerDesk, menu: false, actions: ['add'] },
  // The customer's files and logo (R001-2.12, decision 898); its files download below it.
  { id: 'customerMedia', file: 'admin/customers/customer.$id.media.tsx', path: '/admin/customer/:id/media', label: 'Dateien', guard: GUARDS.customerDesk, menu: false, actions: ['upload', 'delete', 'logo'] },
  { id: 'customerContacts', file: 'admin/customers/customer-contacts.tsx', path: '/admin/customer/customerContactOverview', label: 'Kontakte', guard: GUARDS.customerDesk, menu: true, actions: [] },
  { id: 'products', file: 'admin/catalog/products.tsx', path: '/admin/product', label: 'Produkte', guard: GUARDS.productDesk, menu: true, actions: [] },
  { id: 'productCreate', file: 'admin/catalog/product.create.tsx', path: '/admin/product/create', label: 'Produkt erfassen', guard: GUARDS.productDesk, menu: false, actions: ['create'] },
  { id: 'product', file: 'admin/catalog/product.$id.edit.tsx', path: '/admin/product/:id/edit', label: 'Produkt', guard: GUARDS.productDesk, menu: false, actions: ['save', 'delete', 'owner', 'copyRelations'] },
  {
    id: 'productPrices',
    file: 'admin/catalog/product.$id.price2.tsx',
    path: '/admin/product/:id/price2',
    label: 'Kundenpreise',
    guard: GUARDS.productDesk,
    menu: false,
    actions: ['strategy', 'addFixRow', 'deleteFixRow', 'excel', 'excelWorkbook', 'remote', 'margin', 'deleteRecord'],
  },
  // The product's other pages (001 §2, decision 894).
  { id: 'productDelivery', file: 'admin/catalog/product.$id.delivery.tsx', path: '/admin/product/:id/delivery', label: 'Lieferung', guard: GUARDS.productDesk, menu: false, actions: ['save', 'delete'] },
  { id: 'productInternalPrice', file: 'admin/catalog/product.$id.internal-price.tsx', path: '/admin/product/:id/internal-price', label: 'Interner Preis', guard: GUARDS.productDesk, menu: false, actions: ['save'] },
  { id: 'productMedia', file: 'admin/catalog/product.$id.media.tsx', path: '/admin/product/:id/media', label: 'Bilder', guard: GUARDS.productDesk, menu: false, actions: ['upload', 'delete', 'order'] },
  { id: 'categories', file: 'admin/catalog/categories.tsx', path: '/admin/Category', label: 'Kategorien', guard: GUARDS.categoryDesk, menu: true, actions: ['move', 'create', 'update', 'delete', 'linkProduct', 'unlinkProduct'] },
  { id: 'productTypes', file: 'admin/catalog/product-types.tsx', path: '/admin/ProductType', label: 'Produkttypen', guard: GUARDS.productMetaDesk, menu: true, actions: ['create', 'save', 'workbook', 'addAttribute', 'updateAttribute', 'removeAttribute'] },
  { id: 'attributes', file: 'admin/catalog/attributes.tsx', path: '/admin/Attribute', label: 'Attribute', guard: GUARDS.productMetaDesk, menu: true, actions: ['update', 'create'] },
  // Product pictures belong to product maintenance (decision 893).
  { id: 'media', file: 'admin/catalog/media.tsx', path: '/admin/Media', label: 'Medien', guard: GUARDS.productDesk, menu: true, actions: ['folder', 'upload', 'rename', 'delete', 'refresh'] },
  // 'Als Kundenprodukt anlegen' without a quote (decision 979): product maintenance or the configurator's own permission.
  { id: 'configurator', file: 'admin/quotes/configurator.tsx', path: '/admin/configurator', label: 'Konfigurator', guard: GUARDS.configurator, menu: true, actions: ['createCustomerProduct'] },
  { id: 'dev', file: 'admin/dev/dev.tsx', path: '/admin/dev', label: 'Mails & Betrieb', guard: GUARDS.mailDesk, menu: true, actions: ['resend', 'renderPictures'] },
];

/**
 * Routes below /admin that answer a file or a dialog, not a screen: each checks its own guard
 * (the screen it belongs to) and names the test that proves it.
 */
export interface AdminDownload {
  path: string;
  file: `admin/${string}`;
  /** A route id, where one module serves two paths. */
  id?: string;
  provedBy: string;
}

export const adminDownloads: readonly AdminDownload[] = [
  { path: '/admin/order/:id/pdf', file: 'admin/orders/order.$id.pdf.ts', provedBy: 'admin-desk-http.test.ts: every admin page (the order PDF is in its pages)' },
  { path: '/admin/quote/:id/pdf', file: 'admin/quotes/quote.$id.pdf.ts', provedBy: 'admin-desk-http.test.ts: every admin page (the quote PDF is in its pages)' },
  { path: '/admin/order/:id/fedex', file: 'admin/orders/order.$id.fedex.ts', provedBy: 'fedex-http.test.ts: 401 anonymous, 403 without ADMIN_QUOTE' },
  { path: '/admin/order/:id/stueckliste', file: 'admin/orders/stueckliste.ts', id: 'admin-order-stueckliste', provedBy: 'admin-desk-http.test.ts: the download routes of the back office' },
  { path: '/admin/quote/:id/stueckliste', file: 'admin/orders/stueckliste.ts', id: 'admin-quote-stueckliste', provedBy: 'admin-desk-http.test.ts: the download routes of the back office' },
  { path: '/admin/Imports/:id/file', file: 'admin/imports/imports.$id.file.ts', provedBy: 'admin-desk-http.test.ts: the download routes of the back office' },
  { path: '/admin/Imports/work/:id', file: 'admin/imports/imports.work.$id.ts', provedBy: 'admin-desk-http.test.ts: the download routes of the back office' },
  { path: '/admin/dev/attachment/:id', file: 'admin/dev/dev.attachment.$id.ts', provedBy: 'admin-desk-http.test.ts: R001-2.13 /admin/dev …' },
  { path: '/admin/customer/:id/media/:name', file: 'admin/customers/customer.$id.media.$name.ts', provedBy: "admin-desk-http.test.ts: a customer's files and logo" },
  { path: '/admin/product/:id/price2/workbook', file: 'admin/catalog/product.$id.price2.workbook.ts', provedBy: 'admin-desk-http.test.ts: a price record’s own workbook' },
  { path: '/admin/category/:dialog', file: 'admin/catalog/category-dialog.ts', provedBy: 'admin-desk-http.test.ts: the category dialog routes of the spec' },
];

export function adminScreen(id: AdminScreenId): AdminScreen {
  return adminScreens.find((screen) => screen.id === id) as AdminScreen;
}
