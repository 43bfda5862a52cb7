import { apiRoute } from '../api.server';

/** GET /api/report-declaration/declaration (R001-7.126): the reports, their parameters and who may run them. Any admin. */
export const loader = apiRoute(async ({ engine, ctx }) => engine.reports.declaration(ctx));
