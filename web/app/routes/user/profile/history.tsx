import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n';

const STATUS_KEYS: Record<number, string> = { 1: 'PLACED', 2: 'SENT', 3: 'PREPARATION', 4: 'DELIVERED', 5: 'INVOICED', 6: 'CANCELED' };

/** The catalogue key of an order status id (orderStatus.<KEY>). */
export const orderStatusKey = (id: number): string => STATUS_KEYS[id] ?? 'PLACED';

/** Newer/older links of a history list; the search stays in the URL (`seite`). */
export function HistoryPager({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useT();
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
