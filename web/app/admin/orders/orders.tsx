import { orderGridQuerySchema } from '@shop/engine';
import { DELIVERY_TYPE_STAFF_LABELS, deliveryTypeStaffLabel, formatChf, formatDateCh } from '@shop/engine/browser';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/orders';
import { PagedGrid, gridColumns } from '../../kit/AdminGrid';
import { CompletionIndicators } from './CompletionIndicators';
import { CustomerCell } from '../customers/CustomerCell';
import { GridFilters } from '../../kit/GridFilters';
import { OptionSelect } from '../../kit/OptionSelect';
import { ONLINE_PAYMENT_LABEL, ORDER_STATUS_LABEL, PAYMENT_METHOD_LABEL, PAYMENT_STATUS_LABEL } from '../../kit/admin-format';
import { gridParams } from '../../kit/admin-grid.server';
import { requireAdminScreen } from '../screens.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { TextField } from '../../kit/FormFields';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Bestellungen' });

const FILTER_KEYS = ['status', 'paymentStatus', 'onlinePayment', 'deliveryType', 'customer', 'from', 'to', 'q'] as const;

/**
 * /admin/Orders (R001-2.15, R001-2.26): the orders grid. The URL is its state — filters, sort and
 * page are search params parsed by the engine's schema and applied in SQL — so a view can be
 * bookmarked. A bad param is named on the page and left out, never a server error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('orders', ctx, request);
  const engine = context.get(engineContext);
  const { params, query, problems } = gridParams(request, orderGridQuerySchema, FIELD_LABEL, ctx.locale);
  const grid = await engine.orders.desk.orderGrid(ctx, query);
  return { grid, problems, filters: Object.fromEntries(FILTER_KEYS.map((key) => [key, params[key] ?? ''])) };
}

const FIELD_LABEL: Record<string, string> = {
  status: 'Status',
  paymentStatus: 'Zahlungsstatus',
  onlinePayment: 'Online-Zahlung',
  deliveryType: 'Lieferart',
  customer: 'Kunde',
  from: 'Von',
  to: 'Bis',
  q: 'Suche',
  sort: 'Sortierung',
  page: 'Seite',
  size: 'Zeilen',
  paymentMethod: 'Zahlungsart',
};

type Row = Awaited<ReturnType<typeof loader>>['grid']['rows'][number];
const column = gridColumns<Row>();
const columns = [
  column.accessor('formattedId', { header: 'Nummer', cell: (info) => <Link to={`/admin/order/${info.row.original.id}`}>{info.getValue()}</Link> }),
  column.accessor('createdAt', { header: 'Datum', cell: (info) => new Date(info.getValue()).toLocaleDateString('de-CH', { timeZone: 'Europe/Zurich' }) }),
  column.accessor('name', { header: 'Kunde', cell: (info) => <CustomerCell row={info.row.original} /> }),
  column.accessor('orderReference', { header: 'Referenz', cell: (info) => info.getValue() ?? '' }),
  column.accessor('orderStatusId', { header: 'Status', cell: (info) => ORDER_STATUS_LABEL[info.getValue()] ?? info.getValue() }),
  column.accessor('paymentStatusId', {
    header: 'Zahlung',
    cell: (info) => {
      const { paymentMethodId, onlinePayment } = info.row.original;
      const base = `${PAYMENT_METHOD_LABEL[paymentMethodId ?? 0] ?? '–'} · ${PAYMENT_STATUS_LABEL[info.getValue()] ?? ''}`;
      // An open online payment says how it stands (decision 1152): abgebrochen, abgelehnt, Mail gesendet.
      if (!onlinePayment || info.getValue() !== 2) return base;
      const mailed = onlinePayment.payAgainSentAt ? ` · Zahlungs-Mail ${new Date(onlinePayment.payAgainSentAt).toLocaleString('de-CH', { timeZone: 'Europe/Zurich', dateStyle: 'short', timeStyle: 'short' })}` : '';
      return (
        <span title={onlinePayment.failureReason ?? undefined} data-online-payment={onlinePayment.state}>
          {base} ({ONLINE_PAYMENT_LABEL[onlinePayment.state]}){mailed}
        </span>
      );
    },
  }),
  column.accessor('deliveryType', { header: 'Lieferart', cell: (info) => deliveryTypeStaffLabel(info.getValue()) }),
  column.accessor('confirmedDeliveryDate', {
    header: 'Liefertermin',
    cell: (info) => {
      const { confirmedDeliveryDate, requestedDeliveryDate } = info.row.original;
      if (confirmedDeliveryDate) return formatDateCh(confirmedDeliveryDate);
      return requestedDeliveryDate ? <span title="gewünscht, noch nicht bestätigt">{formatDateCh(requestedDeliveryDate)} (Wunsch)</span> : '–';
    },
  }),
  column.accessor('grandTotal', { header: 'Betrag CHF', cell: (info) => (info.getValue() === null ? 'auf Anfrage' : formatChf(info.getValue()!)) }),
  column.display({ id: 'indicators', header: 'Stand', cell: (info) => <CompletionIndicators indicators={info.row.original.indicators} /> }),
];
const SORTABLE = {
  formattedId: 'formattedId',
  createdAt: 'createdAt',
  name: 'name',
  orderStatusId: 'orderStatusId',
  paymentStatusId: 'paymentStatusId',
  confirmedDeliveryDate: 'confirmedDeliveryDate',
  grandTotal: 'grandTotal',
} as const;

export default function AdminOrders() {
  const { grid, problems, filters } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const sort = new URLSearchParams(search).get('sort') ?? undefined;
  return (
    <section className="admin-page">
      <h1>Bestellungen</h1>
      <GridFilters from={filters.from ?? ''} to={filters.to ?? ''} fromLabel="Bestellt von" problems={problems} sort={sort} search={{ value: filters.q, placeholder: 'Nummer, Referenz, Name' }}>
        <OptionSelect label="Status" name="status" options={ORDER_STATUS_LABEL} defaultValue={filters.status} emptyLabel="alle" />
        <OptionSelect label="Zahlungsstatus" name="paymentStatus" options={PAYMENT_STATUS_LABEL} defaultValue={filters.paymentStatus} emptyLabel="alle" />
        <OptionSelect label="Online-Zahlung" name="onlinePayment" options={{ none: ONLINE_PAYMENT_LABEL.none!, pending: ONLINE_PAYMENT_LABEL.pending!, declined: ONLINE_PAYMENT_LABEL.declined!, abandoned: ONLINE_PAYMENT_LABEL.abandoned! }} defaultValue={filters.onlinePayment} emptyLabel="alle" />
        <OptionSelect label="Lieferart" name="deliveryType" options={DELIVERY_TYPE_STAFF_LABELS} defaultValue={filters.deliveryType} emptyLabel="alle" />
        <TextField label="Kunden-Nr." type="number" name="customer" min="1" defaultValue={filters.customer} style={{ width: '7em' }} />
      </GridFilters>
      <PagedGrid label="Bestellungen" columns={columns} grid={grid} sortable={SORTABLE} rowId={(row) => String(row.id)} empty="Keine Bestellungen für diese Filter." />
    </section>
  );
}
