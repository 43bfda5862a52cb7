import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './openapi-types';

/**
 * The browser's one client of the shop's own /api (decision 1186): openapi-fetch typed by
 * `paths`, the types generated from /api/openapi.json (`npm run api:types`), so a screen's
 * request body and the answer it reads are the document's. A call the document does not declare,
 * or a field it does not name, fails the typecheck instead of the screen. Same-origin requests
 * with the session cookie; JSON in and out. Browser code only: a relative URL needs a page.
 *
 * @example
 * const { data, error, response } = await apiClient.POST('/api/product/order-price', { body, signal });
 */
export type ApiClient = Client<paths>;

/** A schema of the document by its id, e.g. `ApiSchema<'OrderPrice'>`. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The JSON body a call takes, e.g. `ApiRequestBody<'/api/product/order-price'>` (POST unless named). */
export type ApiRequestBody<Path extends keyof paths, Method extends 'post' | 'put' | 'patch' | 'delete' = 'post'> = paths[Path][Method] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The refusal body every /api call answers (`{ errors: [{ message, params?, field?, rule? }] }`). */
export type ApiErrorBody = ApiSchema<'ErrorBody'>;

/**
 * A client; `baseUrl` and `fetch` for tests only (in the browser the calls go to the page's own
 * origin).
 */
export function createApiClient(options: { baseUrl?: string; fetch?: (request: Request) => Promise<Response> } = {}): ApiClient {
  return createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export const apiClient = createApiClient();

/** The body of an answer that is the spec's error body, else null (a proxy's HTML page, no body). */
export function errorBodyOf(error: unknown): ApiErrorBody | null {
  const errors = (error as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors) ? (error as ApiErrorBody) : null;
}
