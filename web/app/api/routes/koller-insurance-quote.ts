import { apiRoute } from '../api.server';

/** POST /api/koller/get-insurance-quote (R001-7.048, ADMIN_QUOTE): countryCode, insuranceKind, declaredValue → price, provider, zone, kind. */
export const action = apiRoute(async ({ engine, ctx, body }) => engine.imports.koller.insuranceQuote(ctx, await body()));
