import { languageOf, LOCALES, type Locale, type PostalLines } from '@shop/engine/browser';
import { defaultShopMode, landingPath, shopModeFromPath, shopModeParam, type ShopMode } from '../kit/shop-mode';
import { LANG_PARAM } from '../i18n/locale-prefix';

/**
 * Pages a search engine can find (decision 1094): each language at a URL of its own through the
 * `lang` query parameter (000 §1 allows no URL prefix), the page's canonical URL, its hreflang
 * alternates, and the schema.org data of product, category and landing pages.
 */

/** Paths of the shop a crawler is sent away from (robots.txt) and that name no canonical URL. */
const PRIVATE_PREFIXES = ['/admin', '/api', '/checkout', '/checkout-quote', '/user', '/favoriten', '/sprache', '/suche', '/dev'];

/** Whether a page is public and indexable: not the back office, the API, account, cart, checkout or search. */
export function isIndexablePath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return !PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * A page's public URL in a language: the origin, the path, `modus` when the page is shown in a
 * shop mode its path does not name and that is not the default (a furniture product or category
 * page, which a visitor without a cookie would otherwise see in the packaging frame), and `lang`
 * (none: x-default, where the cookie or Accept-Language chooses).
 */
export function pageUrl(origin: string, pathname: string, options: { shopMode?: ShopMode | undefined; locale?: Locale | undefined } = {}): string {
  const url = new URL(pathname, `${origin.replace(/\/+$/, '')}/`);
  if (options.shopMode && options.shopMode !== defaultShopMode && !shopModeFromPath(pathname)) url.searchParams.set(shopModeParam, options.shopMode);
  if (options.locale) url.searchParams.set(LANG_PARAM, languageOf(options.locale));
  return url.href;
}

export interface Alternate {
  /** de-CH, fr-FR, en-US or x-default. */
  hreflang: string;
  href: string;
}

/** The page in every language, and x-default (the URL without `lang`). */
export function alternatesOf(origin: string, pathname: string, shopMode?: ShopMode): Alternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: pageUrl(origin, pathname, { shopMode, locale }) })),
    { hreflang: 'x-default', href: pageUrl(origin, pathname, { shopMode }) },
  ];
}

/** Open Graph's locale form: de_CH, fr_FR, en_US. */
export function ogLocaleOf(locale: Locale): string {
  return locale.replace('-', '_');
}

/** The landing page of a mode, for breadcrumbs' first item. */
export function homePath(shopMode: ShopMode): string {
  return landingPath[shopMode];
}

/**
 * schema.org ItemAvailability of a priced line: not orderable now (the cart refuses it), made to
 * the shopper's measures (a configurable product), or orderable as it is.
 */
export function availabilityOf(available: boolean, madeToOrder: boolean): string {
  if (!available) return 'https://schema.org/OutOfStock';
  return madeToOrder ? 'https://schema.org/MadeToOrder' : 'https://schema.org/InStock';
}

export interface ProductJsonLdInput {
  url: string;
  name: string;
  articleNumber: string;
  description: string | null;
  image: string;
  brand: string;
  /** The price a guest sees for one piece (decimal string), null when none is public. */
  price: string | null;
  available: boolean;
  /** Configurable: made to the shopper's measures. */
  madeToOrder: boolean;
}

/** schema.org Product with an Offer in CHF at the public price (decision 1094). */
export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.articleNumber,
    productID: input.articleNumber,
    ...(input.description ? { description: input.description } : {}),
    image: [input.image],
    url: input.url,
    brand: { '@type': 'Brand', name: input.brand },
    ...(input.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url: input.url,
            price: input.price,
            priceCurrency: 'CHF',
            availability: availabilityOf(input.available, input.madeToOrder),
            itemCondition: 'https://schema.org/NewCondition',
          },
        }
      : {}),
  };
}

/** schema.org BreadcrumbList: home, the categories down to the page, the page itself. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** The company: its name and postal lines (the one address shape), and how it is reached. */
export interface OrganizationInput extends PostalLines {
  brand: string;
  url: string;
  email: string;
  phone: string;
  logo?: string;
}

/** schema.org Organization with the company's address from the settings staff edit (R000-9.44). */
export function organizationJsonLd(input: OrganizationInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    alternateName: input.brand,
    url: input.url,
    email: input.email,
    telephone: input.phone,
    ...(input.logo ? { logo: input.logo } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.street,
      postalCode: input.zipCode,
      addressLocality: input.city,
      addressCountry: input.country,
    },
  };
}
