import type { AddressInput } from '@shop/engine';
import type { Route } from './+types/customer-address-item';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';
import { readJson } from './auth.server';

/** GET /api/customer/:id/address/:addressId (R001-7.019). Guard: ownCustomer. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => engine.addresses.getAddress(context.get(requestContext), Number(params.id), Number(params.addressId)));
}

/**
 * POST /api/customer/:id/address/:addressId {address}: update (R000-7.13); DELETE: remove
 * (R000-7.14). Guard: ownCustomer.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => {
    const ctx = context.get(requestContext);
    if (request.method === 'DELETE') return engine.addresses.deleteAddress(ctx, Number(params.id), Number(params.addressId));
    return engine.addresses.updateAddress(ctx, Number(params.id), Number(params.addressId), (await readJson(request)) as AddressInput);
  });
}
