import { pushConsent, dataLayer } from '../analytics';
import { storeConsent, useConsent } from '../consent';
import { useT } from '../../i18n/i18n';

/**
 * The cookie banner (R000-2.77, R000-4.50–4.52): accept or decline, shown only while no choice is
 * stored. The server renders it when the request's consent cookie names no choice, so it is in the
 * page from the first paint (decision 1156); the head's boot script hides it before paint for a
 * choice only local storage knew, and answers a button pressed before React took over. The choice
 * pushes a consent update for advertising and analytics.
 */
export function CookieBanner() {
  const consent = useConsent();
  const t = useT();
  if (consent !== undefined) return null;
  const choose = (accepted: boolean) => {
    storeConsent(accepted);
    const layer = dataLayer();
    if (layer) pushConsent(layer, 'update', accepted);
  };
  return (
    <section className="cookie-banner" role="region" aria-label={t('consent.label')} data-testid="cookie-banner">
      <div className="container cookie-banner__inner">
        <p className="cookie-banner__text">{t('consent.text')}</p>
        <div className="cookie-banner__actions">
          <button type="button" className="button" data-consent-choice="false" onClick={() => choose(false)}>
            {t('consent.decline')}
          </button>
          <button type="button" className="button button--primary" data-consent-choice="true" onClick={() => choose(true)}>
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
