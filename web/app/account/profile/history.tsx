import { Form, Link, useSearchParams } from 'react-router';
import { shopDate } from '../../kit/dates';
import { useLocale } from '../../i18n/i18n';
import { useHistoryText } from '../../i18n/i18n-history';

/** Newer/older links of a history list; the search stays in the URL (`seite`). */
export function HistoryPager({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useHistoryText();
  const [searchParams] = useSearchParams();
  if (pageCount <= 1) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target <= 1) next.delete('seite');
    else next.set('seite', String(target));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return (
    <nav className="history-pager" aria-label={t('history.pages')}>
      {page > 1 ? <Link to={to(page - 1)}>{t('history.newer')}</Link> : <span />}
      <span>{t('history.page', { page, pages: pageCount })}</span>
      {page < pageCount ? <Link to={to(page + 1)}>{t('history.older')}</Link> : <span />}
    </nav>
  );
}

/**
 * The search of a history list (orders, quotes): text, date range, and 'reset' while searching;
 * a GET form, so the URL keeps the search for the pager and for a bookmark.
 */
export function HistorySearch({ idPrefix, searchLabel }: { idPrefix: string; searchLabel: string }) {
  const t = useHistoryText();
  const [searchParams] = useSearchParams();
  const searching = ['q', 'von', 'bis'].some((name) => searchParams.get(name));
  return (
    <Form method="get" className="history-search" role="search" aria-label={searchLabel}>
      <div className="form-field history-search__text">
        <label htmlFor={`${idPrefix}-q`}>{searchLabel}</label>
        <input id={`${idPrefix}-q`} name="q" type="search" defaultValue={searchParams.get('q') ?? ''} />
      </div>
      <div className="form-field">
        <label htmlFor={`${idPrefix}-from`}>{t('history.from')}</label>
        <input id={`${idPrefix}-from`} name="von" type="date" defaultValue={searchParams.get('von') ?? ''} />
      </div>
      <div className="form-field">
        <label htmlFor={`${idPrefix}-to`}>{t('history.to')}</label>
        <input id={`${idPrefix}-to`} name="bis" type="date" defaultValue={searchParams.get('bis') ?? ''} />
      </div>
      <div className="history-search__actions">
        <button type="submit" className="button button--primary">
          {t('history.search')}
        </button>
        {searching && (
          <Link to="?" className="button">
            {t('history.reset')}
          </Link>
        )}
      </div>
    </Form>
  );
}

/** The first cell of a history row: the number linking to its detail page, the date and the own reference. */
export function HistoryRowMain({ to, label, row }: { to: string; label: string; row: { formattedId: string; createdAt: string; orderReference: string | null } }) {
  const t = useHistoryText();
  const locale = useLocale();
  return (
    <div className="history-row__main">
      <Link to={to} className="history-row__number" aria-label={label}>
        {row.formattedId}
      </Link>
      <span className="history-row__date">{shopDate(row.createdAt, locale)}</span>
      {row.orderReference && <span className="history-row__ref">{t('order.yourRef', { ref: row.orderReference })}</span>}
    </div>
  );
}
