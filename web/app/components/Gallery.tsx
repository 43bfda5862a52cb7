import { CategoryLink } from './CategoryLink';
import { BenchIcon, CrateIcon } from './Icons';
import type { ShopMode } from '../lib/shop-mode';

export interface GalleryEntry {
  id: number | string;
  name: string;
  url: string;
}

/** A gallery of the mode's categories; empty when the gallery could not be loaded (R000-8.20). */
export function Gallery({ entries, shopMode, emptyText }: { entries: readonly GalleryEntry[]; shopMode: ShopMode; emptyText: string }) {
  const Art = shopMode === 'moebel' ? BenchIcon : CrateIcon;
  if (entries.length === 0) return <p className="muted gallery__empty">{emptyText}</p>;
  return (
    <ul className="gallery">
      {entries.map((entry) => (
        <li key={entry.id}>
          <figure className="gallery__item">
            <CategoryLink url={entry.url} className="gallery__link">
              <span className="tile__art">
                <Art className="tile__icon" />
              </span>
              <figcaption>{entry.name}</figcaption>
            </CategoryLink>
          </figure>
        </li>
      ))}
    </ul>
  );
}
