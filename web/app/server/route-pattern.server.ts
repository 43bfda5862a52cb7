import { createContext, type MiddlewareFunction, type RouterContext } from 'react-router';

const slot = Symbol.for('holzwerk-shop.web.routePatternContext');
const registry = globalThis as unknown as Record<symbol, RouterContext<string | undefined> | undefined>;

/**
 * The route pattern React Router matched for this request (`/products/:articleNumber`,
 * `/api/categories/:id`), for the request metrics' `route` label (decision 1096): bounded by the
 * route table, never the raw URL. Like engineContext, the key sits in a global slot: the server
 * bundle and web/server.ts each load this module.
 */
export const routePatternContext: RouterContext<string | undefined> = (registry[slot] ??= createContext<string | undefined>(undefined));

/** Root middleware, first: notes the matched pattern (React Router hands it to every middleware). */
export const routePatternMiddleware: MiddlewareFunction<Response> = ({ pattern, context }, next) => {
  context.set(routePatternContext, pattern);
  return next();
};
