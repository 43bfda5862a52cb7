import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import LoginPage from '../account/login';
import RegisterPage from '../account/register';
import RequestPasswordResetPage from '../account/request-password-reset';
import ResetPasswordPage from '../account/reset-password';
import { WEB_MESSAGES } from './i18n';
import { ACCOUNT_MESSAGES, accountText } from './i18n-account';

/** Renders a page inside a data router whose root loader data names the locale (and the register page's captcha). */
function render(element: ReactNode, locale: string): string {
  const rootData = { locale, captcha: { questionId: 1, question: 'Q?' } };
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => element, HydrateFallback: () => null, loader: () => rootData }]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: rootData } }} />);
}

describe('account pages in de/fr/en (000 §1)', () => {
  it('R000-1.04 every account text has a non-empty German, French and English version; none is shadowed by a shared one (kept apart, decision 1077)', () => {
    for (const [id, texts] of Object.entries(ACCOUNT_MESSAGES)) {
      for (const language of ['de', 'fr', 'en'] as const) expect(texts[language].trim(), `${id}.${language}`).not.toBe('');
      expect(WEB_MESSAGES).not.toHaveProperty(id);
    }
    expect(accountText('fr-FR', 'register.captcha', { question: 'Q?' })).toBe('Question de sécurité : Q?');
    // The shared texts are there too.
    expect(accountText('fr-FR', 'header.login')).toBe('Connexion');
  });

  it('R000-1.04 the login, register and password pages render in French; German stays as before', () => {
    const login = render(<LoginPage />, 'fr-FR');
    expect(login).toContain('<h1>Connexion</h1>');
    expect(login).toContain('Se connecter');
    expect(login).toContain('Mot de passe oublié ?');
    expect(login).not.toContain('Anmelden');
    const register = render(<RegisterPage />, 'fr-FR');
    expect(register).toContain("<h1>S&#x27;inscrire</h1>");
    expect(register).toContain('Particulier');
    expect(register).toContain('Prénom');
    expect(register).toContain('Question de sécurité : Q?');
    expect(render(<RequestPasswordResetPage />, 'fr-FR')).toContain('Envoyer le lien');
    expect(render(<ResetPasswordPage />, 'en-US')).toContain('<h1>New password</h1>');
    const german = render(<LoginPage />, 'de-CH');
    expect(german).toContain('<h1>Login</h1>');
    expect(german).toContain('Anmelden');
    expect(render(<RegisterPage />, 'de-CH')).toContain('Sicherheitsfrage: Q?');
  });

  it('the registration offers the countries the shop delivers to, in the reader’s language: CH and LI first, then the neighbours by name', () => {
    const countries = (html: string) => [...html.matchAll(/<option value="([A-Z]{2})"[^>]*>([^<]*)<\/option>/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(countries(render(<RegisterPage />, 'de-CH'))).toEqual(['CH Schweiz', 'LI Liechtenstein', 'DE Deutschland', 'FR Frankreich', 'IT Italien', 'AT Österreich']);
    expect(countries(render(<RegisterPage />, 'fr-FR'))).toEqual(['CH Suisse', 'LI Liechtenstein', 'DE Allemagne', 'AT Autriche', 'FR France', 'IT Italie']);
  });
});
