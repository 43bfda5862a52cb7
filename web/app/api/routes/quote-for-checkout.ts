import { clientAddressOf } from './auth.server';
import { apiRoute } from '../api.server';

/**
 * GET /api/quote/for-checkout?uuid&pin (R000-7.27, R000-7.28, R001-7.078, guard public): the quote
 * for its checkout, or 200 with the body `null` on ANY failure — unknown uuid, wrong PIN, too many
 * attempts, expired, already ordered (docs/decisions/640-quote-lookup-answer.md).
 */
export const loader = apiRoute(async ({ engine, query, context }) => {
  const quote = await engine.quotes.getQuoteForCheckout({ uuid: query.uuid ?? '', pin: query.pin ?? '' }, { clientAddress: clientAddressOf(context) });
  return Response.json(quote, { headers: { 'Cache-Control': 'no-store' } });
});
