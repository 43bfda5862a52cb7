import { evaluateGuard } from '@shop/engine';
import { localizedText } from '@shop/engine/browser';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/zuletzt-bestellt';
import { GUARDS } from '@shop/engine/browser';
import { productPath } from '../../shop/components/ProductCard';
import { ProductImage, productImageUrl } from '../../shop/components/ProductImage';
import { cartActions } from '../../checkout/cart';
import { engineContext } from '../../server/engine-context';
import { requirePage } from '../../server/guards.server';
import { useLocale } from '../../i18n/i18n';
import { historyText, useHistoryText } from '../../i18n/i18n-history';
import { localeOfMatches } from '../../i18n/i18n-shop';
import { shopDate } from '../../kit/dates';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import buyerStylesHref from '../../styles/buyer.css?url';
import { FavouritesNav } from './nav';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: buyerStylesHref }];
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: historyText(localeOfMatches(matches), 'favourites.recent') });

/**
 * /favoriten/zuletzt-bestellt (R000-2.54): the products of the customer's recent orders,
 * each with its configuration in words, the last quantity and the order, to put into the cart again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.signedIn, ctx, request);
  const products = await context.get(engineContext).orders.history.recentProducts(ctx);
  return {
    products: products.map((product) => ({ ...product, name: localizedText(product.name, product.translations, ctx.locale, 'name') })),
    quickOrder: evaluateGuard(GUARDS.quickOrder, ctx) === 'ok',
  };
}

export default function RecentlyOrderedPage() {
  const t = useHistoryText();
  const locale = useLocale();
  const { products, quickOrder } = useLoaderData<typeof loader>();
  const [added, setAdded] = useState<string | null>(null);
  return (
    <section className="container account-page">
      <h1>{t('favourites.recent')}</h1>
      <FavouritesNav quickOrder={quickOrder} />
      {products.length === 0 ? (
        <p>{t('favourites.noOrders')}</p>
      ) : (
        <ul aria-label={t('favourites.recent')} className="my-products">
          {products.map((product) => {
            const key = `${product.productId}-${JSON.stringify(product.configuration)}`;
            return (
              <li key={key} className="my-product" data-article-number={product.articleNumber}>
                <Link to={productPath(product.articleNumber)} className="my-product__image" tabIndex={-1} aria-hidden="true">
                  <ProductImage src={productImageUrl(product.articleNumber)} alt="" />
                </Link>
                <div className="my-product__main">
                  <Link to={productPath(product.articleNumber)} className="my-product__name">
                    {product.name}
                  </Link>
                  <small>
                    {t('product.articleNumber')} {product.articleNumber}
                  </small>
                  {product.properties.length > 0 && <small>{product.properties.map((property) => `${property.name}: ${property.value}`).join(' · ')}</small>}
                  <small>
                    {t('recent.last', {
                      quantity: product.quantity,
                      date: shopDate(product.lastOrderedAt, locale),
                    })}{' '}
                    <Link to={`/user/profile/bestellungen/${encodeURIComponent(product.formattedId)}`}>{product.formattedId}</Link>
                    {product.timesOrdered > 1 && <> · {t('recent.times', { count: product.timesOrdered })}</>}
                  </small>
                </div>
                <div className="my-product__actions">
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => {
                      cartActions.add({
                        product: { id: product.productId, name: product.name, articleNumber: product.articleNumber },
                        configuration: product.configuration,
                        quantity: product.quantity,
                        productImageUrl: productImageUrl(product.articleNumber),
                      });
                      setAdded(key);
                    }}
                  >
                    {t('recent.again', { quantity: product.quantity })}
                  </button>
                  {added === key && (
                    <span role="status" className="my-product__added">
                      {t('favourite.added')} <Link to="/checkout">{t('order.toCart')}</Link>
                    </span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
