import { anonymousContext, type RequestContext } from '@shop/engine';
import { createContext, type MiddlewareFunction } from 'react-router';
import { defaultShopMode, serializeShopModeCookie, shopModeFromCookie, shopModeFromPath } from './shop-mode';

/** Who is asking, built once per request by {@link requestContextMiddleware}. */
export const requestContext = createContext<RequestContext>();

/**
 * Root middleware: resolves the shop mode (path, else `shopMode` cookie, else verpackung) into the
 * request's engine context, and remembers the mode of a visited landing page in the cookie.
 */
export const requestContextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie');
  const pathMode = shopModeFromPath(url.pathname);
  const cookieMode = shopModeFromCookie(cookieHeader);
  // Locale: German until the language cookie (R000-1.05) is read here; login adds the customer.
  context.set(requestContext, anonymousContext({ shopMode: pathMode ?? cookieMode ?? defaultShopMode, locale: 'de-CH' }));

  const response = await next();
  if (pathMode && pathMode !== cookieMode) {
    response.headers.append('Set-Cookie', serializeShopModeCookie(pathMode, { secure: url.protocol === 'https:' }));
  }
  return response;
};
