import { formatChf, translateMessage } from '@shop/engine/browser';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/offerten';
import { GUARDS } from '@shop/engine/browser';
import { engineContext } from '../../server/engine-context';
import { requirePage } from '../../server/guards.server';
import { historyText, useHistoryText } from '../../i18n/i18n-history';
import { shopDate } from '../../kit/dates';
import { localeOfMatches } from '../../i18n/i18n-shop';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { HistoryPager, HistoryRowMain, HistorySearch } from './history';
import { ProfileNav } from './nav';
import buyerStylesHref from '../../styles/buyer.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: buyerStylesHref }];
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: historyText(localeOfMatches(matches), 'profile.quotes') });

/**
 * /user/profile/offerten (R000-2.47): the customer's own quotes, newest first, 20 a page,
 * searched like 'Bestellungen' (number or own reference, date range) in the database; each with
 * its state (open, ordered, expired), its validity, the link to its detail page and, while it can
 * be ordered, to the quote order page (the PIN is in the quote mail).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.signedIn, ctx, request);
  const params = new URL(request.url).searchParams;
  try {
    const result = await context.get(engineContext).quotes.history.listQuotes(ctx, {
      page: params.get('seite') ?? undefined,
      q: params.get('q') ?? undefined,
      from: params.get('von') ?? undefined,
      to: params.get('bis') ?? undefined,
    });
    const label = (key: string, values?: Record<string, string>) => translateMessage(key, values, ctx.locale);
    return {
      ...result,
      rows: result.rows.map((row) => ({
        ...row,
        stateLabel: label(`quote.state.${row.state}`),
        validUntil: row.validUntilDate ? label('quote.validUntil', { date: shopDate(row.validUntilDate, ctx.locale) }) : null,
        // Requested, not yet sent by staff: nothing to order yet (decision 813).
        hint: row.state === 'OPEN' && !row.orderable ? label('quote.inProgress') : null,
      })),
      toOrder: label('quote.toOrder'),
    };
  } catch (error) {
    throw toRouteError(error);
  }
}

export default function QuotesPage() {
  const t = useHistoryText();
  const { rows, page, pageCount, toOrder } = useLoaderData<typeof loader>();
  return (
    <section className="container account-page history-page">
      <h1>{t('profile.quotes')}</h1>
      <ProfileNav />
      <HistorySearch idPrefix="quotes" searchLabel={t('history.quoteSearchLabel')} />
      {rows.length === 0 ? (
        <p>{t('history.noneQuotes')}</p>
      ) : (
        <ul className="history-list quote-list" aria-label={t('profile.quotes')}>
          {rows.map((row) => (
            <li key={row.id} className="history-row" data-quote={row.formattedId} data-quote-state={row.state}>
              <HistoryRowMain to={`/user/profile/offerten/${encodeURIComponent(row.formattedId)}`} label={t('quote.open.detail', { id: row.formattedId })} row={row} />
              <div className="history-row__state">
                <span className={`status-badge status-badge--${row.state.toLowerCase()} quote-state`}>{row.stateLabel}</span>
                {row.validUntil && <span className="history-row__date">{row.validUntil}</span>}
              </div>
              <div className="history-row__total">
                <strong>{row.grandTotal === null ? t('order.noPrice') : `CHF ${formatChf(row.grandTotal)}`}</strong>
                {row.orderable && (
                  <Link to={row.checkoutPath} className="button button--primary button--small">
                    {toOrder}
                  </Link>
                )}
                {row.hint && <span className="quote-state--in-progress">{row.hint}</span>}
              </div>
            </li>
          ))}
        </ul>
      )}
      <HistoryPager page={page} pageCount={pageCount} />
    </section>
  );
}
