import { apiRoute } from '../api.server';

/** GET /api/product-types/excel-path/:id → `{ id, excelFilePath }` (R001-7.113). ADMIN_PRODUCT. */
export const loader = apiRoute(async ({ engine, ctx, params }) => engine.catalog.read.getExcelPath(ctx, { id: params.id ?? '' }));
