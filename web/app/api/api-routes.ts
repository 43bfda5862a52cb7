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
  file: `api/routes/${string}`;
  guard: Guard;
  /**
   * A POST that changes nothing — its body is a question (a cart to price): like a GET, a
   * signed-in caller's request uses the cache generations its session check read (decision 1080).
   */
  readsOnly?: true;
}

export const apiRoutes: ApiRoute[] = [
  { method: 'GET', path: '/api/categories', file: 'api/routes/categories.ts', guard: GUARDS.public },
  // Catalogue. Static paths stand before the `:id` ones of the same prefix: the guard
  // middleware takes the first entry that matches.
  { method: 'POST', path: '/api/categories', file: 'api/routes/categories.ts', guard: GUARDS.categoryDesk },
  { method: 'PUT', path: '/api/categories/swap-order', file: 'api/routes/categories-swap-order.ts', guard: GUARDS.categoryDesk },
  { method: 'PUT', path: '/api/categories/:id', file: 'api/routes/categories-id.ts', guard: GUARDS.categoryDesk },
  { method: 'DELETE', path: '/api/categories/:id', file: 'api/routes/categories-id.ts', guard: GUARDS.categoryDesk },
  { method: 'PUT', path: '/api/categories/:id/change-order', file: 'api/routes/categories-change-order.ts', guard: GUARDS.categoryDesk },
  // Decision 892: an existing product linked to a category or unlinked (AddCategoryProductModal).
  { method: 'PUT', path: '/api/categories/:id/products', file: 'api/routes/categories-products.ts', guard: GUARDS.categoryDesk },
  { method: 'DELETE', path: '/api/categories/:id/products/:productId', file: 'api/routes/categories-products-id.ts', guard: GUARDS.categoryDesk },
  { method: 'GET', path: '/api/category-product', file: 'api/routes/category-product.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/product', file: 'api/routes/product.ts', guard: GUARDS.public },
  { method: 'PUT', path: '/api/product', file: 'api/routes/product.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/product/product-kind', file: 'api/routes/product-kind.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/product/next-article-number', file: 'api/routes/product-next-article-number.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/product/summary', file: 'api/routes/product-summary.ts', guard: GUARDS.productDesk },
  {
    method: 'PUT',
    path: '/api/product/create-product-customer',
    file: 'api/routes/product.ts',
    guard: GUARDS.configurator,
  },
  { method: 'PUT', path: '/api/product/copy-relations', file: 'api/routes/product.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/product/:id/gallery-images', file: 'api/routes/gallery-images.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/product-types', file: 'api/routes/product-types.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/product-types', file: 'api/routes/product-types.ts', guard: GUARDS.productMetaDesk },
  { method: 'GET', path: '/api/product-types/with-attributes', file: 'api/routes/product-types-with-attributes.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/product-types/excel-path/:id', file: 'api/routes/product-types-excel-path.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/product-types/:id', file: 'api/routes/product-types-id.ts', guard: GUARDS.productMetaDesk },
  { method: 'DELETE', path: '/api/product-types/:id', file: 'api/routes/product-types-id.ts', guard: GUARDS.productMetaDesk },
  { method: 'PUT', path: '/api/product-types/:id/add-attribute', file: 'api/routes/product-types-add-attribute.ts', guard: GUARDS.productMetaDesk },
  { method: 'PUT', path: '/api/product-types/:id/remove-attribute', file: 'api/routes/product-types-remove-attribute.ts', guard: GUARDS.productMetaDesk },
  { method: 'PUT', path: '/api/product-types/:id/update-attribute', file: 'api/routes/product-types-update-attribute.ts', guard: GUARDS.productMetaDesk },
  { method: 'GET', path: '/api/attribute', file: 'api/routes/attribute.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/attribute', file: 'api/routes/attribute.ts', guard: GUARDS.productMetaDesk },
  { method: 'POST', path: '/api/attribute/:id', file: 'api/routes/attribute-id.ts', guard: GUARDS.productMetaDesk },
  { method: 'GET', path: '/api/attribute-type', file: 'api/routes/attribute-type.ts', guard: GUARDS.public },
  // The file browser's calls (001 §7 Files, decision 895): the product-images directory, ADMIN_PRODUCT like /admin/Media.
  { method: 'GET', path: '/api/file', file: 'api/routes/file.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/file', file: 'api/routes/file.ts', guard: GUARDS.productDesk },
  { method: 'POST', path: '/api/file', file: 'api/routes/file.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/file/rename-file', file: 'api/routes/file-rename.ts', guard: GUARDS.productDesk },
  { method: 'POST', path: '/api/file/refresh-resources', file: 'api/routes/file-refresh-resources.ts', guard: GUARDS.productDesk },
  { method: 'DELETE', path: '/api/file/*', file: 'api/routes/file-path.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/media/product-overview/:articleNumber', file: 'api/routes/media-product-overview.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/media/*', file: 'api/routes/media.ts', guard: GUARDS.public },
  // Reports (decision 852): the declaration for any admin; generation checks the report's own permissions.
  { method: 'GET', path: '/api/report-declaration/declaration', file: 'api/routes/report-declaration.ts', guard: GUARDS.anyAdmin },
  { method: 'POST', path: '/api/report/generate', file: 'api/routes/report-generate.ts', guard: GUARDS.reportDesk },
  { method: 'GET', path: '/api/order/position/configuration', file: 'api/routes/order-position-configuration.ts', guard: GUARDS.public },
  // Orders: placing is public (guests order; the engine enforces ownership of saved
  // addresses), the list needs a login (own orders; admins any), state changes ADMIN_QUOTE.
  { method: 'POST', path: '/api/order', file: 'api/routes/order.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/order', file: 'api/routes/order.ts', guard: GUARDS.signedIn },
  { method: 'PUT', path: '/api/order/:id/state', file: 'api/routes/order-state.ts', guard: GUARDS.orderDesk },
  // Order administration (docs/orders.md): ADMIN_QUOTE like the state call; the carrier
  // list is an admin read; the delivery information feeds the checkout's date picker (public).
  { method: 'POST', path: '/api/order/copy', file: 'api/routes/order-copy.ts', guard: GUARDS.orderDesk },
  { method: 'GET', path: '/api/order/delivery-information', file: 'api/routes/order-delivery-information.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/order/carriers', file: 'api/routes/order-carriers.ts', guard: GUARDS.anyAdmin },
  { method: 'PUT', path: '/api/order/:id', file: 'api/routes/order-id.ts', guard: GUARDS.orderDesk },
  { method: 'DELETE', path: '/api/order/:id', file: 'api/routes/order-id.ts', guard: GUARDS.orderDesk },
  { method: 'PUT', path: '/api/order/:id/notification', file: 'api/routes/order-notification.ts', guard: GUARDS.orderDesk },
  { method: 'PUT', path: '/api/order/:id/notification-carrier', file: 'api/routes/order-notification-carrier.ts', guard: GUARDS.orderDesk },
  // Quotes (docs/quotes.md): requesting a quote is public like POST /api/order (guests);
  // the list needs a login (own quotes; ADMIN_QUOTE any); maintenance ADMIN_QUOTE. The quote
  // checkout (for-checkout, from-quote) is public: the uuid and PIN are the credential, limited
  // per quote and per client address in the engine.
  { method: 'POST', path: '/api/order/from-quote', file: 'api/routes/order-from-quote.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/quote', file: 'api/routes/quote.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/quote', file: 'api/routes/quote.ts', guard: GUARDS.signedIn },
  { method: 'GET', path: '/api/quote/for-checkout', file: 'api/routes/quote-for-checkout.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/quote/copy', file: 'api/routes/quote-copy.ts', guard: GUARDS.orderDesk },
  { method: 'PUT', path: '/api/quote/:id', file: 'api/routes/quote-id.ts', guard: GUARDS.orderDesk },
  { method: 'DELETE', path: '/api/quote/:id', file: 'api/routes/quote-id.ts', guard: GUARDS.orderDesk },
  { method: 'PUT', path: '/api/quote/:id/notification', file: 'api/routes/quote-notification.ts', guard: GUARDS.orderDesk },
  // Payments (docs/payments.md): the provider's webhook; public, the engine requires a valid signature.
  { method: 'POST', path: '/api/payment/webhook', file: 'api/routes/payment-webhook.ts', guard: GUARDS.public },
  // Pricing: the cart price is public (the engine enforces the customerId rule); the
  // price administration needs ADMIN_PRODUCT. Before the /api/product/:id lines.
  { method: 'POST', path: '/api/product/order-price', file: 'api/routes/product-order-price.ts', guard: GUARDS.public, readsOnly: true },
  { method: 'POST', path: '/api/product/clear-price-cache', file: 'api/routes/product-clear-price-cache.ts', guard: GUARDS.productDesk },
  // Feeds (docs/feeds.md): streamed CSV downloads; the merchant feed lists only what the shop shows anyone.
  { method: 'GET', path: '/api/product/all-published-prices', file: 'api/routes/product-all-published-prices.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/product/all-prices-csv', file: 'api/routes/product-all-prices-csv.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/product/price', file: 'api/routes/product-price.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/product/price', file: 'api/routes/product-price.ts', guard: GUARDS.productDesk },
  { method: 'POST', path: '/api/product/price/:id', file: 'api/routes/product-price-id.ts', guard: GUARDS.productDesk },
  { method: 'DELETE', path: '/api/product/price/:id', file: 'api/routes/product-price-id.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/product/price/:id/excel-price', file: 'api/routes/product-price-excel.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/product/price/:id/margin-price', file: 'api/routes/product-price-margin.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/product/price/:id/remote-price', file: 'api/routes/product-price-remote.ts', guard: GUARDS.productDesk },
  { method: 'POST', path: '/api/product/price/:id/fix-price', file: 'api/routes/product-price-fix.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/product/price/:id/fix-price/:rowId', file: 'api/routes/product-price-fix-row.ts', guard: GUARDS.productDesk },
  { method: 'DELETE', path: '/api/product/price/:id/fix-price/:rowId', file: 'api/routes/product-price-fix-row.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/product/internal-price', file: 'api/routes/product-internal-price.ts', guard: GUARDS.productDesk },
  { method: 'POST', path: '/api/product/internal-price', file: 'api/routes/product-internal-price.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/product/internal-price/:id', file: 'api/routes/product-internal-price-id.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/product/transport-requirements', file: 'api/routes/product-transport-requirements.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/transport-requirement', file: 'api/routes/transport-requirement.ts', guard: GUARDS.productDesk },
  { method: 'POST', path: '/api/transport-requirement', file: 'api/routes/transport-requirement.ts', guard: GUARDS.productDesk },
  { method: 'PUT', path: '/api/transport-requirement/:id', file: 'api/routes/transport-requirement-id.ts', guard: GUARDS.productDesk },
  { method: 'DELETE', path: '/api/transport-requirement/:id', file: 'api/routes/transport-requirement-id.ts', guard: GUARDS.productDesk },
  { method: 'GET', path: '/api/shipping/truck', file: 'api/routes/shipping-truck.ts', guard: GUARDS.productDesk },
  // The `:id` routes of /api/product last: other /api/product/<name> paths must match first.
  { method: 'POST', path: '/api/product/:id', file: 'api/routes/product.ts', guard: GUARDS.productDesk },
  { method: 'DELETE', path: '/api/product/:id', file: 'api/routes/product.ts', guard: GUARDS.productDesk },
  // Accounts: login, registration, password reset are public (limited and captcha-checked
  // in the engine); the address book and order settings belong to the customer of :id or an admin.
  { method: 'POST', path: '/api/auth', file: 'api/routes/auth.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/auth/logout', file: 'api/routes/auth-logout.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/registration/captcha', file: 'api/routes/registration-captcha.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/registration/validate-captcha', file: 'api/routes/registration-validate-captcha.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/registration/register-person', file: 'api/routes/registration-register-person.ts', guard: GUARDS.public },
  { method: 'POST', path: '/api/registration/register-company', file: 'api/routes/registration-register-company.ts', guard: GUARDS.public },
  { method: 'PUT', path: '/api/registration/request-password-reset', file: 'api/routes/registration-request-password-reset.ts', guard: GUARDS.public },
  { method: 'PUT', path: '/api/registration/reset-password', file: 'api/routes/registration-reset-password.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/customer/:id/address', file: 'api/routes/customer-address.ts', guard: GUARDS.ownCustomer },
  { method: 'PUT', path: '/api/customer/:id/address', file: 'api/routes/customer-address.ts', guard: GUARDS.ownCustomer },
  { method: 'GET', path: '/api/customer/:id/address/:addressId', file: 'api/routes/customer-address-item.ts', guard: GUARDS.ownCustomer },
  { method: 'POST', path: '/api/customer/:id/address/:addressId', file: 'api/routes/customer-address-item.ts', guard: GUARDS.ownCustomer },
  { method: 'DELETE', path: '/api/customer/:id/address/:addressId', file: 'api/routes/customer-address-item.ts', guard: GUARDS.ownCustomer },
  // Contact form: public; completeness and the security question are checked in the engine.
  { method: 'POST', path: '/api/customers/contact/contact-form', file: 'api/routes/customers-contact-form.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/customers/:id/customer-order-settings', file: 'api/routes/customers-order-settings.ts', guard: GUARDS.ownCustomer },
  // Customer and user administration (second part): ADMIN_CUSTOMER; the engine checks it
  // too. Payment terms and skonto need a login (the engine limits them to the caller's own customer).
  { method: 'GET', path: '/api/customers', file: 'api/routes/customers.ts', guard: GUARDS.customerDesk },
  { method: 'PUT', path: '/api/customers', file: 'api/routes/customers.ts', guard: GUARDS.customerDesk },
  { method: 'POST', path: '/api/customers', file: 'api/routes/customers.ts', guard: GUARDS.customerDesk },
  { method: 'GET', path: '/api/customers/promo-items', file: 'api/routes/customers-promo-items.ts', guard: GUARDS.customerDesk },
  { method: 'GET', path: '/api/customers/all-correspondence-contacts-grid', file: 'api/routes/customers-correspondence-grid.ts', guard: GUARDS.customerDesk },
  { method: 'GET', path: '/api/customers/all-correspondence-contacts', file: 'api/routes/customers-correspondence-csv.ts', guard: GUARDS.customerDesk },
  { method: 'DELETE', path: '/api/customers/:id', file: 'api/routes/customers-id.ts', guard: GUARDS.customerDesk },
  { method: 'GET', path: '/api/customers/:id/promotion', file: 'api/routes/customers-promotion.ts', guard: GUARDS.customerDesk },
  { method: 'GET', path: '/api/customers/:id/logo', file: 'api/routes/customers-logo.ts', guard: GUARDS.ownCustomer },
  { method: 'PUT', path: '/api/user/reset-password', file: 'api/routes/user-reset-password.ts', guard: GUARDS.customerDesk },
  { method: 'GET', path: '/api/user/:id', file: 'api/routes/user-id.ts', guard: GUARDS.customerDesk },
  { method: 'PUT', path: '/api/user/:id', file: 'api/routes/user-id.ts', guard: GUARDS.customerDesk },
  { method: 'GET', path: '/api/payment-term', file: 'api/routes/payment-term.ts', guard: GUARDS.signedIn },
  { method: 'GET', path: '/api/skonto', file: 'api/routes/skonto.ts', guard: GUARDS.signedIn },
  // FedEx (docs/shipments.md): order administration, ADMIN_QUOTE like the order calls
  // (docs/decisions/742-fedex-shipments.md). The last four are ours, for the back-office order page.
  { method: 'POST', path: '/api/fedex/get-rates', file: 'api/routes/fedex-get-rates.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/fedex/check-pickup-availability', file: 'api/routes/fedex-check-pickup-availability.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/fedex/verify-fedex-shipment', file: 'api/routes/fedex-verify-fedex-shipment.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/fedex/confirm-fedex-shipment', file: 'api/routes/fedex-confirm-fedex-shipment.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/fedex/schedule-pickup', file: 'api/routes/fedex-schedule-pickup.ts', guard: GUARDS.orderDesk },
  { method: 'PUT', path: '/api/fedex/upload-etd', file: 'api/routes/fedex-upload-etd.ts', guard: GUARDS.orderDesk },
  { method: 'PUT', path: '/api/fedex/cancel-shipment', file: 'api/routes/fedex-cancel.ts', guard: GUARDS.orderDesk },
  { method: 'PUT', path: '/api/fedex/cancel-pickup', file: 'api/routes/fedex-cancel.ts', guard: GUARDS.orderDesk },
  { method: 'GET', path: '/api/fedex/shipments', file: 'api/routes/fedex-shipments.ts', guard: GUARDS.orderDesk },
  // Imports (docs/imports.md): quote administrators, by session or bearer token (R001-6.11).
  { method: 'POST', path: '/api/koller', file: 'api/routes/koller.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/koller/address-validation', file: 'api/routes/koller-address-validation.ts', guard: GUARDS.orderDesk },
  { method: 'GET', path: '/api/koller/get-package-composition/:id', file: 'api/routes/koller-package-composition.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/koller/get-insurance-quote', file: 'api/routes/koller-insurance-quote.ts', guard: GUARDS.orderDesk },
  { method: 'GET', path: '/api/koller/get-insurance-csv', file: 'api/routes/koller-insurance-csv.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/import-ax/file', file: 'api/routes/import-ax-file.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/import-ax/update-order-status', file: 'api/routes/import-ax-order-status.ts', guard: GUARDS.orderDesk },
  { method: 'POST', path: '/api/import-customer-order/from-template-cppumpen', file: 'api/routes/import-customer-order-template.ts', guard: GUARDS.orderDesk },
  { method: 'GET', path: '/api/fedex/document/:id', file: 'api/routes/fedex-document.ts', guard: GUARDS.orderDesk },
  // This API's reference (decision 874): public like the calls it describes.
  { method: 'GET', path: '/api/openapi.json', file: 'api/routes/openapi.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/docs', file: 'api/routes/docs.ts', guard: GUARDS.public },
  { method: 'GET', path: '/api/docs/:asset', file: 'api/routes/docs-asset.ts', guard: GUARDS.public },
];
