import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('-verpackung', 'routes/landing.tsx', { id: 'landing-verpackung' }),
  route('-moebel', 'routes/landing.tsx', { id: 'landing-moebel' }),
  route('produkte/*', 'routes/category.tsx'),
  route('api/categories', 'routes/api.categories.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
