import { apiRoute } from '../api.server';
import { openApiDocument } from '../openapi.server';

/** GET /api/openapi.json: the OpenAPI 3.1 document of every /api call (decision 874). Public. */
export const loader = apiRoute(() => Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } }));
