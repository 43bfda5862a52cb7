import { Link, redirect, useFetcher, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/product.$id.edit';
import { ProductFields } from '../../components/admin/ProductForm';
import { ProductTabs } from '../../components/admin/ProductTabs';
import { Toasts, useFetcherToasts } from '../../components/admin/Toasts';
import { idParam } from '../../lib/admin-grid.server';
import { requireAdminAction, requireAdminScreen } from '../../lib/admin-screens.server';
import { engineContext } from '../../lib/engine-context';
import { pageMeta } from '../../lib/meta';
import { requestContext } from '../../lib/request-context.server';
import { notFound, toRouteError } from '../../lib/route-error.server';
import { failureOf, type DeskActionResult } from './desk-action.server';
import { field, productInputOf } from './product-form.server';

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData ? `Produkt ${loaderData.product.articleNumber}` : 'Produkt' });

/** /admin/product/{id}/edit (R001-2.19): fields, attribute values of its type, published; delete. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('product', ctx, request);
  const engine = context.get(engineContext);
  const id = idParam(params);
  try {
    const page = await engine.products.listProducts(ctx, { ids: String(id), includeUnpublished: true });
    const product = page.items[0];
    if (!product) throw notFound();
    const [types, attributes] = await Promise.all([engine.productDesk.productTypes(ctx), engine.productDesk.typeAttributes(ctx, product.typeId)]);
    const listPrice = await engine.productDesk.listPriceOf(ctx, id);
    return { product, types, attributes, listPrice };
  } catch (error) {
    throw toRouteError(error);
  }
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<DeskActionResult | Response> {
  const ctx = context.get(requestContext);
  requireAdminAction('product', ctx);
  const engine = context.get(engineContext);
  const id = idParam(params);
  const form = await request.formData();
  const intent = field(form, 'intent');
  try {
    switch (intent) {
      case 'save': {
        const attributes = await engine.productDesk.typeAttributes(ctx, Number(field(form, 'typeId')));
        await engine.catalogAdmin.updateProduct(ctx, id, { ...productInputOf(form, attributes), articleNumber: field(form, 'articleNumber') });
        return { ok: true, intent, message: 'Änderungen gespeichert' };
      }
      case 'delete':
        await engine.catalogAdmin.deleteProduct(ctx, id, { permanent: form.get('permanent') === 'on' });
        return redirect('/admin/product');
      default:
        return { ok: false, intent, message: 'Unbekannte Aktion', fieldErrors: {} };
    }
  } catch (error) {
    return failureOf(intent, error, ctx);
  }
}

export default function AdminProduct() {
  const { product, types, attributes, listPrice } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<DeskActionResult>();
  const { toasts, formKey } = useFetcherToasts(fetcher);
  const [search] = useSearchParams();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const errors = result && !result.ok && result.intent === 'save' ? result.fieldErrors : {};
  const busy = fetcher.state !== 'idle';
  return (
    <section className="admin-page">
      <Toasts toasts={toasts} />
      <p>
        <Link to="/admin/product">‹ Produkte</Link>
      </p>
      <div className="admin-summary">
        <h1>
          {product.name} <small className="admin-muted">{product.articleNumber}</small>
        </h1>
        <p className="admin-actions">
          {product.published && (
            <a className="admin-button is-secondary" href={`/products/${encodeURIComponent(product.articleNumber)}`} target="_blank" rel="noreferrer">
              Im Shop ansehen
            </a>
          )}
          <fetcher.Form
            method="post"
            className="admin-inline-form"
            onSubmit={(event) => {
              if (!window.confirm(`Produkt ${product.articleNumber} löschen?`)) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <label className="admin-check">
              <input type="checkbox" name="permanent" /> endgültig
            </label>
            <button type="submit" className="admin-button is-danger" disabled={busy}>
              Löschen
            </button>
          </fetcher.Form>
        </p>
      </div>
      <ProductTabs productId={product.id} />
      {search.get('created') && (
        <p className="admin-notice" role="status">
          Produkt {product.articleNumber} angelegt.
        </p>
      )}
      {result && !result.ok && (
        <p className="admin-error" role="alert">
          {result.message}
        </p>
      )}
      <fetcher.Form method="post" key={formKey} aria-label="Produkt bearbeiten">
        <input type="hidden" name="intent" value="save" />
        <ProductFields values={{ ...product, listPrice }} types={types} attributes={attributes} errorOf={(name) => errors[name]} />
        <p>
          <button type="submit" className="admin-button" disabled={busy}>
            Speichern
          </button>
        </p>
      </fetcher.Form>
    </section>
  );
}
