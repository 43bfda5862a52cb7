import { DEFAULT_COMPANY_PROFILE, LANGUAGE_COOKIE_MAX_AGE_DAYS } from '@shop/engine/browser';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './i18n-account';
import { contentPages, SERVICE_PAGES, servicesMenu } from './i18n-content';
import { FEDEX_MESSAGES, fedexText } from './i18n-fedex';
import { HISTORY_MESSAGES, historyText } from './i18n-history';
import { PROFILE_MESSAGES } from './i18n-profile';
import { LANGUAGE_COOKIE, WEB_MESSAGES, localeFromCookie, localeOfRequest, safeRedirectPath, serializeLanguageCookie, t } from './i18n';

const CONTENT_PAGES = contentPages(DEFAULT_COMPANY_PROFILE);

describe('web messages', () => {
  it('R000-1.04 every message has German, French and English text (the shared catalogue and the pages\' own, decision 1077)', () => {
    for (const [id, texts] of Object.entries({ ...WEB_MESSAGES, ...ACCOUNT_MESSAGES, ...PROFILE_MESSAGES, ...FEDEX_MESSAGES, ...HISTORY_MESSAGES })) {
      for (const language of ['de', 'fr', 'en'] as const) expect(texts[language].trim(), `${id}.${language}`).not.toBe('');
    }
    for (const page of [...Object.values(CONTENT_PAGES), ...Object.values(SERVICE_PAGES)]) {
      expect(Object.keys(page).sort()).toEqual(['de', 'en', 'fr']);
    }
  });

  it('the pages\' own catalogues share no id with each other or with the shared one (none shadows another)', () => {
    const ids = [WEB_MESSAGES, ACCOUNT_MESSAGES, PROFILE_MESSAGES, FEDEX_MESSAGES, HISTORY_MESSAGES].flatMap((catalogue) => Object.keys(catalogue));
    expect(new Set(ids).size).toBe(ids.length);
    expect(fedexText('fr-FR', 'tracking.title')).toBe('Suivi de l’envoi FedEx');
    expect(historyText('de-CH', 'order.noPrice')).toBe('auf Anfrage');
    // The shared texts through a page's own `t`.
    expect(historyText('en-US', 'history.search')).toBe('Search');
  });

  it('R000-5.28 R000-8.11 R000-8.12 R000-8.13 German texts are verbatim from the spec, placeholders filled', () => {
    expect(t('de-CH', 'header.register')).toBe('Registrieren');
    expect(t('fr-FR', 'header.register')).toBe("S'inscrire");
    expect(t('en-US', 'footer.terms')).toBe('Terms');
    expect(t('de-CH', 'contact.incomplete')).toBe('Bitte füllen Sie das Formular vollständig aus.');
    expect(t('de-CH', 'contact.success')).toBe('Ihre Nachricht wurde erfolgreich versendet.');
    expect(t('de-CH', 'contact.successFollowUp')).toBe('Wir werden uns schnellstmöglich bei Ihnen melden.');
    expect(t('de-CH', 'contact.failure', { email: 'info@holzwerk-shop.ch' })).toBe(
      'Der Server konnte Ihre Nachricht nicht versenden. Schreiben Sie uns direkt eine Mail an info@holzwerk-shop.ch',
    );
  });

  it('R000-9.18 R000-9.19 R000-9.20 R000-9.21 R000-9.22 R000-9.23 the terms name 30 days, CHF 30, 14 days, at once, a week, Olten and pickup in Niedergösgen', () => {
    const text = JSON.stringify(CONTENT_PAGES.agb.de);
    for (const part of ['innert 30 Tagen', 'CHF 30', 'innert 14 Tagen ab Lieferung', 'sofort', 'innert einer Woche', 'Gerichtsstand ist Olten', 'Niedergösgen']) {
      expect(text).toContain(part);
    }
    expect(JSON.stringify(CONTENT_PAGES.agb.en)).toContain('Olten');
  });

  it('R000-2.74 the services menu lists lagern, gefahrgut, transportieren, verpacken, logistik, verpackungsberatung', () => {
    expect(servicesMenu.map((entry) => entry.entry)).toEqual(['lagern', 'gefahrgut', 'transportieren', 'verpacken', 'logistik', 'verpackungsberatung']);
    expect(servicesMenu.map((entry) => entry.slug).sort()).toEqual(['beratung', 'gefahrgut', 'lagern', 'logistik', 'transport', 'verpacken']);
    for (const entry of servicesMenu) expect(entry.to).toBe(`/-verpackung/dienstleistungen/${entry.slug}`);
  });
});

describe('language cookie', () => {
  it('R000-1.05 R000-1.06 the lang cookie is kept 365 days on path /, with no URL prefix', () => {
    expect(LANGUAGE_COOKIE).toBe('lang');
    expect(LANGUAGE_COOKIE_MAX_AGE_DAYS).toBe(365);
    expect(serializeLanguageCookie('fr-FR')).toBe('lang=fr-FR; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(serializeLanguageCookie('en-US', { secure: true })).toContain('; Secure');
  });

  it('R000-1.05 R001-1.26 the cookie decides; without it the first supported Accept-Language; else de-CH', () => {
    expect(localeFromCookie('shopMode=moebel; lang=fr-FR')).toBe('fr-FR');
    expect(localeFromCookie('lang=xx-XX')).toBeUndefined();
    expect(localeFromCookie(null)).toBeUndefined();
    expect(localeOfRequest('lang=en-US', 'fr-CH,fr;q=0.9')).toBe('en-US');
    expect(localeOfRequest(null, 'fr-CH,fr;q=0.9,de;q=0.8')).toBe('fr-FR');
    expect(localeOfRequest(null, 'it-CH,en;q=0.5')).toBe('en-US');
    expect(localeOfRequest(null, 'it-CH')).toBe('de-CH');
    expect(localeOfRequest('lang=garbage', null)).toBe('de-CH');
  });

  it('the language switch only redirects to paths of the shop', () => {
    expect(safeRedirectPath('/agb?x=1')).toBe('/agb?x=1');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
  });
});
