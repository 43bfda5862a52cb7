import { useEffect } from 'react';
import { redirect } from 'react-router';
import { trackViewItemList } from './analytics';
import type { Route } from './+types/category';
import { Breadcrumbs } from './components/Breadcrumbs';
import { CategoryTiles } from './components/CategoryTiles';
import { headDescription } from '@shop/engine/browser';
import { breadcrumbsOf, hasContent, toTile } from './catalog';
import { engineContext } from '../server/engine-context';
import { useT } from '../i18n/i18n';
import { pageMeta } from '../kit/meta';
import { categorySeo } from './seo.server';
import { requestContext } from '../server/request-context.server';
import { notFound, toRouteError } from '../kit/route-error.server';
import { optionalTextParam } from '../kit/route-params.server';
import { landingPath, shopModeParam } from '../kit/shop-mode';
import { pageUrlOf } from '../kit/page-url';
import { findCategoryPage } from './category.server';
import { ProductList } from './components/ProductCard';
import { loadCategoryProducts } from './product.server';
import productStylesHref from '../styles/product.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: productStylesHref }];

/** Category page by catch-all path /produkte/… (000 §2, R000-2.12); unknown paths give 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const rest = optionalTextParam(params, '*');
  const path = rest ? `/produkte/${rest}` : '/produkte';
  const found = await findCategoryPage(context.get(engineContext), ctx, path).catch((error: unknown) => {
    throw toRouteError(error);
  });
  // A category of the other shop (the furniture shop remembered by the cookie, a packaging category
  // opened) shows its own shop's frame and theme, as product pages do: ?modus= names it once and
  // the cookie follows (decision 1098).
  if (found && found.shopMode !== ctx.shopMode) {
    const target = pageUrlOf(request.url);
    target.searchParams.set(shopModeParam, found.shopMode);
    throw redirect(`${target.pathname}${target.search}`);
  }
  const trail = found?.trail;
  const category = trail?.at(-1);
  if (!trail || !category) throw notFound();
  const [products, pictures] = await Promise.all([
    loadCategoryProducts(context.get(engineContext), ctx, category.id),
    context.get(engineContext).catalog.categories.categoryPictureProducts(ctx),
  ]).catch((error: unknown) => {
    throw toRouteError(error);
  });
  const breadcrumbs = breadcrumbsOf(trail);
  const subcategories = category.children.filter(hasContent);
  const tileVersions = await context.get(engineContext).catalog.read.pictureVersions(subcategories.flatMap((node) => pictures.get(node.id) ?? []));
  return {
    shopMode: ctx.shopMode,
    // BreadcrumbList and the share picture (decision 1094).
    seo: categorySeo(context.get(engineContext), ctx, breadcrumbs, pictures.get(category.id)),
    name: category.name,
    description: category.description,
    headDescription: headDescription(category.description),
    // The products this shopper sees in the grid (the subtree's, each once; decision 918).
    productCount: products.length,
    breadcrumbs,
    subcategories: subcategories.map((node) => toTile(node, pictures, tileVersions)),
    products,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? { title: loaderData.name, description: loaderData.headDescription, image: loaderData.seo.image, jsonLd: loaderData.seo.jsonLd } : {});

export default function CategoryPage({ loaderData: category }: Route.ComponentProps) {
  // view_item_list (R000-7.44): once per category shown, only with consent.
  useEffect(() => {
    trackViewItemList(category.name, category.products);
  }, [category.name, category.products]);
  const t = useT();
  return (
    <div className="container section">
      <Breadcrumbs home={landingPath[category.shopMode]} crumbs={category.breadcrumbs} />
      <header className="category-head">
        <h1 className="category-head__title">{category.name}</h1>
        {category.description && <p className="category-head__description">{category.description}</p>}
        <p className="category-head__count">{category.productCount === 1 ? t('category.productCountOne') : t('category.productCount', { count: category.productCount })}</p>
      </header>
      {category.subcategories.length > 0 && (
        <section aria-labelledby="subcategories-title">
          <h2 id="subcategories-title" className="section__title">
            {t('category.subcategories')}
          </h2>
          <CategoryTiles tiles={category.subcategories} shopMode={category.shopMode} />
        </section>
      )}
      {category.products.length > 0 && (
        <section aria-labelledby="products-title">
          <h2 id="products-title" className="section__title">
            {t('category.products')}
          </h2>
          <ProductList products={category.products} />
        </section>
      )}
    </div>
  );
}
