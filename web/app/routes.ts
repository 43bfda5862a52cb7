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
  ...apiRouteConfig,
  route('api/*', 'routes/api/not-found.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
