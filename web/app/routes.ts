import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { adminDownloads, adminScreens } from './admin/screens';
import { apiRoutes } from './api-routes';

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
  index('routes/home.tsx'),
  route('-verpackung', 'routes/landing.tsx', { id: 'landing-verpackung' }),
  route('-moebel', 'routes/landing.tsx', { id: 'landing-moebel' }),
  route('produkte/*', 'routes/category.tsx'),
  route('products/:articleNumber', 'routes/product.tsx'),
  route('suche', 'routes/search.tsx'),
  route('checkout', 'routes/checkout-cart.tsx'),
  route('checkout/start', 'routes/checkout/start.ts'),
  route('checkout/signin', 'routes/checkout/signin.tsx'),
  route('checkout/invoice', 'routes/checkout/invoice.tsx'),
  route('checkout/delivery-address', 'routes/checkout/delivery-address.tsx'),
  route('checkout/payment', 'routes/checkout/payment.tsx'),
  route('checkout/summary', 'routes/checkout/summary.tsx'),
  route('checkout/completed', 'routes/checkout/completed.tsx'),
  route('checkout/payment-failed', 'routes/checkout/payment-failed.tsx'),
  route('checkout-quote/:uuid?', 'routes/checkout-quote.tsx'),
  route('checkout/bezahlen/:token', 'routes/checkout/pay-again.tsx'),
  route('user/login', 'routes/user/login.tsx'),
  route('user/logout', 'routes/user/logout.ts'),
  route('user/register', 'routes/user/register.tsx'),
  route('user/request-password-reset', 'routes/user/request-password-reset.tsx'),
  route('user/reset-password', 'routes/user/reset-password.tsx'),
  route('user/profile/adressen', 'routes/user/profile-adressen.tsx'),
  route('user/profile', 'routes/user/profile/index.ts'),
  route('user/profile/bestellungen', 'routes/user/profile/bestellungen.tsx'),
  route('user/profile/bestellungen/:orderNumber', 'routes/user/profile/bestellung.tsx'),
  route('user/profile/bestellungen/:orderNumber/pdf', 'routes/user/profile/bestellung.pdf.ts'),
  route('user/profile/offerten', 'routes/user/profile/offerten.tsx'),
  route('user/profile/offerten/:quoteNumber', 'routes/user/profile/offerte.tsx'),
  route('user/profile/offerten/:quoteNumber/pdf', 'routes/user/profile/offerte.pdf.ts'),
  route('user/profile/konto', 'routes/user/profile/konto.tsx'),
  route('user/profile/zugangsdaten', 'routes/user/profile/zugangsdaten.tsx'),
  route('favoriten', 'routes/favoriten/index.ts'),
  route('favoriten/meine-produkte', 'routes/favoriten/meine-produkte.tsx'),
  route('favoriten/merken', 'routes/favoriten/merken.ts'),
  route('favoriten/quick-order', 'routes/favoriten/quick-order.tsx'),
  route('favoriten/zuletzt-bestellt', 'routes/favoriten/zuletzt-bestellt.tsx'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('sprache', 'routes/content/sprache.ts'),
  route('de/*', 'routes/content/locale-prefix.ts', { id: 'locale-prefix-de' }),
  route('fr/*', 'routes/content/locale-prefix.ts', { id: 'locale-prefix-fr' }),
  route('en/*', 'routes/content/locale-prefix.ts', { id: 'locale-prefix-en' }),
  route('agb', 'routes/content/agb.tsx'),
  route('datenschutz', 'routes/content/datenschutz.tsx'),
  route('impressum', 'routes/content/impressum.tsx'),
  route('labels', 'routes/content/labels.tsx'),
  route('news', 'routes/content/news.tsx'),
  route('geschichte', 'routes/content/geschichte.tsx'),
  route('kontakt', 'routes/content/kontakt.tsx'),
  route('-moebel/gallerie', 'routes/gallery.tsx', { id: 'gallery-moebel' }),
  route('-verpackung/galerie', 'routes/gallery.tsx', { id: 'gallery-verpackung' }),
  route('-verpackung/dienstleistungen', 'routes/services/index.tsx'),
  route('-verpackung/dienstleistungen/:service', 'routes/services/service.tsx'),
  route('dienstleistungen/:service?', 'routes/services/base-redirect.ts'),
  // Back office: every route below /admin from its one table (admin/screens.ts, decision 1135),
  // matched case-insensitively, so the header's /admin/orders reaches /admin/Orders.
  route('admin', 'routes/admin/layout.tsx', adminRouteConfig),
  ...apiRouteConfig,
  route('api/*', 'routes/api/not-found.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
