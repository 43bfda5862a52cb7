import type { CategoryTile } from '../lib/catalog';
import type { ShopMode } from '../lib/shop-mode';
import { CategoryLink } from './CategoryLink';
import { BenchIcon, CrateIcon } from './Icons';

/** Categories as a grid of cards (landing pages, subcategories). */
export function CategoryTiles({ tiles, shopMode }: { tiles: readonly CategoryTile[]; shopMode: ShopMode }) {
  const Art = shopMode === 'moebel' ? BenchIcon : CrateIcon;
  return (
    <ul className="tiles">
      {tiles.map((tile) => (
        <li key={tile.id}>
          <CategoryLink url={tile.url} className="tile">
            <span className="tile__art">
              <Art className="tile__icon" />
            </span>
            <span className="tile__body">
              <h3 className="tile__name">{tile.name}</h3>
              {tile.summary && <span className="tile__summary">{tile.summary}</span>}
              <span className="tile__meta">
                {tile.productCount === 1 ? '1 Produkt' : `${tile.productCount} Produkte`}
                <span className="tile__arrow" aria-hidden="true">
                  →
                </span>
              </span>
            </span>
          </CategoryLink>
        </li>
      ))}
    </ul>
  );
}
