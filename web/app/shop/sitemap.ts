import { LOCALES } from '@shop/engine/browser';
import type { SitemapEntries } from '@shop/engine';
import { productPath } from './components/ProductCard';
import { servicesMenu } from '../i18n/i18n-content';
import { alternatesOf, pageUrl } from './seo';
import { defaultShopMode, landingPath, shopModeOfProductKind, shopModes, type ShopMode } from '../kit/shop-mode';

/** A public page of the sitemap: its path, the mode it is shown in, when it last changed. */
export interface SitemapPage {
  path: string;
  shopMode: ShopMode;
  lastmod?: string | undefined;
}

/** The content pages every guest reaches from the footer and the menus (000 §2). */
const CONTENT_PATHS = ['/agb', '/datenschutz', '/impressum', '/kontakt', '/news', '/geschichte', '/labels'];

/**
 * Every public page of the shop (decision 1094): both landing pages, the category pages of both
 * modes' trees, every published public product in its own mode, the galleries, the services and
 * the content pages.
 */
export function sitemapPages(entries: SitemapEntries): SitemapPage[] {
  const newest = (mode: ShopMode) =>
    entries.categories
      .filter((category) => category.shopMode === mode)
      .map((category) => category.updatedAt)
      .sort()
      .at(-1);
  return [
    ...shopModes.map((mode) => ({ path: landingPath[mode], shopMode: mode, lastmod: newest(mode) })),
    ...entries.categories.map((category) => ({ path: category.url, shopMode: category.shopMode, lastmod: category.updatedAt })),
    ...entries.products.map((product) => ({ path: productPath(product.articleNumber), shopMode: shopModeOfProductKind(product.kindCode) ?? defaultShopMode, lastmod: product.updatedAt })),
    { path: '/-verpackung/galerie', shopMode: 'verpackung' },
    { path: '/-moebel/gallerie', shopMode: 'moebel' },
    { path: '/-verpackung/dienstleistungen', shopMode: 'verpackung' },
    ...servicesMenu.map((service) => ({ path: service.to, shopMode: 'verpackung' as const })),
    ...CONTENT_PATHS.map((path) => ({ path, shopMode: defaultShopMode })),
  ];
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sitemaps.org urlset: each page once per language, each entry naming all of the page's
 * languages and x-default as `xhtml:link` alternates (Google's hreflang form), with lastmod.
 */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = alternatesOf(origin, page.path, page.shopMode)
      .map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`)
      .join('\n');
    for (const locale of LOCALES) {
      lines.push('  <url>', `    <loc>${escapeXml(pageUrl(origin, page.path, { shopMode: page.shopMode, locale }))}</loc>`);
      if (page.lastmod) lines.push(`    <lastmod>${page.lastmod}</lastmod>`);
      lines.push(alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** robots.txt: the shop open to crawlers; back office, API (but the pictures), account, cart, checkout and search closed. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Product pictures are what a product's structured data and Open Graph tags point to.
    'Allow: /api/media/',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /checkout',
    'Disallow: /user/',
    'Disallow: /favoriten',
    'Disallow: /sprache',
    'Disallow: /suche',
    'Disallow: /dev/',
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
