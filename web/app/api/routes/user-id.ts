import { apiRoute } from '../api.server';
import { pathId } from '../../kit/route-params.server';

/** GET /api/user/:id (R001-7.009). Guard: ADMIN_CUSTOMER. */
export const loader = apiRoute(({ engine, ctx, params }) => engine.customers.admin.getUser(ctx, pathId(params.id)));

/** PUT /api/user/:id {email?, active?, permissions?, password?} (R001-7.010). Guard: ADMIN_CUSTOMER. */
export const action = apiRoute(async ({ engine, ctx, params, body }) => engine.customers.admin.updateUser(ctx, pathId(params.id), await body()));
