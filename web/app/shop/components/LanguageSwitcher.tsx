import { LOCALES } from '@shop/engine/browser';
import { useLocation } from 'react-router';
import { languageLabels, useLocale, useT } from '../../i18n/i18n';

/**
 * Language switch in the header: a plain form POST to /sprache that sets the `lang` cookie and
 * redirects back to the current page, so it works without JavaScript (R000-1.04–1.06).
 */
export function LanguageSwitcher() {
  const locale = useLocale();
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <form method="post" action="/sprache" className="language-switch" aria-label={t('header.language')}>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {LOCALES.map((option) => (
        // No explicit type: a button in a form submits anyway, and page tests that click
        // `button[type="submit"]` keep meaning their own form, not this header switch.
        <button
          key={option}
          name="locale"
          value={option}
          lang={option}
          className="language-switch__button topbar__link"
          aria-pressed={option === locale}
        >
          {languageLabels[option]}
        </button>
      ))}
    </form>
  );
}
