import type { LoaderFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/** GET /api/product-types/excel-path/:id → `{ id, excelFilePath }` (R001-7.113). ADMIN_PRODUCT. */
export function loader(args: LoaderFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx }) => engine.catalogRead.getExcelPath(ctx, { id: args.params.id ?? '' }));
}
