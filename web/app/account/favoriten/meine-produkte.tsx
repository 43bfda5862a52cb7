import { evaluateGuard } from '@shop/engine';
import { formatChf, localizedText } from '@shop/engine/browser';
import { GraduatedPriceTable, UnavailablePrice } from '../../shop/components/PriceInfo';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { FavouriteToggle } from '../components/FavouriteToggle';
import { productPath } from '../../shop/components/ProductCard';
import { ProductImage, productImageUrl } from '../../shop/components/ProductImage';
import { cartActions } from '../../checkout/cart';
import buyerStylesHref from '../../styles/buyer.css?url';
import type { Route } from './+types/meine-produkte';
import { GUARDS } from '@shop/engine/browser';
import { engineContext } from '../../server/engine-context';
import { requirePage } from '../../server/guards.server';
import { historyText, useHistoryText } from '../../i18n/i18n-history';
import { localeOfMatches } from '../../i18n/i18n-shop';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { FavouritesNav } from './nav';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: buyerStylesHref }];
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: historyText(localeOfMatches(matches), 'favourites.myProducts') });

/** /favoriten/meine-produkte (R000-2.52): the customer's favourites and own (customer-only) products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.signedIn, ctx, request);
  const engine = context.get(engineContext);
  const [favourites, owned] = await Promise.all([
    engine.catalog.products.listProducts(ctx, { customerId: ctx.customerId!, customerProduct: 'favorites', perPage: 100, withPrices: true }),
    engine.catalog.products.listProducts(ctx, { customerId: ctx.customerId!, customerProduct: 'owner', perPage: 100, withPrices: true }),
  ]);
  // The customer's own price per piece (the cart's strategies), with its graduated rows.
  const slim = (page: typeof favourites) =>
    page.items.map((item) => ({
      id: item.id,
      name: localizedText(item.name, item.translations, ctx.locale, 'name'),
      articleNumber: item.articleNumber,
      price: item.price,
      priceReason: item.priceReason ?? null,
      graduatedPrice: item.graduatedPrice,
      canBeConfigured: item.canBeConfigured,
      favourite: item.customers.some((link) => link.isFavorite),
      ownNumber: item.customers.find((link) => link.externalProductId)?.externalProductId ?? null,
    }));
  return { favourites: slim(favourites), owned: slim(owned), quickOrder: evaluateGuard(GUARDS.quickOrder, ctx) === 'ok' };
}

type ListedProduct = ReturnType<typeof useLoaderData<typeof loader>>['favourites'][number];

function ProductList({ label, items, empty }: { label: string; items: ListedProduct[]; empty: string }) {
  const t = useHistoryText();
  const [added, setAdded] = useState<number | null>(null);
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul aria-label={label} className="favourite-list my-products">
      {items.map((item) => (
        <li key={item.id} data-article-number={item.articleNumber} className="my-product">
          <Link to={productPath(item.articleNumber)} className="my-product__image" tabIndex={-1} aria-hidden="true">
            <ProductImage src={productImageUrl(item.articleNumber)} alt="" />
          </Link>
          <div className="my-product__main">
            <Link to={productPath(item.articleNumber)} className="my-product__name">
              {item.name}
            </Link>
            <small>
              {t('product.articleNumber')} {item.articleNumber}
              {item.ownNumber && <> · {t('favourite.ownNumber', { number: item.ownNumber })}</>}
            </small>
            {item.price ? (
              <span data-testid="favourite-price">{t('price.perPieceExclVat', { price: formatChf(item.price) })}</span>
            ) : (
              <UnavailablePrice reason={item.priceReason} />
            )}
            {item.graduatedPrice.length > 1 && <GraduatedPriceTable rows={item.graduatedPrice} />}
          </div>
          <div className="my-product__actions">
            <FavouriteToggle productId={item.id} productName={item.name} favourite={item.favourite} compact />
            {item.canBeConfigured ? (
              <Link to={productPath(item.articleNumber)} className="button">
                {t('product.configure')}
              </Link>
            ) : (
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  cartActions.add({ product: { id: item.id, name: item.name, articleNumber: item.articleNumber }, configuration: {}, quantity: 1, productImageUrl: productImageUrl(item.articleNumber) });
                  setAdded(item.id);
                }}
              >
                {t('favourite.addToCart')}
              </button>
            )}
            {added === item.id && (
              <span role="status" className="my-product__added">
                {t('favourite.added')} <Link to="/checkout">{t('order.toCart')}</Link>
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function MyProductsPage() {
  const t = useHistoryText();
  const { favourites, owned, quickOrder } = useLoaderData<typeof loader>();
  return (
    <section className="container account-page">
      <h1>{t('favourites.myProducts')}</h1>
      <FavouritesNav quickOrder={quickOrder} />
      <h2>{t('favourites.favourites')}</h2>
      <ProductList label={t('favourites.favourites')} items={favourites} empty={t('favourites.noFavourites')} />
      <h2>{t('favourites.owned')}</h2>
      <ProductList label={t('favourites.owned')} items={owned} empty={t('favourites.noOwned')} />
    </section>
  );
}
