import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Locale } from '@shop/engine/browser';
import { t as translate, useLocale, useT } from '../i18n/i18n';
import { errorMessageText } from './route-error';

/** The error page: status and message (000 §2 Layout, R000-2.75). */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="error-page container">
      <p className="error-page__status">{status}</p>
      <h1 className="error-page__message">
        {errorMessageText(message, locale).split('\n').map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </h1>
      <p>
        <Link to="/" className="button">
          {t('error.home')}
        </Link>
      </p>
    </section>
  );
}

/**
 * What appears when the error page itself cannot be shown (R000-2.76), in the shopper's language.
 * Takes the locale as a prop: no hook that might be what failed.
 */
export function ErrorFallback({ locale = 'de-CH' }: { locale?: Locale | undefined }) {
  return (
    <p className="error-fallback">
      {translate(locale, 'error.fallback')} <a href="/">{translate(locale, 'error.home')}</a>
    </p>
  );
}

/** Shows {@link ErrorFallback} in the browser when rendering its children fails. */
export class ErrorPageGuard extends Component<{ children: ReactNode; locale?: Locale | undefined }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorFallback locale={this.props.locale} /> : this.props.children;
  }
}
