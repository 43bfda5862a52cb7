import type { Engine, RequestContext } from '@shop/engine';
import { notFound } from '../../kit/route-error.server';

/** The product a product page (/edit, /delivery, /internal-price, /media) shows, unpublished too; 404 when none. */
export async function productOf(engine: Engine, ctx: RequestContext, id: number) {
  const page = await engine.catalog.products.listProducts(ctx, { ids: String(id), includeUnpublished: true });
  const product = page.items[0];
  if (!product) throw notFound();
  return product;
}
