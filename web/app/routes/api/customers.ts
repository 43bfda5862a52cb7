import type { CustomerCreateInput, CustomerUpdateInput } from '@shop/engine';
import type { Route } from './+types/customers';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';
import { readJson } from './auth.server';

/** GET /api/customers?status=active|inactive|deleted&ids=1,2 (R001-7.025) → `{ items }` (001 §7 reads customers as an items list). Guard: ADMIN_CUSTOMER. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  const query = new URL(request.url).searchParams;
  const ids = query.getAll('ids').join(',');
  return handleApi(engine.logger, async () => ({
    items: await engine.customerAdmin.listCustomers(context.get(requestContext), { ...(query.get('status') ? { status: query.get('status') as never } : {}), ...(ids ? { ids } : {}) }),
  }));
}

/**
 * PUT /api/customers: create, 201 (R001-7.026); POST /api/customers {id, …}: update (R001-7.027).
 * Guard: ADMIN_CUSTOMER. The engine drops the customer's cached prices after a discount or
 * multiplier change (engine.ts wires engine.pricing.invalidatePrices).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => {
    const ctx = context.get(requestContext);
    if (request.method === 'PUT') {
      return Response.json(await engine.customerAdmin.createCustomer(ctx, (await readJson(request)) as CustomerCreateInput), { status: 201 });
    }
    return engine.customerAdmin.updateCustomer(ctx, (await readJson(request)) as CustomerUpdateInput);
  });
}
