import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { apiRoutes } from './api-routes';

/** One route per /api path of the table (its methods share the module). */
const apiRouteConfig = [...new Map(apiRoutes.map((api) => [api.path, api.file])).entries()].map(([path, file]) =>
  route(path.slice(1), file, { id: `api ${path}` }),
);

export default [
  index('routes/home.tsx'),
  route('-verpackung', 'routes/landing.tsx', { id: 'landing-verpackung' }),
  route('-moebel', 'routes/landing.tsx', { id: 'landing-moebel' }),
  route('produkte/*', 'routes/category.tsx'),
  route('products/:articleNumber', 'routes/product.tsx'),
  route('checkout', 'routes/checkout-cart.tsx'),
  route('user/login', 'routes/user/login.tsx'),
  route('user/logout', 'routes/user/logout.ts'),
  route('user/register', 'routes/user/register.tsx'),
  route('user/request-password-reset', 'routes/user/request-password-reset.tsx'),
  route('user/reset-password', 'routes/user/reset-password.tsx'),
  route('user/profile/adressen', 'routes/user/profile-adressen.tsx'),
  route('user/profile', 'routes/user/profile/index.ts'),
  route('user/profile/bestellungen', 'routes/user/profile/bestellungen.tsx'),
  route('user/profile/offerten', 'routes/user/profile/offerten.tsx'),
  route('user/profile/konto', 'routes/user/profile/konto.tsx'),
  route('user/profile/zugangsdaten', 'routes/user/profile/zugangsdaten.tsx'),
  route('favoriten', 'routes/favoriten/index.ts'),
  route('favoriten/meine-produkte', 'routes/favoriten/meine-produkte.tsx'),
  route('favoriten/quick-order', 'routes/favoriten/quick-order.tsx'),
  route('favoriten/zuletzt-bestellt', 'routes/favoriten/zuletzt-bestellt.tsx'),
  route('sprache', 'routes/content/sprache.ts'),
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
  ...apiRouteConfig,
  route('api/*', 'routes/api/not-found.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
