import { z } from 'zod';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/customer.$id.address';
import { AdminGrid, gridColumns } from '../../kit/AdminGrid';
import { Toasts } from '../../kit/Toasts';
import { idParam } from '../../kit/route-params.server';
import { requireAdminScreen } from '../screens.server';
import { deskAction, formCheckbox, formText } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { useDeskForm } from '../../kit/desk-form';
import { FieldError } from '../../kit/FormFields';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Adressen' });

/** /admin/customer/{id}/address (R001-2.10, R001-2.29): the customer's address book, a new address. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('customerAddresses', ctx, request);
  const engine = context.get(engineContext);
  const id = idParam(params);
  try {
    const [customer, addresses] = await Promise.all([engine.customers.admin.getCustomer(ctx, id), engine.customers.addresses.listAddresses(ctx, id)]);
    return { customer: { id: customer.id, name: customer.companyInfo?.name ?? customer.users[0]?.email ?? '' }, addresses };
  } catch (error) {
    throw toRouteError(error);
  }
}

export const action = deskAction('customerAddresses', {
  add: {
    schema: z.object({
      name: formText,
      addition: formText,
      street: formText,
      zipCode: formText,
      city: formText,
      country: formText.transform((country) => country || 'CH'),
      fixedDeliveryCost: formText,
      isDefaultShipping: formCheckbox,
      isDefaultInvoice: formCheckbox,
      isCorrespondence: formCheckbox,
    }),
    run: async ({ input, params, engine, ctx }) => {
      await engine.customers.addresses.createAddress(ctx, idParam(params), input);
      return 'Adresse angelegt';
    },
  },
});

type Row = Awaited<ReturnType<typeof loader>>['addresses'][number];
const column = gridColumns<Row>();
const columns = [
  column.accessor('name', { header: 'Name', cell: (info) => [info.getValue(), info.row.original.addition].filter(Boolean).join(', ') }),
  column.accessor('street', { header: 'Strasse' }),
  column.accessor('zipCode', { header: 'PLZ Ort', cell: (info) => `${info.row.original.country}-${info.getValue()} ${info.row.original.city}` }),
  column.display({
    id: 'roles',
    header: 'Verwendung',
    cell: (info) =>
      [info.row.original.isDefaultShipping && 'Lieferadresse', info.row.original.isDefaultInvoice && 'Rechnungsadresse', info.row.original.isCorrespondence && 'Korrespondenz'].filter(Boolean).join(', ') || '–',
  }),
  column.accessor('fixedDeliveryCost', { header: 'Feste Lieferkosten CHF', cell: (info) => (Number(info.getValue()) < 0 ? '–' : info.getValue()) }),
];

export default function AdminCustomerAddresses() {
  const { customer, addresses } = useLoaderData<typeof loader>();
  const { fetcher, toasts, formKey, errorOf } = useDeskForm();
  return (
    <section className="admin-page">
      <Toasts toasts={toasts} />
      <p>
        <Link to={`/admin/customer/${customer.id}/edit`}>‹ Kunde {customer.id}</Link>
      </p>
      <h1>Adressen · {customer.name}</h1>
      <AdminGrid label="Adressen" columns={columns} data={addresses} rowId={(row) => String(row.id)} empty="Noch keine Adressen." />
      <fetcher.Form method="post" key={formKey} className="admin-panel admin-form" aria-label="Adresse hinzufügen">
        <h2>Adresse hinzufügen</h2>
        {(
          [
            ['name', 'Name'],
            ['addition', 'Zusatz'],
            ['street', 'Strasse'],
            ['zipCode', 'PLZ'],
            ['city', 'Ort'],
            ['country', 'Land (CH, DE, …)'],
            ['fixedDeliveryCost', 'Feste Lieferkosten CHF (leer: berechnet)'],
          ] as const
        ).map(([name, label]) => (
          <label key={name}>
            {label}
            <input name={name} defaultValue={name === 'country' ? 'CH' : ''} />
            <FieldError message={errorOf(name)} />
          </label>
        ))}
        <label className="admin-check">
          <input type="checkbox" name="isDefaultShipping" /> Standard-Lieferadresse
        </label>
        <label className="admin-check">
          <input type="checkbox" name="isDefaultInvoice" /> Standard-Rechnungsadresse
        </label>
        <label className="admin-check">
          <input type="checkbox" name="isCorrespondence" /> Korrespondenzadresse
        </label>
        <p>
          <button type="submit" className="admin-button" disabled={fetcher.state !== 'idle'}>
            Adresse hinzufügen
          </button>
        </p>
      </fetcher.Form>
    </section>
  );
}
