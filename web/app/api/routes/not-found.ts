import { apiRoute } from '../api.server';

/** Any /api path that is not in the table: 404 with the spec's error body. */
const notFound = apiRoute(() => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }));
export const loader = notFound;
export const action = notFound;
