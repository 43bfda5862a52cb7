import { addressInputSchema } from '@shop/engine';
import { apiRoute } from '../api.server';
import { pathId } from '../../kit/route-params.server';

const customerIdOf = (params: { id?: string }) => pathId(params.id);

/** GET /api/customer/:id/address → `{ items: AddressView[] }` (R000-7.11). Guard: ownCustomer. */
export const loader = apiRoute(async ({ engine, ctx, params }) => ({ items: await engine.customers.addresses.listAddresses(ctx, customerIdOf(params)) }));

/** PUT /api/customer/:id/address {address} → the created address, 201 (R000-7.12). Guard: ownCustomer. */
export const action = apiRoute(async ({ engine, ctx, params, input }) => {
  const created = await engine.customers.addresses.createAddress(ctx, customerIdOf(params), await input(addressInputSchema));
  return Response.json(created, { status: 201 });
});
