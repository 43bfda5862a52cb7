import type { CatalogueTranslations } from '@shop/engine/browser';
import type { ReactNode } from 'react';
import { Link, type FetcherWithComponents } from 'react-router';
import { TranslationFields } from '../../kit/TranslationFields';
import { ConfirmButton } from '../../kit/ConfirmButton';
import { AdminGrid, gridColumns } from '../../kit/AdminGrid';

/** A dialog of the spec (001 §2 /admin/category/…), opened by a search param so the back button closes it. */
export function AdminDialog({ title, children, closeTo }: { title: string; children: ReactNode; closeTo: string }) {
  return (
    <div className="admin-dialog-backdrop">
      <dialog open className="admin-dialog" aria-label={title}>
        <div className="admin-summary">
          <h2>{title}</h2>
          <Link to={closeTo} preventScrollReset aria-label="Schliessen">
            ✕
          </Link>
        </div>
        {children}
      </dialog>
    </div>
  );
}

export interface CategoryValues {
  id: number | null;
  name: string;
  description: string | null;
  parentId: number | null;
  shopTypeId: number;
  contentLink: string | null;
  published: boolean;
  imageFileName: string | null;
  /** French and English name and description (decision 967). */
  translations?: CatalogueTranslations | null;
}

const SHOP_TYPE_LABEL: Record<number, string> = { 1: 'Verpackung', 2: 'Möbel', 99: 'beide Shops' };

/** EditCategoryModal (R001-2.05): name, description, parent, shop, image, content link, published; new or existing. */
export function EditCategoryModal({
  values,
  parents,
  fetcher,
  errorOf,
  closeTo,
}: {
  values: CategoryValues;
  parents: { id: number; name: string; depth: number }[];
  fetcher: FetcherWithComponents<unknown>;
  errorOf: (name: string) => string | undefined;
  closeTo: string;
}) {
  return (
    <AdminDialog title={values.id === null ? 'Neue Kategorie' : `Kategorie ${values.name}`} closeTo={closeTo}>
      <fetcher.Form method="post" className="admin-form" aria-label="Kategorie bearbeiten">
        <input type="hidden" name="intent" value={values.id === null ? 'create' : 'update'} />
        <input type="hidden" name="id" value={values.id ?? ''} />
        <label>
          Name
          <input name="name" defaultValue={values.name} required />
          {errorOf('name') && <span className="field-error">{errorOf('name')}</span>}
        </label>
        <label>
          Übergeordnete Kategorie
          <select name="parentId" defaultValue={values.parentId ?? ''}>
            <option value="">keine (oberste Kategorie)</option>
            {parents
              .filter((parent) => parent.id !== values.id)
              .map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {'— '.repeat(parent.depth)}
                  {parent.name}
                </option>
              ))}
          </select>
          {errorOf('parentId') && <span className="field-error">{errorOf('parentId')}</span>}
        </label>
        <label>
          Shop
          <select name="shopTypeId" defaultValue={values.shopTypeId}>
            {Object.entries(SHOP_TYPE_LABEL).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Beschreibung
          <textarea name="description" rows={3} defaultValue={values.description ?? ''} />
        </label>
        <TranslationFields german={values} translations={values.translations} errorOf={errorOf} />
        <label>
          Bild (Dateiname im Medienverzeichnis)
          <input name="imageFileName" defaultValue={values.imageFileName ?? ''} />
        </label>
        <label>
          Inhaltslink (statt Produktliste, z. B. /-verpackung/dienstleistungen)
          <input name="contentLink" defaultValue={values.contentLink ?? ''} />
          {errorOf('contentLink') && <span className="field-error">{errorOf('contentLink')}</span>}
        </label>
        <label className="admin-check">
          <input type="checkbox" name="published" defaultChecked={values.published} /> veröffentlicht
        </label>
        <p className="admin-actions">
          <button type="submit" className="admin-button">
            Speichern
          </button>
          {values.id !== null && (
            <ConfirmButton name="intent" value="delete" question={{ message: `Die Kategorie ${values.name} wird gelöscht; ihre Produkte bleiben, aber nicht mehr in dieser Kategorie.`, confirm: 'Kategorie löschen' }} className="admin-button is-danger">
              Löschen
            </ConfirmButton>
          )}
        </p>
      </fetcher.Form>
    </AdminDialog>
  );
}

type CategoryLink = { productId: number; articleNumber: string; name: string; published: boolean };
const linkColumn = gridColumns<CategoryLink>();
const linkColumns = (category: { id: number; name: string }, fetcher: FetcherWithComponents<unknown>) => [
  linkColumn.accessor('articleNumber', { header: 'Artikelnummer' }),
  linkColumn.accessor('name', {
    header: 'Name',
    cell: ({ row: { original: link } }) => (
      <>
        {/* EditProductModal (R001-2.06): the product's own form. */}
        <Link to={`/admin/product/${link.productId}/edit`}>{link.name}</Link>
        {!link.published && <small className="admin-muted"> · nicht veröffentlicht</small>}
      </>
    ),
  }),
  linkColumn.display({
    id: 'action',
    header: () => <span className="visually-hidden">Aktion</span>,
    cell: ({ row: { original: link } }) => (
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="unlinkProduct" />
        <input type="hidden" name="categoryId" value={category.id} />
        <input type="hidden" name="productId" value={link.productId} />
        <ConfirmButton question={{ message: `${link.name} (${link.articleNumber}) wird aus der Kategorie ${category.name} entfernt; das Produkt selbst bleibt.`, confirm: 'Entfernen' }} className="admin-button is-danger" aria-label={`${link.articleNumber} entfernen`}>
          Entfernen
        </ConfirmButton>
      </fetcher.Form>
    ),
  }),
];

/** AddCategoryProductModal (R001-2.04): the category's products, an existing product added by article number, a link removed. */
export function AddCategoryProductModal({
  category,
  links,
  fetcher,
  errorOf,
  closeTo,
}: {
  category: { id: number; name: string };
  links: CategoryLink[];
  fetcher: FetcherWithComponents<unknown>;
  errorOf: (name: string) => string | undefined;
  closeTo: string;
}) {
  return (
    <AdminDialog title={`Produkte in ${category.name}`} closeTo={closeTo}>
      <AdminGrid
        label="Verknüpfte Produkte"
        className="is-static"
        tabIndex={0}
        columns={linkColumns(category, fetcher)}
        data={links}
        rowId={(link) => String(link.productId)}
        empty="Noch keine Produkte verknüpft."
      />
      <fetcher.Form method="post" className="admin-form" aria-label="Produkt hinzufügen" key={links.length}>
        <input type="hidden" name="intent" value="linkProduct" />
        <input type="hidden" name="categoryId" value={category.id} />
        <label>
          Artikelnummer eines bestehenden Produkts
          <input name="articleNumber" required />
          {errorOf('articleNumber') && <span className="field-error">{errorOf('articleNumber')}</span>}
        </label>
        <p>
          <button type="submit" className="admin-button">
            Produkt hinzufügen
          </button>
        </p>
      </fetcher.Form>
    </AdminDialog>
  );
}
