import { EngineError, type Engine, type RequestContext } from '@shop/engine';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';

export interface PriceApiArgs {
  engine: Engine;
  ctx: RequestContext;
  method: string;
  params: Record<string, string | undefined>;
  query: Record<string, string>;
  /** The JSON body ({} when empty); a body that is not JSON answers 400. */
  body: () => Promise<Record<string, unknown>>;
}

/** Shared plumbing of the price, transport and truck /api modules: context → one engine call → JSON. */
export function priceApi(args: LoaderFunctionArgs | ActionFunctionArgs, handler: (api: PriceApiArgs) => Promise<unknown>): Promise<Response> {
  const engine = args.context.get(engineContext);
  return handleApi(engine.logger, () =>
    handler({
      engine,
      ctx: args.context.get(requestContext),
      method: args.request.method.toUpperCase(),
      params: args.params,
      query: Object.fromEntries(new URL(args.request.url).searchParams),
      body: async () => {
        const text = await args.request.text();
        if (text.trim() === '') return {};
        try {
          const parsed: unknown = JSON.parse(text);
          if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
        } catch {
          // answered below
        }
        throw new EngineError('invalid', 'Die Eingaben sind ungültig.');
      },
    }),
  );
}

export const methodNotAllowed = () => Response.json({ errors: [{ message: 'Method Not Allowed' }] }, { status: 405 });
