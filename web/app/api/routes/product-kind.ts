import { productKinds } from '@shop/engine';
import { apiRoute } from '../api.server';

/** GET /api/product/product-kind → `{ items: [{ id, name }] }` (R001-7.104). Public. */
export const loader = apiRoute(() => ({ items: productKinds }));
