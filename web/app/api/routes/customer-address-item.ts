import { addressInputSchema } from '@shop/engine';
import { apiRoute } from '../api.server';
import { pathId } from '../../kit/route-params.server';

/** GET /api/customer/:id/address/:addressId (R001-7.019). Guard: ownCustomer. */
export const loader = apiRoute(({ engine, ctx, params }) => engine.customers.addresses.getAddress(ctx, pathId(params.id), pathId(params.addressId)));

/**
 * POST /api/customer/:id/address/:addressId {address}: update (R000-7.13); DELETE: remove
 * (R000-7.14). Guard: ownCustomer.
 */
export const action = apiRoute(async ({ engine, ctx, method, params, input }) => {
  if (method === 'DELETE') return engine.customers.addresses.deleteAddress(ctx, pathId(params.id), pathId(params.addressId));
  return engine.customers.addresses.updateAddress(ctx, pathId(params.id), pathId(params.addressId), await input(addressInputSchema));
});
