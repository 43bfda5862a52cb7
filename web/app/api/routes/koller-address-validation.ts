import { addressValidationInputSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** POST /api/koller/address-validation (R001-7.046, ADMIN_QUOTE): the delivery address checked (Swiss directory for CH/LI). */
export const action = apiRoute(async ({ engine, ctx, input }) => engine.imports.koller.validateAddress(ctx, await input(addressValidationInputSchema)));
