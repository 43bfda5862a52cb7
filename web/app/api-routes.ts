import { GUARDS, type Guard } from '@shop/engine/browser';

/**
 * Every /api call of the shop, one line each: method, path (React Router pattern), the route
 * module that answers it, and the guard the server checks before the module runs
 * (`apiGuardMiddleware`). routes.ts builds the /api routes from this table only, so a route
 * cannot exist without a declared guard; the authorization matrix test walks the same table.
 * Modules answer GET in `loader` and the other methods in `action`.
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/api/${string}`;
  file: `routes/api/${string}`;
  guard: Guard;
  /**
   * A POST that changes nothing — its body is a question (a cart to price): like a GET, a
   * signed-in caller's request uses the cache generations its session check read (decision 1080).
   */
  readsOnly?: true;
}

export const apiRoutes: ApiRoute[] = [
  { method: 'GET', path: '/api/categories', file: 'routes/api/categories.ts', guard: GUARDS.public },
  // Catalogue. Static paths stand before the `:id` ones of the same prefix: the guard
  // middleware takes the first entry that matches.
  { method: 'POST', path: '/api/categories', file: 'routes/api/categories.ts', guard: GUARDS.categoryDesk },
  { method: 'PUT', path: '/api/categories/swap-order', file: 'routes/api/categories-swap-order.ts', guard: GUARDS.categoryDesk },
  { method: 'PUT', path: '/api/categories/:id', file: 'routes/api/categories-id.ts', guard: GUARDS.categoryDesk },
  { method: 'DELETE', path: '/api/categories/:id', file: 'routes/api/categories-id.ts', guard: GUARDS.categoryDesk },
  { method: 'PUT', path: '/api/categories/:id/change-order', file: 'routes/api/categories-change-order.ts', guard: GUARDS.categoryDesk },
  // Decision 892: an existing product linked to a category or unlinked (AddCategoryProductModal).
  { method: 'PUT', path: '/api/categories/:id/products', file: 'routes/api/categories-products.ts', guard: GUARDS.categoryDesk },
  { method: 'DELETE', path: '/api/categories/:id/products/:productId', file: 'routes/api/categories-products-id.ts', guard: GUARDS.categoryDesk },
  { method: 'GET', path: '/api/category-product', file: 'routes/api/category-product.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/product', file: 'routes/api/product.ts', guard: GUARDS.public },
  { method: 'PUT', path: '/api/product', file: 'routes/api/product.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/product/product-kind', file: 'routes/api/product-kind.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/product/next-article-number', file: 'routes/api/product-next-article-number.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/product/summary', file: 'routes/api/product-summary.ts', guard: GUARDS.productDesk },
  {
    method: 'PUT',
    path: '/api/product/create-product-customer',
    file: 'routes/api/product.ts',
    guard: GUARDS.configurator,
  },
  { method: 'PUT', path: '/api/product/copy-relations', file: 'routes/api/product.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/product/:id/gallery-images', file: 'routes/api/gallery-images.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/product-types', file: 'routes/api/product-types.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/product-types', file: 'routes/api/product-types.ts', guard: GUARDS.productMetaDesk },
  { method: 'GET', path: '/api/product-types/with-attributes', file: 'routes/api/product-types-with-attributes.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/product-types/excel-path/:id', file: 'routes/api/product-types-excel-path.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/product-types/:id', file: 'routes/api/product-types-id.ts', guard: GUARDS.productMetaDesk },
  { method: 'DELETE', path: '/api/product-types/:id', file: 'routes/api/product-types-id.ts', guard: GUARDS.productMetaDesk },
  { method: 'PUT', path: '/api/product-types/:id/add-attribute', file: 'routes/api/product-types-add-attribute.ts', guard: GUARDS.productMetaDesk },
  { method: 'PUT', path: '/api/product-types/:id/remove-attribute', file: 'routes/api/product-types-remove-attribute.ts', guard: GUARDS.productMetaDesk },
  { method: 'PUT', path: '/api/product-types/:id/update-attribute', file: 'routes/api/product-types-update-attribute.ts', guard: GUARDS.productMetaDesk },
  { method: 'GET', path: '/api/attribute', file: 'routes/api/attribute.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/attribute', file: 'routes/api/attribute.ts', guard: GUARDS.productMetaDesk },
  { method: 'POST', path: '/api/attribute/:id', file: 'routes/api/attribute-id.ts', guard: GUARDS.productMetaDesk },
  { method: 'GET', path: '/api/attribute-type', file: 'routes/api/attribute-type.ts', guard: GUARDS.public },
  // The file browser's calls (001 §7 Files, decision 895): the product-images directory, ADMIN_PRODUCT like /admin/Media.
  { method: 'GET', path: '/api/file', file: 'routes/api/file.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/file', file: 'routes/api/file.ts', guard: GUARDS.productDesk },
  { method: 'POST', path: '/api/file', file: 'routes/api/file.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/file/rename-file', file: 'routes/api/file-rename.ts', guard: GUARDS.productDesk },
  { method: 'POST', path: '/api/file/refresh-resources', file: 'routes/api/file-refresh-resources.ts', guard: GUARDS.productDesk },
  { method: 'DELETE', path: '/api/file/*', file: 'routes/api/file-path.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/media/product-overview/:articleNumber', file: 'routes/api/media-product-overview.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/media/*', file: 'routes/api/media.ts', guard: GUARDS.public },
  // Reports (decision 852): the declaration for any admin; generation checks the report's own permissions.
  { method: 'GET', path: '/api/report-declaration/declaration', file: 'routes/api/report-declaration.ts', guard: GUARDS.anyAdmin },
  { method: 'POST', path: '/api/report/generate', file: 'routes/api/report-generate.ts', guard: GUARDS.reportDesk },
  { method: 'GET', path: '/api/order/position/configuration', file: 'routes/api/order-position-configuration.ts', guard: GUARDS.public },
  // Orders: placing is public (guests order; the engine enforces ownership of saved
  // addresses), the list needs a login (own orders; admins any), state changes ADMIN_QUOTE.
  { method: 'POST', path: '/api/order', file: 'routes/api/order.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/order', file: 'routes/api/order.ts', guard: GUARDS.signedIn },
  { method: 'PUT', path: '/api/order/:id/state', file: 'routes/api/order-state.ts', guard: GUARDS.orderDesk },
  // Order administration (docs/orders.md): ADMIN_QUOTE like the state call; the carrier
  // list is an admin read; the delivery information feeds the checkout's date picker (public).
  { method: 'POST', path: '/api/order/copy', file: 'routes/api/order-copy.ts', guard: GUARDS.orderDesk },
  { method: 'GET', path: '/api/order/delivery-information', file: 'routes/api/order-delivery-information.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/order/carriers', file: 'routes/api/order-carriers.ts', guard: GUARDS.anyAdmin },
  { method: 'PUT', path: '/api/order/:id', file: 'routes/api/order-id.ts', guard: GUARDS.orderDesk },
  { method: 'DELETE', path: '/api/order/:id', file: 'routes/api/order-id.ts', guard: GUARDS.orderDesk },
  { method: 'PUT', path: '/api/order/:id/notification', file: 'routes/api/order-notification.ts', guard: GUARDS.orderDesk },
  { method: 'PUT', path: '/api/order/:id/notification-carrier', file: 'routes/api/order-notification-carrier.ts', guard: GUARDS.orderDesk },
  // Quotes (docs/quotes.md): requesting a quote is public like POST /api/order (guests);
  // the list needs a login (own quotes; ADMIN_QUOTE any); maintenance ADMIN_QUOTE. The quote
  // checkout (for-checkout, from-quote) is public: the uuid and PIN are the credential, limited
  // per quote and per client address in the engine.
  { method: 'POST', path: '/api/order/from-quote', file: 'routes/api/order-from-quote.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/quote', file: 'routes/api/quote.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/quote', file: 'routes/api/quote.ts', guard: GUARDS.signedIn },
  { method: 'GET', path: '/api/quote/for-checkout', file: 'routes/api/quote-for-checkout.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/quote/copy', file: 'routes/api/quote-copy.ts', guard: GUARDS.orderDesk },
  { method: 'PUT', path: '/api/quote/:id', file: 'routes/api/quote-id.ts', guard: GUARDS.orderDesk },
  { method: 'DELETE', path: '/api/quote/:id', file: 'routes/api/quote-id.ts', guard: GUARDS.orderDesk },
  { method: 'PUT', path: '/api/quote/:id/notification', file: 'routes/api/quote-notification.ts', guard: GUARDS.orderDesk },
  // Payments (docs/payments.md): the provider's webhook; public, the engine requires a valid signature.
  { method: 'POST', path: '/api/payment/webhook', file: 'routes/api/payment-webhook.ts', guard: GUARDS.public },
  // Pricing: the cart price is public (the engine enforces the customerId rule); the
  // price administration needs ADMIN_PRODUCT. Before the /api/product/:id lines.
  { method: 'POST', path: '/api/product/order-price', file: 'routes/api/product-order-price.ts', guard: GUARDS.public, readsOnly: true },
  { method: 'POST', path: '/api/product/clear-price-cache', file: 'routes/api/product-clear-price-cache.ts', guard: GUARDS.productDesk },
  // Feeds (docs/feeds.md): streamed CSV downloads; the merchant feed lists only what the shop shows anyone.
  { method: 'GET', path: '/api/product/all-published-prices', file: 'routes/api/product-all-published-prices.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/product/all-prices-csv', file: 'routes/api/product-all-prices-csv.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/product/price', file: 'routes/api/product-price.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/product/price', file: 'routes/api/product-price.ts', guard: GUARDS.productDesk },
  { method: 'POST', path: '/api/product/price/:id', file: 'routes/api/product-price-id.ts', guard: GUARDS.productDesk },
  { method: 'DELETE', path: '/api/product/price/:id', file: 'routes/api/product-price-id.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/product/price/:id/excel-price', file: 'routes/api/product-price-excel.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/product/price/:id/margin-price', file: 'routes/api/product-price-margin.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/product/price/:id/remote-price', file: 'routes/api/product-price-remote.ts', guard: GUARDS.productDesk },
  { method: 'POST', path: '/api/product/price/:id/fix-price', file: 'routes/api/product-price-fix.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/product/price/:id/fix-price/:rowId', file: 'routes/api/product-price-fix-row.ts', guard: GUARDS.productDesk },
  { method: 'DELETE', path: '/api/product/price/:id/fix-price/:rowId', file: 'routes/api/product-price-fix-row.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/product/internal-price', file: 'routes/api/product-internal-price.ts', guard: GUARDS.productDesk },
  { method: 'POST', path: '/api/product/internal-price', file: 'routes/api/product-internal-price.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/product/internal-price/:id', file: 'routes/api/product-internal-price-id.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/product/transport-requirements', file: 'routes/api/product-transport-requirements.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/transport-requirement', file: 'routes/api/transport-requirement.ts', guard: GUARDS.productDesk },
  { method: 'POST', path: '/api/transport-requirement', file: 'routes/api/transport-requirement.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/transport-requirement/:id', file: 'routes/api/transport-requirement-id.ts', guard: GUARDS.productDesk },
  { method: 'DELETE', path: '/api/transport-requirement/:id', file: 'routes/api/transport-requirement-id.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/shipping/truck', file: 'routes/api/shipping-truck.ts', guard: GUARDS.productDesk },
  // The `:id` routes of /api/product last: other /api/product/<name> paths must match first.
  { method: 'POST', path: '/api/product/:id', file: 'routes/api/product.ts', guard: GUARDS.productDesk },
  { method: 'DELETE', path: '/api/product/:id', file: 'routes/api/product.ts', guard: GUARDS.productDesk },
  // Accounts: login, registration, password reset are public (limited and captcha-checked
  // in the engine); the address book and order settings belong to the customer of :id or an admin.
  { method: 'POST', path: '/api/auth', file: 'routes/api/auth.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/auth/logout', file: 'routes/api/auth-logout.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/registration/captcha', file: 'routes/api/registration-captcha.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/registration/validate-captcha', file: 'routes/api/registration-validate-captcha.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/registration/register-person', file: 'routes/api/registration-register-person.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/registration/register-company', file: 'routes/api/registration-register-company.ts', guard: GUARDS.public },
  { method: 'PUT', path: '/api/registration/request-password-reset', file: 'routes/api/registration-request-password-reset.ts', guard: GUARDS.public },
  { method: 'PUT', path: '/api/registration/reset-password', file: 'routes/api/registration-reset-password.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/customer/:id/address', file: 'routes/api/customer-address.ts', guard: GUARDS.ownCustomer },
  { method: 'PUT', path: '/api/customer/:id/address', file: 'routes/api/customer-address.ts', guard: GUARDS.ownCustomer },
  { method: 'GET', path: '/api/customer/:id/address/:addressId', file: 'routes/api/customer-address-item.ts', guard: GUARDS.ownCustomer },
  { method: 'POST', path: '/api/customer/:id/address/:addressId', file: 'routes/api/customer-address-item.ts', guard: GUARDS.ownCustomer },
  { method: 'DELETE', path: '/api/customer/:id/address/:addressId', file: 'routes/api/customer-address-item.ts', guard: GUARDS.ownCustomer },
  // Contact form: public; completeness and the security question are checked in the engine.
  { method: 'POST', path: '/api/customers/contact/contact-form', file: 'routes/api/customers-contact-form.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/customers/:id/customer-order-settings', file: 'routes/api/customers-order-settings.ts', guard: GUARDS.ownCustomer },
  // Customer and user administration (second part): ADMIN_CUSTOMER; the engine checks it
  // too. Payment terms and skonto need a login (the engine limits them to the caller's own customer).
  { method: 'GET', path: '/api/customers', file: 'routes/api/customers.ts', guard: GUARDS.customerDesk },
  { method: 'PUT', path: '/api/customers', file: 'routes/api/customers.ts', guard: GUARDS.customerDesk },
  { method: 'POST', path: '/api/customers', file: 'routes/api/customers.ts', guard: GUARDS.customerDesk },
  { method: 'GET', path: '/api/customers/promo-items', file: 'routes/api/customers-promo-items.ts', guard: GUARDS.customerDesk },
  { method: 'GET', path: '/api/customers/all-correspondence-contacts-grid', file: 'routes/api/customers-correspondence-grid.ts', guard: GUARDS.customerDesk },
  { method: 'GET', path: '/api/customers/all-correspondence-contacts', file: 'routes/api/customers-correspondence-csv.ts', guard: GUARDS.customerDesk },
  { method: 'DELETE', path: '/api/customers/:id', file: 'routes/api/customers-id.ts', guard: GUARDS.customerDesk },
  { method: 'GET', path: '/api/customers/:id/promotion', file: 'routes/api/customers-promotion.ts', guard: GUARDS.customerDesk },
  { method: 'GET', path: '/api/customers/:id/logo', file: 'routes/api/customers-logo.ts', guard: GUARDS.ownCustomer },
  { method: 'PUT', path: '/api/user/reset-password', file: 'routes/api/user-reset-password.ts', guard: GUARDS.customerDesk },
  { method: 'GET', path: '/api/user/:id', file: 'routes/api/user-id.ts', guard: GUARDS.customerDesk },
  { method: 'PUT', path: '/api/user/:id', file: 'routes/api/user-id.ts', guard: GUARDS.customerDesk },
  { method: 'GET', path: '/api/payment-term', file: 'routes/api/payment-term.ts', guard: GUARDS.signedIn },
  { method: 'GET', path: '/api/skonto', file: 'routes/api/skonto.ts', guard: GUARDS.signedIn },
  // FedEx (docs/shipments.md): order administration, ADMIN_QUOTE like the order calls
  // (docs/decisions/742-fedex-shipments.md). The last four are ours, for the back-office order page.
  { method: 'POST', path: '/api/fedex/get-rates', file: 'routes/api/fedex-get-rates.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/fedex/check-pickup-availability', file: 'routes/api/fedex-check-pickup-availability.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/fedex/verify-fedex-shipment', file: 'routes/api/fedex-verify-fedex-shipment.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/fedex/confirm-fedex-shipment', file: 'routes/api/fedex-confirm-fedex-shipment.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/fedex/schedule-pickup', file: 'routes/api/fedex-schedule-pickup.ts', guard: GUARDS.orderDesk },
  { method: 'PUT', path: '/api/fedex/upload-etd', file: 'routes/api/fedex-upload-etd.ts', guard: GUARDS.orderDesk },
  { method: 'PUT', path: '/api/fedex/cancel-shipment', file: 'routes/api/fedex-cancel.ts', guard: GUARDS.orderDesk },
  { method: 'PUT', path: '/api/fedex/cancel-pickup', file: 'routes/api/fedex-cancel.ts', guard: GUARDS.orderDesk },
  { method: 'GET', path: '/api/fedex/shipments', file: 'routes/api/fedex-shipments.ts', guard: GUARDS.orderDesk },
  // Imports (docs/imports.md): quote administrators, by session or bearer token (R001-6.11).
  { method: 'POST', path: '/api/koller', file: 'routes/api/koller.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/koller/address-validation', file: 'routes/api/koller-address-validation.ts', guard: GUARDS.orderDesk },
  { method: 'GET', path: '/api/koller/get-package-composition/:id', file: 'routes/api/koller-package-composition.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/koller/get-insurance-quote', file: 'routes/api/koller-insurance-quote.ts', guard: GUARDS.orderDesk },
  { method: 'GET', path: '/api/koller/get-insurance-csv', file: 'routes/api/koller-insurance-csv.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/import-ax/file', file: 'routes/api/import-ax-file.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/import-ax/update-order-status', file: 'routes/api/import-ax-order-status.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/import-customer-order/from-template-cppumpen', file: 'routes/api/import-customer-order-template.ts', guard: GUARDS.orderDesk },
  { method: 'GET', path: '/api/fedex/document/:id', file: 'routes/api/fedex-document.ts', guard: GUARDS.orderDesk },
  // This API's reference (decision 874): public like the calls it describes.
  { method: 'GET', path: '/api/openapi.json', file: 'routes/api/openapi.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/docs', file: 'routes/api/docs.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/docs/:asset', file: 'routes/api/docs-asset.ts', guard: GUARDS.public },
];
