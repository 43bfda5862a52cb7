import { apiRoute } from '../api.server';

/** DELETE /api/file/{path} (R001-7.057): a file, or a folder with everything in it. ADMIN_PRODUCT. */
export const action = apiRoute(async ({ engine, params }) => engine.catalog.media.remove(params['*'] ?? ''));
