import { EngineError, type Engine, type RequestContext } from '@shop/engine';
import type { RouterContextProvider } from 'react-router';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';

/**
 * Shared plumbing of the catalogue /api modules (categories, products, product types, attributes,
 * media): the engine, who is asking, the query and the JSON body. Each module stays: parse with the
 * engine's schema → one engine call → JSON via `handleApi`.
 */
export interface CatalogueCall {
  engine: Engine;
  ctx: RequestContext;
  query: Record<string, string>;
  /** The JSON body ({} when empty); invalid JSON answers 400. */
  body: () => Promise<unknown>;
}

export function catalogueApi(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  handler: (call: CatalogueCall) => Promise<unknown>,
): Promise<Response> {
  const engine = args.context.get(engineContext);
  return handleApi(engine.logger, () =>
    handler({
      engine,
      ctx: args.context.get(requestContext),
      query: Object.fromEntries(new URL(args.request.url).searchParams),
      body: () => readJson(args.request),
    }),
  );
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new EngineError('invalid', [{ message: 'Ungültiges JSON' }]);
  }
}

/** Answers a method the module does not serve (the guard middleware answers 405 before this). */
export function methodNotAllowed(): Response {
  return Response.json({ errors: [{ message: 'Method Not Allowed' }] }, { status: 405 });
}
