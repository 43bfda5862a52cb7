import { Permission, type Guard } from '@shop/engine';

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
}

const publicAccess: Guard = { kind: 'public' };
export const guards = {
  public: publicAccess,
  auth: { kind: 'auth' } as Guard,
  /** The customer named by the path's :id, or an admin. */
  ownCustomer: { kind: 'auth', ownCustomerParam: 'id' } as Guard,
  admin: { kind: 'admin' } as Guard,
  quickOrder: { kind: 'quickOrder' } as Guard,
  permission: (...all: number[]): Guard => ({ kind: 'permission', all }),
  anyPermission: (...any: number[]): Guard => ({ kind: 'permission', any }),
};

export const apiRoutes: ApiRoute[] = [
  { method: 'GET', path: '/api/categories', file: 'routes/api/categories.ts', guard: guards.public },
];

/** Permission shorthands for the table. */
export { Permission };
