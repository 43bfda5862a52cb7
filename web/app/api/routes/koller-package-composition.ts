import { apiRoute } from '../api.server';

/** GET /api/koller/get-package-composition/:id (R001-7.047, ADMIN_QUOTE): the crates of an auction quote's lots. */
export const loader = apiRoute(({ engine, ctx, params }) => engine.imports.koller.packageComposition(ctx, params.id ?? ''));
