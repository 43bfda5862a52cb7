import { CategoryLink } from './CategoryLink';
import { BenchIcon, CrateIcon } from '../../kit/Icons';
import { ProductPicture } from './ProductImage';
import type { ShopMode } from '../../kit/shop-mode';

/** A category of the gallery, shown with its first product's picture (decision 919). */
export interface GalleryEntry {
  id: number | string;
  name: string;
  url: string;
  pictureArticleNumber?: string | null;
  /** Content hash of the picture, null when the product has none (decision 1155). */
  pictureVersion?: string | null;
}

/** A picture of the gallery's own media folder (decision 968). */
export interface GalleryPicture {
  name: string;
  url: string;
}

/** '02-Kiste_im_Lager.jpg' → 'Kiste im Lager': the caption of a picture by its file name. */
export function pictureCaption(fileName: string): string {
  return fileName
    .replace(/\.[^.]+$/, '')
    .replace(/^\d{2}-/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
}

/**
 * The gallery page's pictures: its own (the media folder of the mode) when staff have put some
 * there, else the mode's categories with their products' pictures; empty when the gallery could
 * not be loaded (R000-8.20).
 */
export function Gallery({ entries, pictures = [], shopMode, emptyText }: { entries: readonly GalleryEntry[]; pictures?: readonly GalleryPicture[]; shopMode: ShopMode; emptyText: string }) {
  const Art = shopMode === 'moebel' ? BenchIcon : CrateIcon;
  if (pictures.length > 0) {
    return (
      <ul className="gallery">
        {pictures.map((picture) => (
          <li key={picture.url}>
            <figure className="gallery__item">
              <span className="tile__art gallery__art">
                <img src={picture.url} alt={pictureCaption(picture.name)} className="tile__picture gallery__photo" loading="lazy" decoding="async" />
              </span>
              <figcaption>{pictureCaption(picture.name)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    );
  }
  if (entries.length === 0) return <p className="muted gallery__empty">{emptyText}</p>;
  return (
    <ul className="gallery">
      {entries.map((entry) => (
        <li key={entry.id}>
          <figure className="gallery__item">
            <CategoryLink url={entry.url} className="gallery__link">
              <span className="tile__art">
                {entry.pictureArticleNumber && entry.pictureVersion !== null ? <ProductPicture articleNumber={entry.pictureArticleNumber} version={entry.pictureVersion} alt="" className="tile__picture" slot="tile" /> : <Art className="tile__icon" />}
              </span>
              <figcaption>{entry.name}</figcaption>
            </CategoryLink>
          </figure>
        </li>
      ))}
    </ul>
  );
}
