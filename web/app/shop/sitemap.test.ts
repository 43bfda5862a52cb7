import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapPages, sitemapXml } from './sitemap';

describe('sitemap and robots.txt (decision 1094)', () => {
  const entries = {
    categories: [
      { id: 1, shopMode: 'verpackung' as const, url: '/produkte', updatedAt: '2026-11-01T10:00:00.000Z' },
      { id: 2, shopMode: 'verpackung' as const, url: '/produkte/kisten', updatedAt: '2026-11-03T10:00:00.000Z' },
      { id: 3, shopMode: 'moebel' as const, url: '/produkte', updatedAt: '2026-11-02T10:00:00.000Z' },
    ],
    products: [
      { articleNumber: 'A&B', kindCode: 1, updatedAt: '2026-11-04T10:00:00.000Z' },
      { articleNumber: 'BANK', kindCode: 2, updatedAt: '2026-11-05T10:00:00.000Z' },
      { articleNumber: 'BILD', kindCode: 3, updatedAt: '2026-11-05T10:00:00.000Z' },
    ],
  };

  it('a product in its own mode (artwork in the default one), landing pages with their mode’s newest change', () => {
    const pages = sitemapPages(entries);
    expect(pages).toContainEqual({ path: '/-verpackung', shopMode: 'verpackung', lastmod: '2026-11-03T10:00:00.000Z' });
    expect(pages).toContainEqual({ path: '/-moebel', shopMode: 'moebel', lastmod: '2026-11-02T10:00:00.000Z' });
    expect(pages).toContainEqual({ path: '/products/BANK', shopMode: 'moebel', lastmod: '2026-11-05T10:00:00.000Z' });
    expect(pages).toContainEqual({ path: '/products/BILD', shopMode: 'verpackung', lastmod: '2026-11-05T10:00:00.000Z' });
    expect(pages).toContainEqual({ path: '/products/A%26B', shopMode: 'verpackung', lastmod: '2026-11-04T10:00:00.000Z' });
  });

  it('each page once per language, its alternates in every entry, & escaped', () => {
    const xml = sitemapXml('https://s.example', [{ path: '/produkte', shopMode: 'moebel', lastmod: '2026-11-02T10:00:00.000Z' }]);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(12);
    expect(xml).toContain('<loc>https://s.example/produkte?modus=moebel&amp;lang=fr</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://s.example/produkte?modus=moebel"/>');
    expect(xml).not.toMatch(/&(?!amp;)/);
  });

  it('robots.txt names the sitemap on the origin it is given', () => {
    expect(robotsTxt('https://s.example/')).toContain('Sitemap: https://s.example/sitemap.xml');
  });
});
