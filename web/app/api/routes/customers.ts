import { customerCreateSchema, customerListQuerySchema, customerUpdateSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** GET /api/customers?status=active|inactive|deleted&ids=1,2 (R001-7.025) → `{ items }` (001 §7 reads customers as an items list). Guard: ADMIN_CUSTOMER. */
export const loader = apiRoute(async ({ engine, ctx, request }) => {
  const query = new URL(request.url).searchParams;
  const ids = query.getAll('ids').join(',');
  const status = query.get('status');
  return { items: await engine.customers.admin.listCustomers(ctx, customerListQuerySchema.parse({ ...(status ? { status } : {}), ...(ids ? { ids } : {}) })) };
});

/**
 * PUT /api/customers: create, 201 (R001-7.026); POST /api/customers {id, …}: update (R001-7.027).
 * Guard: ADMIN_CUSTOMER. The engine drops the customer's cached prices after a discount or
 * multiplier change (engine.ts wires engine.pricing.invalidatePrices).
 */
export const action = apiRoute(async ({ engine, ctx, method, input }) => {
  if (method === 'PUT') return Response.json(await engine.customers.admin.createCustomer(ctx, await input(customerCreateSchema)), { status: 201 });
  return engine.customers.admin.updateCustomer(ctx, await input(customerUpdateSchema));
});
