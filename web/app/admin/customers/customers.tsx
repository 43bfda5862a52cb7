import { customerGridQuerySchema } from '@shop/engine';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/customers';
import { PagedGrid, gridColumns } from '../../kit/AdminGrid';
import { GridFilters } from '../../kit/GridFilters';
import { OptionSelect } from '../../kit/OptionSelect';
import { percentOf } from '../../kit/admin-format';
import { gridParams } from '../../kit/admin-grid.server';
import { requireAdminScreen } from '../screens.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Kunden' });

const STATUS_LABEL = { active: 'aktiv', inactive: 'inaktiv', deleted: 'gelöscht' } as const;
const FIELD_LABEL: Record<string, string> = { status: 'Status', q: 'Suche', sort: 'Sortierung', page: 'Seite', size: 'Zeilen' };

/** /admin/customer (R001-2.07): registered customers, status filter, search and paging in SQL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('customers', ctx, request);
  const { params, query, problems } = gridParams(request, customerGridQuerySchema, FIELD_LABEL, ctx.locale);
  const grid = await context.get(engineContext).customers.desk.customerGrid(ctx, query);
  return { grid, problems, filters: { status: params.status ?? '', q: params.q ?? '' } };
}

type Row = Awaited<ReturnType<typeof loader>>['grid']['rows'][number];
const column = gridColumns<Row>();
const columns = [
  column.accessor('id', { header: 'Nr.', cell: (info) => <Link to={`/admin/customer/${info.getValue()}/edit`}>{info.getValue()}</Link> }),
  column.accessor('name', {
    header: 'Name',
    cell: (info) => (
      <Link to={`/admin/customer/${info.row.original.id}/edit`}>
        {info.getValue()}
        {info.row.original.companyCode && <small className="admin-muted"> · {info.row.original.companyCode}</small>}
      </Link>
    ),
  }),
  column.accessor('isCompanyCustomer', { header: 'Art', cell: (info) => (info.getValue() ? 'Firma' : 'Person') }),
  column.accessor('emails', { header: 'Logins', cell: (info) => info.getValue().join(', ') || '–' }),
  column.accessor('discount', { header: 'Rabatt', cell: (info) => `${percentOf(info.getValue())} %` }),
  column.accessor('hasQuickOrder', { header: 'Schnellbestellung', cell: (info) => (info.getValue() ? 'ja' : '–') }),
  column.accessor('active', { header: 'Status', cell: (info) => (info.row.original.deleted ? 'gelöscht' : info.getValue() ? 'aktiv' : 'inaktiv') }),
];

export default function AdminCustomers() {
  const { grid, problems, filters } = useLoaderData<typeof loader>();
  return (
    <section className="admin-page">
      <div className="admin-summary">
        <h1>Kunden</h1>
        <p className="admin-actions">
          <Link className="admin-button" to="/admin/customer/create">
            Kunde erfassen
          </Link>
          <Link className="admin-button is-secondary" to="/admin/customer/customerContactOverview">
            Kontaktübersicht
          </Link>
        </p>
      </div>
      <GridFilters problems={problems} sort={grid.sort} search={{ value: filters.q, placeholder: 'Nr., Firma, Login, Kontakt' }}>
        <OptionSelect label="Status" name="status" options={STATUS_LABEL} defaultValue={filters.status} emptyLabel="alle (ohne gelöschte)" />
      </GridFilters>
      <PagedGrid
        label="Kunden"
        columns={columns}
        grid={grid}
        sortable={{ id: 'id', name: 'name' }}
        rowId={(row) => String(row.id)}
        empty="Keine Kunden für diese Filter."
      />
    </section>
  );
}
