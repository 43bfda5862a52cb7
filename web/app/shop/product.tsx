import { lazy, Suspense, useEffect, useState } from 'react';
import { trackViewItem } from './analytics';
import { Link, redirect } from 'react-router';
import { Breadcrumbs } from './components/Breadcrumbs';
import { landingPath, shopModeOfProductKind, shopModeParam } from '../kit/shop-mode';
import type { Route } from './+types/product';
import { productPath } from './components/ProductCard';
import { FavouriteToggle } from '../account/components/FavouriteToggle';
import { ProductPicture, productImageUrl } from './components/ProductImage';
import { cartActions } from '../checkout/cart';
import { canOpenConfigurator } from './configurator/configurator-link';
import { engineContext } from '../server/engine-context';
import { AttributeTypeId, attributeNameText, displayValue } from '@shop/engine/browser';
import { useAttributeTexts } from '../i18n/attribute-texts';
import { useLocale, useT } from '../i18n/i18n';
import { pageMeta } from '../kit/meta';
import { requestContext } from '../server/request-context.server';
import { notFound, toRouteError } from '../kit/route-error.server';
import { textParam } from '../kit/route-params.server';
import configuratorStylesHref from '../styles/configurator.css?url';
import productStylesHref from '../styles/product.css?url';
import { loadLinePrice, loadProductBreadcrumbs, productPageQuerySchema, productPathSchema, toProductDetail, withPictureVersions } from './product.server';
import { LivePriceBox } from './components/PriceInfo';
import { useLivePrice } from './configurator/live-price';
import { pageUrlOf } from '../kit/page-url';
import { guestContextOf, productSeo } from './seo.server';

/** The configurator (and with it three.js) is loaded only when a shopper opens it. */
const ConfiguratorDialog = lazy(() => import('./configurator/ConfiguratorDialog'));

/** A product added from its page as it is: the product's own attribute values. */
const NO_CONFIGURATION: Record<string, string> = {};

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: productStylesHref },
  { rel: 'stylesheet', href: configuratorStylesHref },
];

