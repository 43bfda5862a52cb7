import { productKinds } from '@shop/engine';

/** GET /api/product/product-kind → `{ items: [{ id, name }] }` (R001-7.104). Public. */
export function loader() {
  return Response.json({ items: productKinds });
}
