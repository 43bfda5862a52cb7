import { LOCALES, SHOP_NAME, type Locale } from '@shop/engine/browser';
import { useLocation, useRouteError } from 'react-router';
import { alternatesOf, isIndexablePath, ogLocaleOf, pageUrl } from '../lib/seo';
import type { ShopMode } from '../lib/shop-mode';

/**
 * The head links of every public page (decision 1094): the canonical URL — the page in its own
 * language, `?lang=` — the hreflang alternates de-CH, fr-FR, en-US and x-default, and the Open
 * Graph tags that every page shares (url, locale, site name). Error pages and the private parts
 * (back office, account, cart, checkout, search) name none.
 */
export function SeoHead({ origin, locale, shopMode }: { origin: string | undefined; locale: Locale; shopMode: ShopMode }) {
  const { pathname } = useLocation();
  const error = useRouteError();
  if (!origin || error || !isIndexablePath(pathname)) return null;
  const canonical = pageUrl(origin, pathname, { shopMode, locale });
  return (
    <>
      <link rel="canonical" href={canonical} />
      {alternatesOf(origin, pathname, shopMode).map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:locale" content={ogLocaleOf(locale)} />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={other} property="og:locale:alternate" content={ogLocaleOf(other)} />
      ))}
    </>
  );
}
