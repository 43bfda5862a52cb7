import { apiRoute } from '../api.server';

/** GET /api/customers/all-correspondence-contacts-grid (R001-7.031) → `{ items }` (001 §7: customers as an items list). Guard: ADMIN_CUSTOMER. */
export const loader = apiRoute(async ({ engine, ctx }) => ({ items: await engine.customers.admin.correspondenceContacts(ctx) }));
