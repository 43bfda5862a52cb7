import type { LoaderFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/** GET /api/product/summary → counts overall, per kind and per type (R001-7.108, decision 400). ADMIN_PRODUCT. */
export function loader(args: LoaderFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx }) => engine.catalogRead.summary(ctx));
}
