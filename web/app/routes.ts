import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { adminDownloads, adminScreens } from './admin/screens';
import { apiRoutes } from './api/api-routes';

/** One route per /api path of the table (its methods share the module). */
const apiRouteConfig = [...new Map(apiRoutes.map((api) => [api.path, api.file])).entries()].map(([path, file]) =>
  route(path.slice(1), file, { id: `api ${path}` }),
);

/** The back office's screens (its start page is the layout's index) and downloads. */
const adminRouteConfig = [
  ...adminScreens.map((screen) => (screen.path === '/admin' ? index(screen.file) : route(screen.path.slice('/admin/'.length), screen.file))),
  ...adminDownloads.map((download) => route(download.path.slice('/admin/'.length), download.file, download.id ? { id: download.id } : {})),
];

export default [
  index('shop/home.tsx'),
  route('-verpackung', 'shop/landing.tsx', { id: 'landing-verpackung' }),
  route('-moebel', 'shop/landing.tsx', { id: 'landing-moebel' }),
  route('produkte/*', 'shop/category.tsx'),
  route('products/:articleNumber', 'shop/product.tsx'),
  route('suche', 'shop/search.tsx'),
  route('checkout', 'checkout/checkout-cart.tsx'),
  route('checkout/start', 'checkout/start.ts'),
  route('checkout/signin', 'checkout/signin.tsx'),
  route('checkout/invoice', 'checkout/invoice.tsx'),
  route('checkout/delivery-address', 'checkout/delivery-address.tsx'),
  route('checkout/payment', 'checkout/payment.tsx'),
  route('checkout/summary', 'checkout/summary.tsx'),
  route('checkout/completed', 'checkout/completed.tsx'),
  route('checkout/payment-failed', 'checkout/payment-failed.tsx'),
  route('checkout-quote/:uuid?', 'checkout/checkout-quote.tsx'),
  route('checkout/bezahlen/:token', 'checkout/pay-again.tsx'),
  route('user/login', 'account/login.tsx'),
  route('user/logout', 'account/logout.ts'),
  route('user/register', 'account/register.tsx'),
  route('user/request-password-reset', 'account/request-password-reset.tsx'),
  route('user/reset-password', 'account/reset-password.tsx'),
  route('user/profile/adressen', 'account/profile-adressen.tsx'),
  route('user/profile', 'account/profile/index.ts'),
  route('user/profile/bestellungen', 'account/profile/bestellungen.tsx'),
  route('user/profile/bestellungen/:orderNumber', 'account/profile/bestellung.tsx'),
  route('user/profile/bestellungen/:orderNumber/pdf', 'account/profile/bestellung.pdf.ts'),
  route('user/profile/offerten', 'account/profile/offerten.tsx'),
  route('user/profile/offerten/:quoteNumber', 'account/profile/offerte.tsx'),
  route('user/profile/offerten/:quoteNumber/pdf', 'account/profile/offerte.pdf.ts'),
  route('user/profile/konto', 'account/profile/konto.tsx'),
  route('user/profile/zugangsdaten', 'account/profile/zugangsdaten.tsx'),
  route('favoriten', 'account/favoriten/index.ts'),
  route('favoriten/meine-produkte', 'account/favoriten/meine-produkte.tsx'),
  route('favoriten/merken', 'account/favoriten/merken.ts'),
  route('favoriten/quick-order', 'account/favoriten/quick-order.tsx'),
  route('favoriten/zuletzt-bestellt', 'account/favoriten/zuletzt-bestellt.tsx'),
  route('robots.txt', 'shop/seo/robots.ts'),
  route('sitemap.xml', 'shop/seo/sitemap.ts'),
  route('sprache', 'shop/content/sprache.ts'),
  route('de/*', 'shop/content/locale-prefix.ts', { id: 'locale-prefix-de' }),
  route('fr/*', 'shop/content/locale-prefix.ts', { id: 'locale-prefix-fr' }),
  route('en/*', 'shop/content/locale-prefix.ts', { id: 'locale-prefix-en' }),
  route('agb', 'shop/content/agb.tsx'),
  route('datenschutz', 'shop/content/datenschutz.tsx'),
  route('impressum', 'shop/content/impressum.tsx'),
  route('labels', 'shop/content/labels.tsx'),
  route('news', 'shop/content/news.tsx'),
  route('geschichte', 'shop/content/geschichte.tsx'),
  route('kontakt', 'shop/content/kontakt.tsx'),
  route('-moebel/gallerie', 'shop/gallery.tsx', { id: 'gallery-moebel' }),
  route('-verpackung/galerie', 'shop/gallery.tsx', { id: 'gallery-verpackung' }),
  route('-verpackung/dienstleistungen', 'shop/services/index.tsx'),
  route('-verpackung/dienstleistungen/:service', 'shop/services/service.tsx'),
  route('dienstleistungen/:service?', 'shop/services/base-redirect.ts'),
  // Back office: every route below /admin from its one table (admin/screens.ts, decision 1135),
  // matched case-insensitively, so the header's /admin/orders reaches /admin/Orders.
  route('admin', 'admin/layout.tsx', adminRouteConfig),
  ...apiRouteConfig,
  route('api/*', 'api/routes/not-found.ts'),
  route('*', 'shop/not-found.tsx'),
] satisfies RouteConfig;
