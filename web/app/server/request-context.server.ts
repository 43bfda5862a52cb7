import { anonymousContext, type RequestContext } from '@shop/engine';
import { createContext, type MiddlewareFunction } from 'react-router';
import { matchApiRoute, resolveApiPath } from './api-path.server';
import { engineContext } from './engine-context';
import { localeFromCookie, localeOfRequest, serializeLanguageCookie } from '../i18n/i18n';
import { LANG_PARAM, localeOfLangParam } from '../i18n/locale-prefix';
import { readSession, sessionCookie } from './session.server';
import { defaultShopMode, isShopMode, serializeShopModeCookie, shopModeFromCookie, shopModeFromPath, shopModeParam } from '../kit/shop-mode';

/**
 * Whether a request only reads: GET and HEAD, and the /api calls declared `readsOnly` (a POST whose
 * body is a question). Never a request whose action could change what its loaders read after.
 */
export function readsOnly(request: Request, url: URL): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  if (request.method !== 'POST') return false;
  const path = resolveApiPath(url.pathname);
  // The entry the guard and the router will answer with, as they rank it (web/app/api/api-routes.ts).
  const match = path.kind === 'api' ? matchApiRoute(request.method, path.pathname) : undefined;
  return match?.kind === 'route' && match.route.readsOnly === true;
}

/** Who is asking, built once per request by {@link requestContextMiddleware}. */
export const requestContext = createContext<RequestContext>();

/**
 * Root middleware: resolves who is asking (the session token of the cookie or bearer header) and
 * the shop mode (path, else `shopMode` cookie, else verpackung) into the request's engine context,
 * remembers the mode of a visited landing page in the cookie, and renews a session past half of
 * its lifetime. The session is checked against the database, or against this process's memory of it
 * while the push that revokes it is trusted (decisions 721, 1176).
 */
export const requestContextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie');
  // A product page of the other mode names it with ?modus=; it counts as a path.
  const queryMode = url.searchParams.get(shopModeParam);
  const pathMode = shopModeFromPath(url.pathname) ?? (isShopMode(queryMode) ? queryMode : undefined);
  const cookieMode = shopModeFromCookie(cookieHeader);
  const engine = context.get(engineContext);
  const session = await readSession(request, engine.auth.sessions);
  // A page's `?lang=de|fr|en` shows it in that language and stores the choice in the cookie, so
  // each language has a URL a crawler or a shared link can name (decision 1094); /api calls keep
  // their own query.
  const langLocale = resolveApiPath(url.pathname).kind === 'api' ? undefined : localeOfLangParam(url.searchParams.get(LANG_PARAM));
  // Locale: `?lang=`, else the `lang` cookie, else Accept-Language on a first visit, else de-CH (R000-1.05).
  context.set(
    requestContext,
    anonymousContext({
      shopMode: pathMode ?? cookieMode ?? defaultShopMode,
      locale: langLocale ?? localeOfRequest(cookieHeader, request.headers.get('accept-language')),
      // Return URLs and mail links follow the host the shopper is on while PUBLIC_URL is unset (the engine checks it).
      origin: url.origin,
      ...(session
        ? {
            customerId: session.payload.customerId,
            email: session.payload.email,
            permissions: session.payload.perm,
            isCompanyCustomer: session.payload.isCompanyCustomer,
            hasQuickOrder: session.payload.hasQuickOrder,
            // A request that only reads uses the generations its session check read (decision 1080);
            // a session from memory read none, the pushed ones are trusted then (decision 1176).
            ...(session.generations && readsOnly(request, url) ? { generations: session.generations } : {}),
          }
        : {}),
    }),
  );

  const response = await next();
  if (session?.shouldRenew) {
    const token = await engine.auth.sessions.renew(session);
    if (token) response.headers.append('Set-Cookie', sessionCookie(token, { secure: url.protocol === 'https:', maxAgeSeconds: engine.auth.tokens.ttlSeconds }));
  }
  if (pathMode && pathMode !== cookieMode) {
    response.headers.append('Set-Cookie', serializeShopModeCookie(pathMode, { secure: url.protocol === 'https:' }));
  }
  // Only when it changes: a visitor whose cookie already names the language gets an answer without
  // Set-Cookie, which the page memory may keep (its key holds the URL and the Cookie header).
  if (langLocale && langLocale !== localeFromCookie(cookieHeader)) {
    response.headers.append('Set-Cookie', serializeLanguageCookie(langLocale, { secure: url.protocol === 'https:' }));
  }
  return response;
};
