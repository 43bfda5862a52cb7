import type { Route } from './+types/gallery';
import { Gallery, type GalleryEntry, type GalleryPicture } from './components/Gallery';
import { engineContext } from '../server/engine-context';
import { t, useT } from '../i18n/i18n';
import { pageMeta } from '../kit/meta';
import { requestContext } from '../server/request-context.server';
import { loadTopCategoryTiles } from './landing.server';

/**
 * /-moebel/gallerie and /-verpackung/galerie (R000-2.03, 2.04): the pictures of the mode's
 * gallery folder, else the mode's categories with their products' pictures; a failed load gives
 * an empty gallery (R000-8.20, docs/decisions/533-galleries.md, 968).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const engine = context.get(engineContext);
  const [entries, pictures]: [GalleryEntry[], GalleryPicture[]] = await Promise.all([
    loadTopCategoryTiles(engine, ctx)
      .then((tiles) => tiles.map((tile) => ({ id: tile.id, name: tile.name, url: tile.url, pictureArticleNumber: tile.isLink ? null : tile.pictureArticleNumber, pictureVersion: tile.pictureVersion })))
      .catch(() => []),
    engine.catalog.read.galleryPictures(ctx, ctx.shopMode).catch(() => []),
  ]);
  return { shopMode: ctx.shopMode, locale: ctx.locale, entries, pictures };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData ? t(loaderData.locale, 'gallery.title') : undefined });

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const tr = useT();
  return (
    <section className="content-page container section">
      <h1 className="content-page__title">{tr('gallery.title')}</h1>
      <Gallery entries={loaderData.entries} pictures={loaderData.pictures} shopMode={loaderData.shopMode} emptyText={tr('gallery.empty')} />
    </section>
  );
}
