import type { AddressInput } from '@shop/engine';
import type { Route } from './+types/customer-address';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';
import { readJson } from './auth.server';

const customerIdOf = (params: { id?: string }) => Number(params.id);

/** GET /api/customer/:id/address → `{ items: AddressView[] }` (R000-7.11). Guard: ownCustomer. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => ({ items: await engine.addresses.listAddresses(context.get(requestContext), customerIdOf(params)) }));
}

/** PUT /api/customer/:id/address {address} → the created address, 201 (R000-7.12). Guard: ownCustomer. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => {
    const created = await engine.addresses.createAddress(context.get(requestContext), customerIdOf(params), (await readJson(request)) as AddressInput);
    return Response.json(created, { status: 201 });
  });
}
