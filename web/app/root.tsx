import { isAdmin, publicUrlFor } from '@shop/engine';
import { useEffect, type ReactNode } from 'react';
import { useNonce } from './server/csp-nonce';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/root';
import { Analytics } from './shop/components/Analytics';
import { ConfirmProvider } from './kit/ConfirmButton';
import { CookieBanner } from './shop/components/CookieBanner';
import { CONSENT_BOOT_SCRIPT, consentOfCookieHeader } from './shop/consent';
import { ZOD_JITLESS_SCRIPT } from './server/zod-jitless';
import { ErrorPage, ErrorPageGuard } from './kit/ErrorPage';
import { SiteFooter } from './shop/components/SiteFooter';
import { SeoHead } from './shop/components/SeoHead';
import { SiteHeader } from './shop/components/SiteHeader';
import { Watermark } from './shop/components/Watermark';
import { loadNavigation } from './shop/catalog.server';
import { useReloadOnChunkError } from './kit/chunk-reload';
import { useClientStateReset } from './shop/client-state';
import { companyContact } from './kit/company';
import { engineContext } from './server/engine-context';
import { apiGuardMiddleware } from './server/guards.server';
import { csrfMiddleware } from './server/csrf.server';
import { pageMeta } from './kit/meta';
import { t as webText, useLocale } from './i18n/i18n';
import { languageOf, type Locale } from '@shop/engine/browser';
import { hasSharedTexts } from './i18n/texts';
import { sharedTextsFile } from './i18n/texts-files.server';
import { requestContext, requestContextMiddleware } from './server/request-context.server';
import { routePatternMiddleware } from './server/route-pattern.server';
import { describeRouteError, errorMessageText } from './kit/route-error';
import { localeOfMatches } from './i18n/i18n-shop';
import { defaultShopMode, shopModeFromConfiguration, shopModeFromPath } from './kit/shop-mode';
import appStylesHref from './styles/app.css?url';
import cartStylesHref from './styles/cart.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appStylesHref },
  { rel: 'stylesheet', href: cartStylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const middleware: Route.MiddlewareFunction[] = [routePatternMiddleware, requestContextMiddleware, csrfMiddleware(), apiGuardMiddleware];

export async function loader({ context, request }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  const ctx = context.get(requestContext);
  const navigation = await loadNavigation(engine, ctx);
  // The attributes' types and units (every language) and staff's French and English texts (decision 974)
  // for every configuration shown.
  const attributeTexts = await engine.catalog.read.attributeTexts(ctx);
  // The header's user menu (R000-2.61, 2.65–2.67): from the session, never a database read.
  const account = ctx.customerId === undefined ? null : { customerId: ctx.customerId, email: ctx.email ?? '', isAdmin: isAdmin(ctx), quickOrder: !!ctx.hasQuickOrder || isAdmin(ctx) };
  // Header, footer and content pages show the one editable company profile (cached per generation).
  const company = companyContact(await engine.settings.company.profile());
  // `origin`: the base of canonical and alternate links (PUBLIC_URL, else the allowed request origin; decision 803, 1094).
  return { shopMode: ctx.shopMode, locale: ctx.locale, textsFile: sharedTextsFile(languageOf(ctx.locale)), navigation, company, analyticsContainerId: engine.env.ANALYTICS_CONTAINER_ID ?? null, watermark: engine.env.NODE_ENV !== 'production', account, attributeTexts, origin: publicUrlFor(engine.env, ctx),
    // The visitor's cookie choice as the cookie carries it: the banner is in the HTML when none (decision 1156).
    consent: consentOfCookieHeader(request.headers.get('cookie')) ?? null };
}

/** Navigation and theme belong to the shop mode: reload them when a link switches the mode. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  const nextMode = shopModeFromPath(nextUrl.pathname);
  return defaultShouldRevalidate || (nextMode !== undefined && nextMode !== shopModeFromPath(currentUrl.pathname));
};

export const meta: Route.MetaFunction = ({ error, matches }) =>
  error ? pageMeta({ title: errorMessageText(describeRouteError(error).message, localeOfMatches(matches)) }) : pageMeta();

/** The document and shop shell around every page and the error page. */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  // The CSP nonce of this response (server only; decision 871).
  const nonce = useNonce();
  const shopMode = shopModeFromConfiguration(root?.shopMode ?? defaultShopMode);
  // Login and logout reset the browser's per-user state (R000-4.47, R000-4.49).
  useClientStateReset(root?.account);
  // Marks the document once React has taken over (browser tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // The browser loaded the shared texts of the document's language (decision 1079); a client
  // navigation that changed the language loads the page anew, with the texts of the new one. (A
  // root loader that failed has no language: its error page shows in the loaded one.)
  const language = root?.locale ? languageOf(root.locale as Locale) : undefined;
  useEffect(() => {
    if (language && !hasSharedTexts(language)) window.location.reload();
  }, [language]);
  return (
    <html lang={root?.locale ?? 'de-CH'} data-shop-mode={shopMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the body is painted: the stored cookie choice hides the banner (decision 1156). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_BOOT_SCRIPT }} />
        {/* Before the route modules build their schemas: zod without its eval probe under the CSP. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        <Meta />
        <SeoHead origin={root?.origin} locale={(root?.locale ?? 'de-CH') as Locale} shopMode={shopMode} />
        {root?.textsFile && <link rel="modulepreload" href={root.textsFile} nonce={nonce} />}
        <Links />
      </head>
      <body>
        {/* Keyboard users jump past the header and navigation. */}
        <a className="skip-link" href="#inhalt">
          {webText((root?.locale ?? 'de-CH') as Locale, 'skip.toContent')}
        </a>
        <CookieBanner />
        <SiteHeader shopMode={shopMode} navigation={root?.navigation ?? []} account={root?.account ?? null} />
        <main className="site-main" id="inhalt" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter shopMode={shopMode} />
        {root?.watermark && <Watermark />}
        <Analytics containerId={root?.analyticsContainerId ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ConfirmProvider>
      <Outlet />
    </ConfirmProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useReloadOnChunkError(error);
  const { status, message } = describeRouteError(error);
  const locale = useLocale();
  return (
    <ErrorPageGuard locale={locale}>
      <ErrorPage status={status} message={message} />
    </ErrorPageGuard>
  );
}