/** Product page /products/:articleNumber?menge=&ansicht=1 (R000-2.13–2.15); 404 for unknown or invisible products. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const path = productPathSchema.safeParse({ articleNumber: textParam(params, 'articleNumber') });
  if (!path.success) throw notFound();
  const query = productPageQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const ctx = context.get(requestContext);
  const engine = context.get(engineContext);
  const product = await engine.catalog.products.getProduct(ctx, { articleNumber: path.data.articleNumber }).catch((error: unknown) => {
    throw toRouteError(error);
  });
  // A furniture product opened in the packaging shop (or the other way round) shows its own
  // shop's frame: the page names the mode with ?modus= once (decision 918).
  const productMode = shopModeOfProductKind(product.kindCode);
  if (productMode && productMode !== ctx.shopMode) {
    // A client navigation asks /products/X.data: the redirect names the page itself.
    const target = pageUrlOf(request.url);
    target.searchParams.set(shopModeParam, productMode);
    throw redirect(`${target.pathname}${target.search}`);
  }
  const breadcrumbs = await loadProductBreadcrumbs(engine, ctx, product.id).catch((error: unknown) => {
    throw toRouteError(error);
  });
  // The price comes from the cart's own engine call for this line: the page can
  // never show another price than the cart charges.
  const price = await loadLinePrice(engine, ctx, product.id, {}, query.menge);
  // Search engines get the Offer a guest sees for one piece, whoever is signed in (decision 1094).
  const guestPrice = ctx.customerId === undefined && query.menge === 1 ? price : await loadLinePrice(engine, guestContextOf(ctx), product.id, {}, 1);
  const detail = (await withPictureVersions(engine, [toProductDetail(product, ctx.locale)]))[0]!;
  const seo = productSeo(engine, ctx, detail, breadcrumbs, guestPrice);
  return { product: detail, quantity: query.menge, viewOnly: query.ansicht, price, breadcrumbs, home: landingPath[ctx.shopMode], seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? { title: loaderData.product.name, description: loaderData.product.description ?? undefined, image: loaderData.seo.image, jsonLd: loaderData.seo.jsonLd } : {});

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const attributeTexts = useAttributeTexts();
  const { product, viewOnly } = loaderData;
  const [quantity, setQuantity] = useState(String(loaderData.quantity));
  const [configuring, setConfiguring] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const hasModel = product.family !== null;
  const readOnlyConfigurator = viewOnly || !product.canBeConfigured;
  const amount = Math.max(1, Number.parseInt(quantity, 10) || 1);
  const price = useLivePrice(product.id, NO_CONFIGURATION, amount, { initial: loaderData.price });
  // view_item (R000-7.44): once per product shown, only with consent.
  useEffect(() => {
    trackViewItem(product);
  }, [product]);

  const addFixed = () => {
    cartActions.add({
      product: { id: product.id, name: product.name, articleNumber: product.articleNumber, properties: product.properties },
      configuration: {},
      quantity: amount,
      productImageUrl: productImageUrl(product.articleNumber),
    });
    setAdded(t('product.added', { quantity: amount, name: product.name }));
  };

  return (
    <div className="container section product-page">
      <div className="product-page__crumbs">
        <Breadcrumbs home={loaderData.home} crumbs={loaderData.breadcrumbs} current={product.name} />
      </div>
      <div className="product-page__media">
        <a
          href={product.articleNumber ? `${productPath(product.articleNumber)}#konfigurator` : undefined}
          className="product-page__image-link"
          aria-label={hasModel ? t('product.configureName', { name: product.name }) : product.name}
          onClick={(event) => {
            event.preventDefault();
            if (canOpenConfigurator(product.articleNumber, hasModel)) setConfiguring(true);
          }}
        >
          <ProductPicture articleNumber={product.articleNumber} version={product.pictureVersion} alt={product.name} className="product-page__image" slot="main" loading="priority" />
        </a>
      </div>
      <div className="product-page__info">
        <div className="product-page__heading">
          <h1 className="product-page__title">{product.name}</h1>
          <FavouriteToggle productId={product.id} productName={product.name} favourite={product.favourite} />
        </div>
        <p className="product-page__number">
          {t('product.articleNumber')} <span data-testid="article-number">{product.articleNumber}</span>
        </p>
        {product.description && <p className="product-page__description">{product.description}</p>}
        <div className="product-page__price" data-testid="product-price">
          <LivePriceBox price={price} quantity={amount} />
        </div>
        {product.properties.length > 0 && (
          <section aria-labelledby="properties-title">
            <h2 id="properties-title" className="product-page__subtitle">
              {t('product.properties')}
            </h2>
            <dl className="property-list">
              {product.properties.map((property) => (
                <div key={property.name} className="property-list__row">
                  <dt>{attributeNameText(property.name, locale, attributeTexts[property.name])}</dt>
                  <dd>
                    {property.typeId === AttributeTypeId.COLOR && /^#[0-9a-f]{6}$/i.test(property.value.trim()) && (
                      <span className="colour-swatch" style={{ backgroundColor: property.value.trim() }} aria-hidden="true" data-testid="colour-swatch" />
                    )}
                    {displayValue(property.name, property.value, locale, property, attributeTexts)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {!viewOnly && (
          <form
            className="product-page__order"
            onSubmit={(event) => {
              event.preventDefault();
              if (product.canBeConfigured && hasModel) setConfiguring(true);
              else addFixed();
            }}
          >
            <label className="field field--inline">
              <span className="field__label">{t('product.quantity')}</span>
              <input
                className="field__input field__input--quantity"
                type="number"
                name="menge"
                min={1}
                step={1}
                inputMode="numeric"
                value={quantity}
                onChange={(event) => setQuantity(event.target.value)}
              />
            </label>
            <button type="submit" className="button button--primary">
              {product.canBeConfigured && hasModel ? t('product.configure') : t('product.addToCart')}
            </button>
          </form>
        )}
        {!viewOnly && hasModel && !product.canBeConfigured && (
          <button type="button" className="button product-page__secondary" onClick={() => setConfiguring(true)}>
            {t('product.view3d')}
          </button>
        )}
        {added && (
          <p className="notice" role="status">
            {added} <Link to="/checkout/">{t('product.toCart')}</Link>
          </p>
        )}
      </div>
      {configuring && product.family && (
        <Suspense fallback={<p role="status">{t('configurator.loading')}</p>}>
          <ConfiguratorDialog
            product={product}
            quantity={amount}
            viewOnly={readOnlyConfigurator}
            onClose={() => setConfiguring(false)}
            onConfirm={({ configuration, imageUrl, quantity: confirmed }) => {
              cartActions.add({
                product: { id: product.id, name: product.name, articleNumber: product.articleNumber },
                configuration,
                quantity: confirmed,
                productImageUrl: imageUrl,
              });
              setConfiguring(false);
              setAdded(t('product.added', { quantity: confirmed, name: product.name }));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
