import { orderPriceInputSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/**
 * POST /api/product/order-price (R000-7.29, R001-7.105): the server's price of a cart. Public: the
 * engine allows another customer's id to admins only, and ignores any price a client sends.
 */
export const action = apiRoute(async ({ engine, ctx, input }) => engine.pricing.orderPrice(ctx, await input(orderPriceInputSchema)));
