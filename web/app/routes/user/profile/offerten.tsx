import { formatChf, translateMessage } from '@shop/engine/browser';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/offerten';
import { guards } from '../../../api-routes';
import { engineContext } from '../../../lib/engine-context';
import { requirePage } from '../../../lib/guards.server';
import { t as translate, useT } from '../../../lib/i18n';
import { localeOfMatches } from '../../../lib/i18n-shop';
import { pageMeta } from '../../../lib/meta';
import { requestContext } from '../../../lib/request-context.server';
import { ProfileNav } from './nav';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: translate(localeOfMatches(matches), 'profile.quotes') });

/**
 * /user/profile/offerten (R000-2.47): the customer's own quotes, newest first, each with its state
 * (open, ordered, expired), its validity and, while open, the link to order it (the PIN is in
 * the quote mail).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(guards.auth, ctx, request);
  const quotes = await context.get(engineContext).quotes.listQuotes(ctx, { customerId: ctx.customerId! });
  return {
    locale: ctx.locale,
    quotes: quotes.map((quote) => ({
      id: quote.id,
      formattedId: quote.formattedId,
      createdAt: quote.createdAt,
      grandTotal: quote.finalPrice ?? quote.grandTotal,
      state: quote.state,
      validUntilDate: quote.validUntilDate,
      checkoutPath: quote.checkoutPath,
      orderable: quote.orderable,
    })),
  };
}

const swissDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export default function QuotesPage() {
  const { quotes, locale } = useLoaderData<typeof loader>();
  const t = (key: string, params?: Record<string, string>) => translateMessage(key, params, locale);
  const tWeb = useT();
  return (
    <section className="container account-page">
      <h1>{tWeb('profile.quotes')}</h1>
      <ProfileNav />
      {quotes.length === 0 ? (
        <p>{t('quote.none')}</p>
      ) : (
        <ul className="order-list quote-list" aria-label={tWeb('profile.quotes')}>
          {quotes.map((quote) => (
            <li key={quote.id} data-quote-state={quote.state}>
              {quote.formattedId} · {swissDate(quote.createdAt.slice(0, 10))}
              {quote.grandTotal && <> · CHF {formatChf(quote.grandTotal)}</>} · <span className="quote-state">{t(`quote.state.${quote.state}`)}</span>
              {quote.validUntilDate && <> · {t('quote.validUntil', { date: swissDate(quote.validUntilDate) })}</>}
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
    </section>
  );
}
