import type { CategoryTile } from '../catalog';
import type { ShopMode } from '../../kit/shop-mode';
import { CategoryLink } from './CategoryLink';
import { BenchIcon, CrateIcon } from '../../kit/Icons';
import { listPictureLoading, ProductPicture } from './ProductImage';
import { useT } from '../../i18n/i18n';

/** Categories as a grid of cards (landing pages, subcategories). */
export function CategoryTiles({ tiles, shopMode }: { tiles: readonly CategoryTile[]; shopMode: ShopMode }) {
  const Art = shopMode === 'moebel' ? BenchIcon : CrateIcon;
  const t = useT();
  return (
    <ul className="tiles">
      {tiles.map((tile, index) => (
        <li key={tile.id}>
          <CategoryLink url={tile.url} className="tile">
            <span className="tile__art">
              {/* The picture of the first product below (decision 919); the icon for a link or an empty category. */}
              {tile.pictureArticleNumber && !tile.isLink && tile.pictureVersion !== null ? (
                <ProductPicture articleNumber={tile.pictureArticleNumber} version={tile.pictureVersion} alt="" className="tile__picture" slot="tile" loading={listPictureLoading(index)} />
              ) : (
                <Art className="tile__icon" />
              )}
            </span>
            <div className="tile__body">
              <h3 className="tile__name">{tile.name}</h3>
              {tile.summary && <span className="tile__summary">{tile.summary}</span>}
              <span className="tile__meta">
                {/* A service link counts no products. */}
                {tile.isLink ? t('category.open') : tile.productCount === 1 ? t('category.productCountOne') : t('category.productCount', { count: tile.productCount })}
                <span className="tile__arrow" aria-hidden="true">
                  →
                </span>
              </span>
            </div>
          </CategoryLink>
        </li>
      ))}
    </ul>
  );
}
