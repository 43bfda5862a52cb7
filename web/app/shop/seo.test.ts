import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../i18n/i18n';
import { localeOfLangParam, withoutLangParam } from '../i18n/locale-prefix';
import { alternatesOf, availabilityOf, breadcrumbJsonLd, isIndexablePath, ogLocaleOf, pageUrl, productJsonLd } from './seo';

describe('page URLs per language (decision 1094)', () => {
  it('R000-1.05 ?lang= names de, fr or en; anything else names no language', () => {
    expect(localeOfLangParam('de')).toBe('de-CH');
    expect(localeOfLangParam('fr')).toBe('fr-FR');
    expect(localeOfLangParam('en')).toBe('en-US');
    for (const value of ['FR', 'fr-FR', 'it', '', null, undefined]) expect(localeOfLangParam(value)).toBeUndefined();
  });

  it('a page URL is the origin, the path, modus for a furniture page outside /-moebel, and lang', () => {
    expect(pageUrl('https://shop.example/', '/produkte/kisten', { shopMode: 'verpackung', locale: 'fr-FR' })).toBe('https://shop.example/produkte/kisten?lang=fr');
    expect(pageUrl('https://shop.example', '/products/BANK_1', { shopMode: 'moebel', locale: 'de-CH' })).toBe('https://shop.example/products/BANK_1?modus=moebel&lang=de');
    expect(pageUrl('https://shop.example', '/-moebel/gallerie', { shopMode: 'moebel', locale: 'en-US' })).toBe('https://shop.example/-moebel/gallerie?lang=en');
    expect(pageUrl('https://shop.example', '/produkte/b%C3%A4nke', { shopMode: 'moebel' })).toBe('https://shop.example/produkte/b%C3%A4nke?modus=moebel');
  });

  it('R000-1.05 the language switch goes back without ?lang=, which would outvote the new choice', () => {
    expect(withoutLangParam('/products/K?lang=fr&menge=2')).toBe('/products/K?menge=2');
    expect(withoutLangParam('/produkte/kisten?lang=en')).toBe('/produkte/kisten');
    expect(withoutLangParam('/agb?x=1')).toBe('/agb?x=1');
    // The parser's normalisation can make a path look like another host: the switch checks it again.
    expect(safeRedirectPath(withoutLangParam('/.//evil.example?lang=fr'))).toBe('/');
  });

  it('alternates: the three languages and x-default without lang', () => {
    expect(alternatesOf('http://127.0.0.1:3000', '/agb')).toEqual([
      { hreflang: 'de-CH', href: 'http://127.0.0.1:3000/agb?lang=de' },
      { hreflang: 'fr-FR', href: 'http://127.0.0.1:3000/agb?lang=fr' },
      { hreflang: 'en-US', href: 'http://127.0.0.1:3000/agb?lang=en' },
      { hreflang: 'x-default', href: 'http://127.0.0.1:3000/agb' },
    ]);
    expect(ogLocaleOf('de-CH')).toBe('de_CH');
  });

  it('back office, API, account, cart, checkout and search are not indexable; the shop is', () => {
    for (const path of ['/admin', '/admin/Orders', '/api/product', '/checkout/', '/checkout-quote/x', '/user/login', '/favoriten/merken', '/suche', '/sprache']) expect(isIndexablePath(path), path).toBe(false);
    for (const path of ['/-verpackung', '/produkte/kisten', '/products/KISTE_0001', '/agb', '/administration-tipps']) expect(isIndexablePath(path), path).toBe(true);
  });
});

describe('schema.org objects (decision 1094)', () => {
  const input = { url: 'https://s.example/products/K?lang=de', name: 'Kiste', articleNumber: 'K', description: null, image: 'https://s.example/api/media/product-overview/K', brand: 'Holzwerk Shop', price: '12.50', available: true, madeToOrder: false };

  it('a Product with an Offer in CHF, availability by the cart line; no Offer without a public price', () => {
    expect(productJsonLd(input)).toMatchObject({ '@type': 'Product', sku: 'K', offers: { '@type': 'Offer', price: '12.50', priceCurrency: 'CHF', availability: 'https://schema.org/InStock' } });
    expect(productJsonLd(input)).not.toHaveProperty('description');
    expect(productJsonLd({ ...input, price: null })).not.toHaveProperty('offers');
    expect(availabilityOf(true, true)).toBe('https://schema.org/MadeToOrder');
    expect(availabilityOf(false, false)).toBe('https://schema.org/OutOfStock');
  });

  it('a BreadcrumbList counts its items from 1', () => {
    expect(breadcrumbJsonLd([{ name: 'A', url: 'u1' }, { name: 'B', url: 'u2' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'A', item: 'u1' },
      { '@type': 'ListItem', position: 2, name: 'B', item: 'u2' },
    ]);
  });
});
