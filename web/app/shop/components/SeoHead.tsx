import { LOCALES, SHOP_NAME, type Locale } from '@shop/engine/browser';
import { useLocation, useRouteError } from 'react-router';
import { LANG_PARAM, localeOfLangParam } from '../../i18n/locale-prefix';
import { alternatesOf, isIndexablePath, ogLocaleOf, pageUrl } from '../seo';
import type { ShopMode } from '../../kit/shop-mode';

/**
 * The head links of every public page (decision 1094): the canonical URL, the hreflang alternates
 * de-CH, fr-FR, en-US and x-default, and the Open Graph tags that every page shares (url, locale,
 * site name). The canonical URL is the address itself among the alternates (decision 1178): with
 * `?lang=` the page in that language, without it x-default (where cookie and Accept-Language
 * choose) — never a language the visitor's cookie picked, which would send x-default to another
 * alternate. Error pages and the private parts (back office, account, cart, checkout, search)
 * name none.
 */
export function SeoHead({ origin, locale, shopMode }: { origin: string | undefined; locale: Locale; shopMode: ShopMode }) {
  const { pathname, search } = useLocation();
  const error = useRouteError();
  if (!origin || error || !isIndexablePath(pathname)) return null;
  const byUrl = localeOfLangParam(new URLSearchParams(search).get(LANG_PARAM)) !== undefined;
  const canonical = pageUrl(origin, pathname, { shopMode, locale: byUrl ? locale : undefined });
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
