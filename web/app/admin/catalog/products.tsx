import { productGridQuerySchema } from '@shop/engine';
import { formatChf } from '@shop/engine/browser';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/products';
import { PagedGrid, gridColumns } from '../../kit/AdminGrid';
import { GridFilters } from '../../kit/GridFilters';
import { OptionSelect } from '../../kit/OptionSelect';
import { PRODUCT_KIND_LABEL } from './ProductForm';
import { gridParams } from '../../kit/admin-grid.server';
import { requireAdminScreen } from '../screens.server';
import { engineContext } from '../../server/engine-context';
import { productAudienceText } from '../../kit/admin-format';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { TextField } from '../../kit/FormFields';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Produkte' });

const FIELD_LABEL: Record<string, string> = { type: 'Produkttyp', kind: 'Shop', published: 'Veröffentlicht', owner: 'Kunde', q: 'Suche', sort: 'Sortierung', page: 'Seite', size: 'Zeilen' };

/** /admin/product (R001-2.17): products filtered by type, kind, published, owner and text, paged in SQL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('products', ctx, request);
  const { params, query, problems } = gridParams(request, productGridQuerySchema, FIELD_LABEL, ctx.locale);
  const engine = context.get(engineContext);
  const [grid, types] = await Promise.all([engine.catalog.productDesk.productGrid(ctx, query), engine.catalog.productDesk.productTypes(ctx)]);
  return { grid, types, problems, filters: { type: params.type ?? '', kind: params.kind ?? '', published: params.published ?? '', owner: params.owner ?? '', q: params.q ?? '' } };
}

type Row = Awaited<ReturnType<typeof loader>>['grid']['rows'][number];
const column = gridColumns<Row>();
const columns = [
  column.accessor('articleNumber', { header: 'Artikelnummer', cell: (info) => <Link to={`/admin/product/${info.row.original.id}/edit`}>{info.getValue()}</Link> }),
  column.accessor('name', { header: 'Name', cell: (info) => <Link to={`/admin/product/${info.row.original.id}/edit`}>{info.getValue()}</Link> }),
  column.accessor('typeName', { header: 'Typ' }),
  column.accessor('kindCode', { header: 'Shop', cell: (info) => PRODUCT_KIND_LABEL[info.getValue()] ?? '' }),
  column.accessor('listPrice', { header: 'Listenpreis CHF', cell: (info) => (info.getValue() === null ? 'Kundenpreis' : formatChf(info.getValue()!)) }),
  column.accessor('published', { header: 'Veröffentlicht', cell: (info) => (info.getValue() ? 'ja' : 'nein') }),
  column.accessor('owners', { header: 'Kunden', cell: (info) => productAudienceText(info.row.original.publiclyAvailable, info.getValue()) }),
  column.display({ id: 'prices', header: 'Preise', cell: (info) => <Link to={`/admin/product/${info.row.original.id}/price2`}>Kundenpreise</Link> }),
];

export default function AdminProducts() {
  const { grid, types, problems, filters } = useLoaderData<typeof loader>();
  return (
    <section className="admin-page">
      <div className="admin-summary">
        <h1>Produkte</h1>
        <p className="admin-actions">
          <Link className="admin-button" to="/admin/product/create">
            Produkt erfassen
          </Link>
        </p>
      </div>
      <GridFilters problems={problems} sort={grid.sort} search={{ value: filters.q, placeholder: 'Name, Artikelnummer' }}>
        <OptionSelect label="Produkttyp" name="type" options={Object.fromEntries(types.map((type) => [type.id, type.name]))} defaultValue={filters.type} emptyLabel="alle" />
        <OptionSelect label="Shop" name="kind" options={PRODUCT_KIND_LABEL} defaultValue={filters.kind} emptyLabel="alle" />
        <OptionSelect label="Veröffentlicht" name="published" options={{ true: 'ja', false: 'nein' }} defaultValue={filters.published} emptyLabel="alle" />
        <TextField label="Kunde (Nr.)" name="owner" inputMode="numeric" defaultValue={filters.owner} style={{ width: '6em' }} />
      </GridFilters>
      <PagedGrid
        label="Produkte"
        columns={columns}
        grid={grid}
        sortable={{ articleNumber: 'articleNumber', name: 'name' }}
        rowId={(row) => String(row.id)}
        empty="Keine Produkte für diese Filter."
      />
    </section>
  );
}
