import { quoteGridQuerySchema } from '@shop/engine';
import { formatChf } from '@shop/engine/browser';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/quotes';
import { PagedGrid, gridColumns } from '../../kit/AdminGrid';
import { CustomerCell } from '../customers/CustomerCell';
import { GridFilters } from '../../kit/GridFilters';
import { OptionSelect } from '../../kit/OptionSelect';
import { QUOTE_STATE_HELP, QUOTE_STATE_LABEL } from '../../kit/admin-format';
import { gridParams } from '../../kit/admin-grid.server';
import { requireAdminScreen } from '../screens.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Offerten' });

/**
 * /admin/Quotes (R001-2.24, R001-2.28): the quotes grid — requests awaiting an answer first,
 * filters (state, date, customer, text) and paging in the URL, applied in SQL.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('quotes', ctx, request);
  const { params, query, problems } = gridParams(request, quoteGridQuerySchema, FIELD_LABEL, ctx.locale);
  const grid = await context.get(engineContext).quotes.desk.quoteGrid(ctx, query);
  return { grid, problems, filters: { state: params.state ?? '', q: params.q ?? '', from: params.from ?? '', to: params.to ?? '' } };
}

const FIELD_LABEL: Record<string, string> = { state: 'Stand', from: 'Von', to: 'Bis', q: 'Suche', sort: 'Sortierung', page: 'Seite', size: 'Zeilen', customer: 'Kunde' };

type Row = Awaited<ReturnType<typeof loader>>['grid']['rows'][number];
const column = gridColumns<Row>();
const columns = [
  column.accessor('formattedId', { header: 'Nummer', cell: (info) => <Link to={`/admin/quote/${info.row.original.id}`}>{info.getValue()}</Link> }),
  column.accessor('createdAt', { header: 'Angefragt', cell: (info) => new Date(info.getValue()).toLocaleDateString('de-CH', { timeZone: 'Europe/Zurich' }) }),
  column.accessor('name', { header: 'Kunde', cell: (info) => <CustomerCell row={info.row.original} /> }),
  column.accessor('invoiceEmail', { header: 'E-Mail', cell: (info) => info.getValue() ?? '' }),
  column.accessor('state', {
    header: 'Stand',
    cell: (info) => (
      <span className="admin-state" data-state={info.getValue()} title={QUOTE_STATE_HELP[info.getValue()]}>
        {QUOTE_STATE_LABEL[info.getValue()]}
        {info.row.original.orderId !== null && (
          <>
            {' '}
            <Link to={`/admin/order/${info.row.original.orderId}`}>Bestellung</Link>
          </>
        )}
      </span>
    ),
  }),
  column.accessor('grandTotal', { header: 'Total CHF', cell: (info) => (info.getValue() === null ? 'auf Anfrage' : formatChf(info.getValue()!)) }),
  column.accessor('finalPrice', { header: 'Endpreis CHF', cell: (info) => (info.getValue() === null ? '–' : formatChf(info.getValue()!)) }),
];

export default function AdminQuotes() {
  const { grid, problems, filters } = useLoaderData<typeof loader>();
  return (
    <section className="admin-page">
      <h1>Offerten</h1>
      <GridFilters from={filters.from} to={filters.to} fromLabel="Angefragt von" problems={problems} sort={grid.sort} search={{ value: filters.q, placeholder: 'Nummer, Referenz, Name, E-Mail' }}>
        <OptionSelect label="Stand" name="state" options={QUOTE_STATE_LABEL} defaultValue={filters.state} emptyLabel="alle" />
      </GridFilters>
      <PagedGrid
        label="Offerten"
        columns={columns}
        grid={grid}
        sortable={{ formattedId: 'formattedId', createdAt: 'createdAt', name: 'name', grandTotal: 'grandTotal' }}
        rowId={(row) => String(row.id)}
        rowClassName={(row) => (row.state === 'request' ? 'is-request' : undefined)}
        empty="Keine Offerten für diese Filter."
      />
    </section>
  );
}
