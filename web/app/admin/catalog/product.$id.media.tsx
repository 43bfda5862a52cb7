import { z } from 'zod';
import { EngineError, type Engine, type RequestContext } from '@shop/engine';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/product.$id.media';
import { ProductPageHead } from './ProductTabs';
import { DeleteFileForm, UploadFilesForm } from '../../kit/FileForms';
import { Toasts } from '../../kit/Toasts';
import { idParam } from '../../kit/route-params.server';
import { requireAdminScreen } from '../screens.server';
import { deskAction, deskFailure, formText } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { useDeskForm } from '../../kit/desk-form';
import { productOf } from './product-head.server';

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData ? `Bilder ${loaderData.product.articleNumber}` : 'Bilder' });

/**
 * /admin/product/{id}/media (R001-2.21, decision 894): the product's gallery — the images of its
 * folder (the article number) in the product-images directory, in the shop's order — with upload
 * (several files or a zip, checked like /admin/Media, decision 893), delete and move up/down.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('productMedia', ctx, request);
  const engine = context.get(engineContext);
  const id = idParam(params);
  try {
    const product = await productOf(engine, ctx, id);
    const images = await engine.catalog.media.list(product.articleNumber, 'image').then(
      (listing) => listing.entries.filter((entry) => entry.kind === 'file'),
      // No folder yet: the first upload makes it.
      (error: unknown) => {
        if (EngineError.is(error) && error.kind === 'not_found') return [];
        throw error;
      },
    );
    return { product: { id: product.id, name: product.name, articleNumber: product.articleNumber, published: product.published }, images };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** The product's picture folder is its article number. */
async function folderOf(engine: Engine, ctx: RequestContext, params: Readonly<Record<string, string | undefined>>): Promise<string> {
  const page = await engine.catalog.products.listProducts(ctx, { ids: String(idParam(params)), includeUnpublished: true });
  const folder = page.items[0]?.articleNumber;
  if (!folder) throw new EngineError('not_found', 'Produkt nicht gefunden');
  return folder;
}

export const action = deskAction(
  'productMedia',
  {
    upload: {
      run: async ({ files, params, engine, ctx }) => {
        const folder = await folderOf(engine, ctx, params);
        const uploads = files();
        if (uploads.length === 0) return deskFailure('Bitte eine Datei wählen.');
        const written = await engine.catalog.media.uploadAll(folder, uploads, { extractZip: true });
        return `${written.length} Bild(er) hochgeladen`;
      },
    },
    delete: {
      schema: z.object({ name: formText }),
      run: async ({ input, params, engine, ctx }) => {
        await engine.catalog.media.remove(`${await folderOf(engine, ctx, params)}/${input.name}`);
        return 'Gelöscht';
      },
    },
    order: {
      schema: z.object({ names: formText.transform((names) => names.split('/').filter(Boolean)) }),
      run: async ({ input, params, engine, ctx }) => {
        await engine.catalog.media.orderFiles(await folderOf(engine, ctx, params), input.names);
        return 'Reihenfolge gespeichert';
      },
    },
  },
  { uploads: (engine) => ({ staging: engine.catalog.media.createStaging }) },
);

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
const urlOf = (path: string) => `/api/media/${path.split('/').map(encodeURIComponent).join('/')}`;

/** The names in a new order: the image at `index` swapped with its neighbour. */
function moved(names: string[], index: number, step: -1 | 1): string {
  const next = [...names];
  [next[index], next[index + step]] = [next[index + step]!, next[index]!];
  return next.join('/');
}

export default function AdminProductMedia() {
  const { product, images } = useLoaderData<typeof loader>();
  const { fetcher, toasts, formKey, error, busy } = useDeskForm();
  const names = images.map((image) => image.name);
  return (
    <section className="admin-page">
      <Toasts toasts={toasts} />
      <ProductPageHead product={product} error={error} />
      <p className="admin-muted">
        Die Bilder liegen im Ordner <Link to={`/admin/Media?path=${encodeURIComponent(product.articleNumber)}`}>{product.articleNumber}</Link> der Medien; der Shop zeigt sie in
        dieser Reihenfolge{product.published ? '' : ' (das Produkt ist noch nicht veröffentlicht)'}.
      </p>
      {images.length === 0 ? (
        <p>Noch keine Bilder.</p>
      ) : (
        <ol className="admin-gallery" aria-label="Bilder">
          {images.map((image, index) => (
            <li key={image.path}>
              <a href={urlOf(image.path)} target="_blank" rel="noreferrer">
                <img src={urlOf(image.path)} alt={image.name} loading="lazy" />
              </a>
              <span className="admin-gallery-name">{image.name}</span>
              <span className="admin-muted">{sizeText(image.size)}</span>
              <fetcher.Form method="post" className="admin-actions">
                <input type="hidden" name="intent" value="order" />
                <button type="submit" name="names" value={index > 0 ? moved(names, index, -1) : ''} className="admin-button is-secondary" disabled={busy || index === 0} aria-label={`${image.name} nach vorne`}>
                  ←
                </button>
                <button
                  type="submit"
                  name="names"
                  value={index < names.length - 1 ? moved(names, index, 1) : ''}
                  className="admin-button is-secondary"
                  disabled={busy || index === names.length - 1}
                  aria-label={`${image.name} nach hinten`}
                >
                  →
                </button>
              </fetcher.Form>
              <DeleteFileForm fetcher={fetcher} name={image.name} busy={busy} />
            </li>
          ))}
        </ol>
      )}
      <UploadFilesForm key={formKey} fetcher={fetcher} busy={busy} title="Bilder hochladen" label="Bilder (PNG, JPEG, GIF, WebP; höchstens 10 MB je Datei) oder ein ZIP davon" accept=".png,.jpg,.jpeg,.gif,.webp,.zip" />
    </section>
  );
}
