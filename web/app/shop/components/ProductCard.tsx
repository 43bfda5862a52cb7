import { formatChf } from '@shop/engine/browser';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import type { ProductSummary } from '../product.server';
import { FavouriteToggle } from '../../account/components/FavouriteToggle';
import { GraduatedPriceTable } from './PriceInfo';
import { listPictureLoading, ProductPicture } from './ProductImage';

/** The product's page. */
export function productPath(articleNumber: string): string {
  return `/products/${encodeURIComponent(articleNumber)}`;
}

/** The products of a category page as cards. */
export function ProductList({
  products,
  ownNumbers = {},
  headingLevel = 3,
}: {
  products: readonly ProductSummary[];
  ownNumbers?: Readonly<Record<number, string>>;
  /** The cards' heading level: 2 right under the page's h1 (search results), else 3 under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  // Overview link text (R000-2.78, R000-2.79).
  const linkText = (canBeConfigured: boolean) => (canBeConfigured ? t('product.configure') : t('product.view'));
  return (
    <ul className="product-list">
      {products.map((product, index) => (
        <li key={product.id} className="product-card" data-article-number={product.articleNumber}>
          <Link to={productPath(product.articleNumber)} className="product-card__image" tabIndex={-1} aria-hidden="true">
            <ProductPicture articleNumber={product.articleNumber} version={product.pictureVersion} alt="" slot="card" loading={listPictureLoading(index)} />
          </Link>
          <div className="product-card__body">
            <div className="product-card__title">
              <Heading className="product-card__name">{product.name}</Heading>
              <FavouriteToggle productId={product.id} productName={product.name} favourite={product.favourite} compact />
            </div>
            <p className="product-card__number">
              {t('product.articleNumber')} {product.articleNumber}
              {ownNumbers[product.id] && <> · {t('favourite.ownNumber', { number: ownNumbers[product.id] })}</>}
            </p>
            <p className="product-card__price" data-testid="card-price">
              {/* 'ab' only where the price depends on the configuration; a fixed product shows its piece price. */}
              {!product.price
                ? t('cart.priceOnRequest')
                : product.canBeConfigured
                  ? `${t('product.fromPrice', { price: formatChf(product.price) })} ${t('price.exclVat')}`
                  : t('price.perPieceExclVat', { price: formatChf(product.price) })}
            </p>
            {product.graduatedPrice.length > 1 && <GraduatedPriceTable rows={product.graduatedPrice} />}
            <Link to={productPath(product.articleNumber)} className="button product-card__link" aria-label={`${linkText(product.canBeConfigured)}: ${product.name}`}>
              {linkText(product.canBeConfigured)}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
