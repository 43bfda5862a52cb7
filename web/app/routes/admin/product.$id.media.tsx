import { EngineError } from '@shop/engine';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/product.$id.media';
import { ProductPageHead } from '../../components/admin/ProductTabs';
import { DeleteFileForm, UploadFilesForm } from '../../components/admin/FileForms';
import { Toasts } from '../../components/admin/Toasts';
import { idParam } from '../../lib/route-params.server';
import { requireAdminAction, requireAdminScreen } from '../../lib/admin-screens.server';
import { engineContext } from '../../lib/engine-context';
import { pageMeta } from '../../lib/meta';
import { requestContext } from '../../lib/request-context.server';
import { toRouteError } from '../../lib/route-error.server';
import { useDeskForm, type DeskActionResult } from '../../lib/desk-form';
import { failureOf } from '../../lib/form-errors.server';
import { withUploadForm } from '../../lib/uploads.server';
import { field } from './product-form.server';
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

export async function action({ request, context, params }: Route.ActionArgs): Promise<DeskActionResult> {
  const ctx = context.get(requestContext);
  requireAdminAction('productMedia', ctx);
  const engine = context.get(engineContext);
  const media = engine.catalog.media;
  // An upload streams to the media library's staging folder (decision 1030); other intents post a plain form.
  return withUploadForm(request, { staging: media.createStaging }, async (upload) => {
    const form = upload.form;
    const intent = field(form, 'intent');
    try {
      const page = await engine.catalog.products.listProducts(ctx, { ids: String(idParam(params)), includeUnpublished: true });
      const folder = page.items[0]?.articleNumber;
      if (!folder) return { ok: false, intent, message: 'Produkt nicht gefunden', fieldErrors: {} };
      switch (intent) {
        case 'upload': {
          const files = upload.files();
          if (files.length === 0) return { ok: false, intent, message: 'Bitte eine Datei wählen.', fieldErrors: {} };
          const written = await media.uploadAll(folder, files, { extractZip: true });
          return { ok: true, intent, message: `${written.length} Bild(er) hochgeladen` };
        }
        case 'delete':
          await media.remove(`${folder}/${field(form, 'name')}`);
          return { ok: true, intent, message: 'Gelöscht' };
        case 'order':
          await media.orderFiles(folder, field(form, 'names').split('/').filter(Boolean));
          return { ok: true, intent, message: 'Reihenfolge gespeichert' };
        default:
          return { ok: false, intent, message: 'Unbekannte Aktion', fieldErrors: {} };
      }
    } catch (error) {
      return failureOf(intent, error, ctx);
    }
  });
}

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
