import { anonymousContext, publicUrlFor, type Engine, type RequestContext } from '@shop/engine';
import { SHOP_NAME } from '@shop/engine/browser';
import { productPath } from './components/ProductCard';
import { productImageUrl } from './components/ProductImage';
import type { ProductDetail } from './product.server';
import type { Breadcrumb } from './catalog';
import { t } from '../i18n/i18n';
import type { LivePriceItem } from './configurator/live-price';
import { breadcrumbJsonLd, homePath, organizationJsonLd, pageUrl, productJsonLd } from './seo';

/** What a page's meta adds for search engines and shared links (decision 1094). */
export interface PageSeo {
  /** og:image, absolute. */
  image?: string;
  jsonLd: Record<string, unknown>[];
}

/** The base of the shop's public links for this request (PUBLIC_URL, else the allowed request origin; decision 803). */
export function publicOrigin(engine: Engine, ctx: RequestContext): string {
  return publicUrlFor(engine.env, ctx);
}

/** A guest in the caller's shop mode and language: whose prices search engines are shown. */
export function guestContextOf(ctx: RequestContext): RequestContext {
  return anonymousContext({ shopMode: ctx.shopMode, locale: ctx.locale, ...(ctx.origin ? { origin: ctx.origin } : {}) });
}

/** The trail as schema.org wants it: the mode's landing page, the categories, the page itself; absolute URLs in the reader's language. */
function trailOf(origin: string, ctx: RequestContext, crumbs: readonly Breadcrumb[], current?: { name: string; path: string }) {
  const link = (path: string) => pageUrl(origin, path, { shopMode: ctx.shopMode, locale: ctx.locale });
  return [
    { name: t(ctx.locale, `mode.${ctx.shopMode}`), url: link(homePath(ctx.shopMode)) },
    ...crumbs.map((crumb) => ({ name: crumb.name, url: link(crumb.url) })),
    ...(current ? [{ name: current.name, url: link(current.path) }] : []),
  ];
}

/**
 * A product page's share picture (the uploaded picture, else the one drawn from its model, else
 * the placeholder: GET /api/media/product-overview) and its schema.org Product with the Offer a
 * guest gets — `guestPrice`, the public price in CHF of one piece, whoever is signed in — and its
 * BreadcrumbList.
 */
export function productSeo(engine: Engine, ctx: RequestContext, product: ProductDetail, breadcrumbs: readonly Breadcrumb[], guestPrice: LivePriceItem | null): PageSeo {
  const origin = publicOrigin(engine, ctx);
  const path = productPath(product.articleNumber);
  const image = new URL(productImageUrl(product.articleNumber), `${origin}/`).href;
  return {
    image,
    jsonLd: [
      productJsonLd({
        url: pageUrl(origin, path, { shopMode: ctx.shopMode, locale: ctx.locale }),
        name: product.name,
        articleNumber: product.articleNumber,
        description: product.description,
        image,
        brand: SHOP_NAME,
        price: guestPrice?.pricePerOne ?? null,
        available: guestPrice?.available ?? false,
        madeToOrder: product.canBeConfigured,
      }),
      breadcrumbJsonLd(trailOf(origin, ctx, breadcrumbs, { name: product.name, path })),
    ],
  };
}

/** A category page's BreadcrumbList and share picture (its first product's). */
export function categorySeo(engine: Engine, ctx: RequestContext, breadcrumbs: readonly Breadcrumb[], pictureArticleNumber: string | undefined): PageSeo {
  const origin = publicOrigin(engine, ctx);
  return {
    ...(pictureArticleNumber ? { image: new URL(productImageUrl(pictureArticleNumber), `${origin}/`).href } : {}),
    jsonLd: [breadcrumbJsonLd(trailOf(origin, ctx, breadcrumbs))],
  };
}

/** The landing page's Organization: the company profile staff edit in /admin/Settings. */
export async function landingSeo(engine: Engine, ctx: RequestContext): Promise<PageSeo> {
  const origin = publicOrigin(engine, ctx);
  const profile = await engine.settings.company.profile();
  return {
    jsonLd: [
      organizationJsonLd({
        name: profile.name,
        brand: SHOP_NAME,
        url: pageUrl(origin, homePath(ctx.shopMode), { locale: ctx.locale }),
        email: profile.email,
        phone: profile.phone,
        street: profile.street,
        zipCode: profile.zipCode,
        city: profile.city,
        country: profile.country,
        logo: new URL('/favicon.svg', `${origin}/`).href,
      }),
    ],
  };
}
