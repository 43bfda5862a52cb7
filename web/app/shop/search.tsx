import { Form, Link, data, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/search';
import { ProductList } from './components/ProductCard';
import { engineContext } from '../server/engine-context';
import { t as translate, useT } from '../i18n/i18n';
import { localeOfMatches } from '../i18n/i18n-shop';
import { pageMeta } from '../kit/meta';
import { requestContext } from '../server/request-context.server';
import { toRouteError } from '../kit/route-error.server';
import productStylesHref from '../styles/product.css?url';
import buyerStylesHref from '../styles/buyer.css?url';
import { toProductSummary, withPictureVersions } from './product.server';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: productStylesHref },
  { rel: 'stylesheet', href: buyerStylesHref },
];
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: translate(localeOfMatches(matches), 'search.title') });

/** The link of a search for a text. */
const searchPath = (q: string) => `/suche?q=${encodeURIComponent(q)}`;

/**
 * /suche?q=: products by name, description, article number or the customer's own article number,
 * with the caller's prices; `&vorschlag=1` answers the header's suggestions (8 names, no prices).
 * A query that finds nothing as typed answers the hits of its corrected words and the corrected
 * query as `suggestion` ("Meinten Sie …", decision 1136).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const engine = context.get(engineContext);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  try {
    if (url.searchParams.get('vorschlag') === '1') {
      const { hits, suggestion } = await engine.catalog.search.search(ctx, { q, limit: 8 });
      return data({ q, suggestion, suggestions: hits, products: [], ownNumbers: {} as Record<number, string> });
    }
    const { hits, suggestion } = await engine.catalog.search.search(ctx, { q });
    if (hits.length === 0) return { q, suggestion, suggestions: [], products: [], ownNumbers: {} as Record<number, string> };
    const page = await engine.catalog.products.listProducts(ctx, { ids: hits.map((hit) => hit.productId).join(','), withPrices: true, perPage: hits.length });
    const byId = new Map(page.items.map((item) => [item.id, item]));
    const products = hits.flatMap((hit) => {
      const item = byId.get(hit.productId);
      return item ? [toProductSummary(item, ctx.locale)] : [];
    });
    const ownNumbers: Record<number, string> = {};
    for (const hit of hits) if (hit.ownNumber) ownNumbers[hit.productId] = hit.ownNumber;
    return { q, suggestion, suggestions: [], products: await withPictureVersions(engine, products), ownNumbers };
  } catch (error) {
    throw toRouteError(error);
  }
}

export default function SearchPage() {
  const t = useT();
  const { q, suggestion, products, ownNumbers } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  return (
    <section className="container search-page">
      <h1 id="search-page-title">{q ? t('search.resultsFor', { q }) : t('search.title')}</h1>
      {/* Named apart from the header's search (landmark-unique, decision 1098). */}
      <Form method="get" role="search" aria-labelledby="search-page-title" className="search-page__form">
        <label htmlFor="search-page-q" className="visually-hidden">
          {t('search.label')}
        </label>
        <input id="search-page-q" name="q" type="search" defaultValue={searchParams.get('q') ?? ''} placeholder={t('search.placeholder')} />
        <button type="submit" className="button button--primary">
          {t('history.search')}
        </button>
      </Form>
      {suggestion && (
        <p className="search-page__did-you-mean">
          <Link to={searchPath(suggestion)}>{t('search.didYouMean', { q: suggestion })}</Link>
        </p>
      )}
      {q && (
        <p className="history-count" aria-live="polite">
          {products.length === 1 ? t('search.countOne') : t('search.count', { count: products.length })}
        </p>
      )}
      {q && products.length === 0 && <p>{t('search.none')}</p>}
      {products.length > 0 && <ProductList products={products} ownNumbers={ownNumbers} headingLevel={2} />}
    </section>
  );
}
