import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/customer-contacts';
import { AdminGrid, gridColumns } from '../../kit/AdminGrid';
import { LANGUAGE_LABEL, TITLE_LABEL } from '../../kit/admin-format';
import { requireAdminScreen } from '../screens.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Kontaktübersicht' });

/** /admin/customer/customerContactOverview (R001-2.09, R001-7.031, R001-7.032): the correspondence contacts grid and its CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('customerContacts', ctx, request);
  return { contacts: await context.get(engineContext).customers.admin.correspondenceContacts(ctx) };
}

type Row = Awaited<ReturnType<typeof loader>>['contacts'][number];
const column = gridColumns<Row>();
const columns = [
  column.accessor('customerId', { header: 'Kunde', cell: (info) => <Link to={`/admin/customer/${info.getValue()}/edit`}>{info.row.original.company ?? info.getValue()}</Link> }),
  column.accessor('lastName', { header: 'Name', cell: (info) => [TITLE_LABEL[info.row.original.title] === '–' ? '' : TITLE_LABEL[info.row.original.title], info.row.original.firstName, info.getValue()].filter(Boolean).join(' ') }),
  column.accessor('department', { header: 'Abteilung', cell: (info) => info.getValue() ?? '' }),
  column.accessor('email', { header: 'E-Mail', cell: (info) => info.getValue() ?? '' }),
  column.accessor('phone', { header: 'Telefon', cell: (info) => info.getValue() ?? '' }),
  column.accessor('languageId', { header: 'Sprache', cell: (info) => LANGUAGE_LABEL[info.getValue()] ?? '' }),
  column.accessor('promoItems', { header: 'Werbemittel', cell: (info) => info.getValue().join(', ') }),
  column.accessor('city', { header: 'Adresse', cell: (info) => [info.row.original.street, [info.row.original.zipCode, info.getValue()].filter(Boolean).join(' ')].filter(Boolean).join(', ') }),
];

export default function AdminCustomerContacts() {
  const { contacts } = useLoaderData<typeof loader>();
  return (
    <section className="admin-page">
      <div className="admin-summary">
        <h1>Kontaktübersicht</h1>
        <p className="admin-actions">
          <a className="admin-button is-secondary" href="/api/customers/all-correspondence-contacts" download>
            CSV herunterladen
          </a>
        </p>
      </div>
      <AdminGrid label="Kontakte" columns={columns} data={contacts} rowId={(row) => String(row.contactPersonId)} empty="Keine Kontaktpersonen." />
    </section>
  );
}
