import { formatChf } from '@shop/engine/browser';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { DeskFetcher } from '../../kit/desk-form';
import { AdminDialog } from '../catalog/CategoryDialogs';
import { TextField } from '../../kit/FormFields';
import { AdminGrid, gridColumns } from '../../kit/AdminGrid';

/** A product the modal offers, priced by the engine for the quote's or the order's customer. */
export interface ProductChoice {
  id: number;
  articleNumber: string;
  name: string;
  published: boolean;
  canBeConfigured: boolean;
  price: string | null;
}

const choiceColumn = gridColumns<ProductChoice>();
const choiceColumns = ({ search, version, fetcher, busy, hidden }: { search: string; version: number; fetcher: DeskFetcher; busy: boolean; hidden?: ReactNode }) => [
  choiceColumn.accessor('name', {
    header: 'Produkt',
    cell: ({ row: { original: choice } }) => (
      <>
        {choice.name}
        <br />
        <small className="admin-muted">
          {choice.articleNumber}
          {choice.published ? '' : ' · nicht veröffentlicht'}
          {choice.canBeConfigured ? ' · konfigurierbar' : ''}
        </small>
        <br />
        <Link to={`?produkt=${encodeURIComponent(search)}&konfigurieren=${choice.id}`} preventScrollReset aria-label={`${choice.canBeConfigured ? 'Konfigurieren' : 'Preise ansehen'}: ${choice.name}`}>
          {choice.canBeConfigured ? 'Konfigurieren' : 'Preise ansehen'}
        </Link>
      </>
    ),
  }),
  choiceColumn.accessor('price', { header: 'Preis/Stk. CHF', meta: { className: 'num' }, cell: ({ getValue }) => { const price = getValue(); return price === null ? 'auf Anfrage' : formatChf(price); } }),
  choiceColumn.display({
    id: 'quantity',
    header: 'Menge',
    cell: ({ row: { original: choice } }) => (
      <fetcher.Form method="post" className="admin-inline-form" aria-label={`${choice.name} hinzufügen`}>
        <input type="hidden" name="intent" value="addProduct" />
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="productId" value={choice.id} />
        {hidden}
        <input name="quantity" type="number" min="1" defaultValue={1} aria-label={`Menge ${choice.name}`} style={{ width: '5em' }} />
        <button type="submit" className="admin-button" disabled={busy}>
          Hinzufügen
        </button>
      </fetcher.Form>
    ),
  }),
];

/**
 * The product-select modal (R001-2.30) of the quote page and the order page (decision 1145):
 * search name or article number, add with a quantity, or open the staff configurator; the engine
 * prices the product for the request's customer. `hidden` carries the page's own fields of the
 * add form (e.g. the order page's notify choice).
 */
export function ProductSelect({
  closeTo,
  version,
  search,
  choices,
  fetcher,
  busy,
  hidden,
}: {
  closeTo: string;
  version: number;
  search: string;
  choices: ProductChoice[];
  fetcher: DeskFetcher;
  busy: boolean;
  hidden?: ReactNode;
}) {
  return (
    <AdminDialog title="Produkt hinzufügen" closeTo={closeTo}>
      <Form method="get" className="admin-filters" role="search" aria-label="Produkt suchen" preventScrollReset>
        <TextField label="Name oder Artikelnummer" name="produkt" type="search" defaultValue={search} autoFocus />
        <button type="submit" className="admin-button is-secondary">
          Suchen
        </button>
      </Form>
      {choices.length === 0 ? (
        <p className="admin-muted">Kein Produkt gefunden.</p>
      ) : (
        <AdminGrid label="Produkte" className="is-static" tabIndex={0} columns={choiceColumns({ search, version, fetcher, busy, hidden })} data={choices} rowId={(choice) => String(choice.id)} />
      )}
    </AdminDialog>
  );
}
