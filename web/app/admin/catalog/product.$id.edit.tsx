import { z } from 'zod';
import { Link, redirect, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/product.$id.edit';
import { ProductFields } from './ProductForm';
import { ProductTabs } from './ProductTabs';
import { Toasts } from '../../kit/Toasts';
import { idParam } from '../../kit/route-params.server';
import { requireAdminScreen } from '../screens.server';
import { deskAction, deskFailure, formCheckbox, formOptionalText, formText } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { notFound, toRouteError } from '../../kit/route-error.server';
import { useDeskForm } from '../../kit/desk-form';
import { productInputOf } from './product-form.server';
import { TextField } from '../../kit/FormFields';
import { ConfirmButton } from '../../kit/ConfirmButton';
import { AdminGrid, gridColumns } from '../../kit/AdminGrid';

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData ? `Produkt ${loaderData.product.articleNumber}` : 'Produkt' });

/** /admin/product/{id}/edit (R001-2.19): fields, attribute values of its type, published; delete. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('product', ctx, request);
  const engine = context.get(engineContext);
  const id = idParam(params);
  try {
    const page = await engine.catalog.products.listProducts(ctx, { ids: String(id), includeUnpublished: true });
    const product = page.items[0];
    if (!product) throw notFound();
    const [types, attributes] = await Promise.all([engine.catalog.productDesk.productTypes(ctx), engine.catalog.productDesk.typeAttributes(ctx, product.typeId)]);
    const listPrice = await engine.catalog.productDesk.listPriceOf(ctx, id);
    const ownerNames = await engine.catalog.productDesk.ownerNames(
      ctx,
      product.customers.map((owner) => owner.customerId),
    );
    return { product, types, attributes, listPrice, ownerNames };
  } catch (error) {
    throw toRouteError(error);
  }
}

export const action = deskAction('product', {
  // The product's values are named by its type's attributes: product-form.server.ts reads them (shared with the create page).
  save: {
    schema: z.object({ typeId: formText, articleNumber: formText }),
    run: async ({ input: { typeId, articleNumber }, form, params, engine, ctx }) => {
      const attributes = await engine.catalog.productDesk.typeAttributes(ctx, Number(typeId));
      await engine.catalog.admin.updateProduct(ctx, idParam(params), { ...productInputOf(form, attributes), articleNumber });
    },
  },
  delete: {
    schema: z.object({ permanent: formCheckbox }),
    run: async ({ input, params, engine, ctx }) => {
      await engine.catalog.admin.deleteProduct(ctx, idParam(params), input);
      return redirect('/admin/product');
    },
  },
  owner: {
    schema: z.object({ customerId: formText, externalProductId: formOptionalText, remove: formText.transform((remove) => remove === '1') }),
    run: async ({ input, params, engine, ctx }) => {
      await engine.catalog.admin.setProductOwner(ctx, idParam(params), input);
      return input.remove ? 'Eigentümer entfernt' : undefined;
    },
  },
  copyRelations: {
    schema: z.object({ targets: formText.transform((text) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))]), categories: formCheckbox, customers: formCheckbox }),
    run: async ({ input: { targets: articleNumbers, categories, customers }, params, engine, ctx }) => {
      if (articleNumbers.length === 0) return deskFailure('Bitte mindestens eine Artikelnummer angeben.', { targets: 'Eingabe erforderlich' });
      const found = await Promise.all(articleNumbers.map((articleNumber) => engine.catalog.products.listProducts(ctx, { articleNumber, includeUnpublished: true })));
      const byNumber = new Map(found.flatMap((page) => page.items).map((item) => [item.articleNumber, item.id]));
      const missing = articleNumbers.filter((number) => !byNumber.has(number));
      if (missing.length > 0) return deskFailure(`Unbekannte Artikelnummer: ${missing.join(', ')}`, { targets: `Unbekannt: ${missing.join(', ')}` });
      const copied = await engine.catalog.admin.copyProductRelations(ctx, { sourceId: idParam(params), targetIds: articleNumbers.map((number) => byNumber.get(number)!), categories, customers });
      return `Kopiert: ${copied.categoryLinks} Kategorie- und ${copied.customerLinks} Kundenverknüpfung(en)`;
    },
  },
});

type OwnerRow = Awaited<ReturnType<typeof loader>>['product']['customers'][number];
const ownerColumn = gridColumns<OwnerRow>();

export default function AdminProduct() {
  const { product, types, attributes, listPrice, ownerNames } = useLoaderData<typeof loader>();
  const { fetcher, toasts, formKey, result, busy } = useDeskForm();
  const ownerName = (owner: OwnerRow) => ownerNames[owner.customerId];
  const ownerColumns = [
    ownerColumn.accessor('customerId', {
      header: 'Kunde',
      cell: ({ row: { original: owner } }) => <Link to={`/admin/customer/${owner.customerId}/edit`}>{ownerName(owner) ?? `Kunde ${owner.customerId}`}</Link>,
    }),
    ownerColumn.accessor('externalProductId', {
      header: 'Externe Artikelnummer',
      cell: ({ row: { original: owner } }) => (
        <fetcher.Form method="post" className="admin-inline-form">
          <input type="hidden" name="intent" value="owner" />
          <input type="hidden" name="customerId" value={owner.customerId} />
          <input name="externalProductId" defaultValue={owner.externalProductId ?? ''} aria-label={`Externe Artikelnummer von ${ownerName(owner) ?? owner.customerId}`} />
          <button type="submit" className="admin-button is-secondary" disabled={busy}>
            Speichern
          </button>
        </fetcher.Form>
      ),
    }),
    ownerColumn.display({
      id: 'action',
      header: () => <span className="visually-hidden">Aktion</span>,
      cell: ({ row: { original: owner } }) => (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="owner" />
          <input type="hidden" name="customerId" value={owner.customerId} />
          <input type="hidden" name="remove" value="1" />
          <ConfirmButton
            question={{ message: `${ownerName(owner) ?? 'Dieser Kunde'} wird als Besitzer des Produkts entfernt und sieht es danach nicht mehr.`, confirm: 'Besitzer entfernen' }}
            className="admin-button is-danger"
            disabled={busy}
          >
            Entfernen
          </ConfirmButton>
        </fetcher.Form>
      ),
    }),
  ];
  const [search] = useSearchParams();
  const errors = result && !result.ok && result.intent === 'save' ? result.fieldErrors : {};
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
        <div className="admin-actions">
          {product.published && (
            <a className="admin-button is-secondary" href={`/products/${encodeURIComponent(product.articleNumber)}`} target="_blank" rel="noreferrer">
              Im Shop ansehen
            </a>
          )}
          <fetcher.Form method="post" className="admin-inline-form">
            <input type="hidden" name="intent" value="delete" />
            <label className="admin-check">
              <input type="checkbox" name="permanent" /> endgültig
            </label>
            <ConfirmButton
              question={{ message: `Das Produkt ${product.articleNumber} wird gelöscht (mit „endgültig“ samt Preisen und Bildern; sonst nur aus dem Shop genommen).`, confirm: 'Produkt löschen' }}
              className="admin-button is-danger"
              disabled={busy}
            >
              Löschen
            </ConfirmButton>
          </fetcher.Form>
        </div>
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
      <div className="admin-panels">
        <div className="admin-panel" role="group" aria-label="Eigentümer">
          <h2>Eigentümer (Kundenprodukt)</h2>
          <p className="admin-muted">{product.publiclyAvailable ? 'Öffentlich: alle sehen das Produkt; Eigentümer führen es zusätzlich mit ihrer eigenen Artikelnummer.' : 'Nicht öffentlich: nur diese Kunden sehen das Produkt.'}</p>
          {product.customers.length === 0 ? (
            <p>Keine Eigentümer.</p>
          ) : (
            <AdminGrid label="Eigentümer" className="is-static" tabIndex={0} columns={ownerColumns} data={product.customers} rowId={(owner) => String(owner.customerId)} />
          )}
          <fetcher.Form method="post" className="admin-form" aria-label="Eigentümer hinzufügen">
            <input type="hidden" name="intent" value="owner" />
            <TextField label="Kundennummer" name="customerId" type="number" min={1} inputMode="numeric" required />
            <TextField label="Externe Artikelnummer (optional)" name="externalProductId" maxLength={100} />
            <button type="submit" className="admin-button" disabled={busy}>
              Eigentümer hinzufügen
            </button>
          </fetcher.Form>
        </div>
        <fetcher.Form method="post" className="admin-panel admin-form" aria-label="Beziehungen kopieren">
          <h2>Beziehungen kopieren</h2>
          <input type="hidden" name="intent" value="copyRelations" />
          <p className="admin-muted">Kategorien und Eigentümer dieses Produkts auch anderen Produkten geben (vorhandene bleiben).</p>
          <label>
            Artikelnummern der Zielprodukte (durch Komma getrennt)
            <input name="targets" required placeholder="KISTE_0002, KISTE_0003" />
            {result && !result.ok && result.intent === 'copyRelations' && result.fieldErrors.targets && <span className="field-error">{result.fieldErrors.targets}</span>}
          </label>
          <label className="admin-check">
            <input type="checkbox" name="categories" defaultChecked /> Kategorien
          </label>
          <label className="admin-check">
            <input type="checkbox" name="customers" defaultChecked /> Eigentümer
          </label>
          <button type="submit" className="admin-button" disabled={busy}>
            Kopieren
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
