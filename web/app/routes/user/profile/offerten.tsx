import { formatChf, translateMessage } from '@shop/engine/browser';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/offerten';
import { guards } from '../../../api-routes';
import { engineContext } from '../../../lib/engine-context';
import { requirePage } from '../../../lib/guards.server';
import { t as translate, useT } from '../../../lib/i18n';
import { shopDate } from '../../../lib/dates';
import { localeOfMatches } from '../../../lib/i18n-shop';
import { pageMeta } from '../../../lib/meta';
import { requestContext } from '../../../lib/request-context.server';
import { HistoryPager, HistorySearch } from './history';
import { ProfileNav } from './nav';
import buyerStylesHref from '../../../styles/buyer.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: buyerStylesHref }];
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: translate(localeOfMatches(matches), 'profile.quotes') });

/**
 * /user/profile/offerten (R000-2.47): the customer's own quotes, newest first, each with its state
 * (open, ordered, expired), its validity and, while open, the link to order it (the PIN is in
 * the quote mail).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(guards.auth, ctx, request);
  const all = await context.get(engineContext).quotes.listQuotes(ctx, { customerId: ctx.customerId! });
  // Search and pages like 'Bestellungen' (issue 20): a customer's quotes are few, filtered here.
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim().toLowerCase();
  const from = params.get('von') ?? '';
  const to = params.get('bis') ?? '';
  const matching = all
    .filter((quote) => !q || quote.formattedId.toLowerCase().includes(q) || (quote.orderReference ?? '').toLowerCase().includes(q))
    .filter((quote) => (!from || quote.createdAt.slice(0, 10) >= from) && (!to || quote.createdAt.slice(0, 10) <= to))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const pageCount = Math.max(1, Math.ceil(matching.length / QUOTES_PER_PAGE));
  const page = Math.min(Math.max(Number.parseInt(params.get('seite') ?? '1', 10) || 1, 1), pageCount);
  const quotes = matching.slice((page - 1) * QUOTES_PER_PAGE, page * QUOTES_PER_PAGE);
  return {
    locale: ctx.locale,
    page,
    pageCount,
    total: matching.length,
    quotes: quotes.map((quote) => ({
      id: quote.id,
      formattedId: quote.formattedId,
      createdAt: quote.createdAt,
      grandTotal: quote.finalPrice ?? quote.grandTotal,
      state: quote.state,
      validUntilDate: quote.validUntilDate,
      checkoutPath: quote.checkoutPath,
      orderable: quote.orderable,
      orderReference: quote.orderReference ?? null,
    })),
  };
}

const QUOTES_PER_PAGE = 20;


export default function QuotesPage() {
  const { quotes, locale, page, pageCount } = useLoaderData<typeof loader>();
  const t = (key: string, params?: Record<string, string>) => translateMessage(key, params, locale);
  const tWeb = useT();
  return (
    <section className="container account-page">
      <h1>{tWeb('profile.quotes')}</h1>
      <ProfileNav />
      <HistorySearch idPrefix="quotes" searchLabel={tWeb('history.quoteSearchLabel')} />
      {quotes.length === 0 ? (
        <p>{t('quote.none')}</p>
      ) : (
        <ul className="order-list quote-list" aria-label={tWeb('profile.quotes')}>
          {quotes.map((quote) => (
            <li key={quote.id} data-quote-state={quote.state}>
              {quote.formattedId} · {shopDate(quote.createdAt, locale)}
              {quote.orderReference && <> · {tWeb('order.yourRef', { ref: quote.orderReference })}</>}
              {quote.grandTotal && <> · CHF {formatChf(quote.grandTotal)}</>} · <span className="quote-state">{t(`quote.state.${quote.state}`)}</span>
              {quote.validUntilDate && <> · {t('quote.validUntil', { date: shopDate(quote.validUntilDate, locale) })}</>}
              {quote.state === 'OPEN' &&
                (quote.orderable ? (
                  <>
                    {' · '}
                    <Link to={quote.checkoutPath}>{t('quote.toOrder')}</Link>
                  </>
                ) : (
                  // Requested, not yet sent by staff: nothing to order yet (decision 813).
                  <span className="quote-state--in-progress"> · {t('quote.inProgress')}</span>
                ))}
            </li>
          ))}
        </ul>
      )}
      <HistoryPager page={page} pageCount={pageCount} />
    </section>
  );
}
