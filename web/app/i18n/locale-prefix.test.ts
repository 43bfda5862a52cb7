import { DEFAULT_LOCALE, LOCALES } from '@shop/engine/browser';
import { describe, expect, it } from 'vitest';
import { defaultDescription, defaultTitle } from '../kit/company';
import { localeOfRequest, t, WEB_MESSAGES } from './i18n';
import { localePrefixTarget } from './locale-prefix';
import { pageMeta } from '../kit/meta';

const at = (path: string) => new URL(path, 'http://localhost');

describe('languages of the shop (001 §1)', () => {
  it('R001-1.23 R000-1.04 the interface is German, with French and English locales present', () => {
    expect(DEFAULT_LOCALE).toBe('de-CH');
    expect([...LOCALES]).toEqual(['de-CH', 'fr-FR', 'en-US']);
    expect(t('de-CH', 'cart.title')).toBe('Warenkorb');
    expect(t('fr-FR', 'cart.title')).toBe('Panier');
    expect(t('en-US', 'cart.title')).toBe('Cart');
    for (const [id, texts] of Object.entries(WEB_MESSAGES)) {
      for (const language of ['de', 'fr', 'en'] as const) expect(texts[language], `${id} ${language}`).not.toBe('');
    }
  });

  it('R001-1.24 R000-1.06 a locale prefix in the path selects the language and leads to the same page without prefix', () => {
    expect(localePrefixTarget(at('/fr/products/KISTE_0002?menge=2'))).toEqual({ locale: 'fr-FR', path: '/products/KISTE_0002?menge=2' });
    expect(localePrefixTarget(at('/en/produkte/kisten'))).toEqual({ locale: 'en-US', path: '/produkte/kisten' });
    expect(localePrefixTarget(at('/DE/checkout/'))).toEqual({ locale: 'de-CH', path: '/checkout/' });
    // Not a prefix: the shop's own paths.
    expect(localePrefixTarget(at('/fragen'))).toBeUndefined();
    expect(localePrefixTarget(at('/products/fr'))).toBeUndefined();
    // Never a redirect off the site.
    expect(localePrefixTarget(at('/fr//evil.example'))?.path).toBe('/');
  });

  it('R001-1.25 the root redirect option: /fr, /en, /de alone select the language and go to the root', () => {
    expect(localePrefixTarget(at('/fr'))).toEqual({ locale: 'fr-FR', path: '/' });
    expect(localePrefixTarget(at('/en/'))).toEqual({ locale: 'en-US', path: '/' });
  });

  it('R001-1.27 per-domain locales are optional and not configured: the same cookie decides on every host', () => {
    // localeOfRequest reads cookie and Accept-Language only; no host takes part (docs/decisions/540-locale-prefix.md).
    expect(localeOfRequest.length).toBe(2);
    expect(localeOfRequest('lang=fr-FR', 'de-CH')).toBe('fr-FR');
    expect(localeOfRequest(undefined, undefined)).toBe('de-CH');
  });

  it('R001-1.28 R001-1.29 the page title names the company’s web shop; the description: supplier of wooden crates and pallet furniture', () => {
    const [title, description] = pageMeta();
    expect(title).toEqual({ title: defaultTitle });
    expect(defaultTitle).toMatch(/Shop/);
    expect(description).toEqual({ name: 'description', content: defaultDescription });
    expect(defaultDescription).toMatch(/Lieferant/);
    expect(defaultDescription).toMatch(/Holzkisten/);
    expect(defaultDescription).toMatch(/Palettenmöbel/);
    expect(pageMeta({ title: 'Warenkorb' })[0]).toEqual({ title: `Warenkorb | ${defaultTitle}` });
  });
});
