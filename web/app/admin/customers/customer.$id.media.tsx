import { z } from 'zod';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/customer.$id.media';
import { customerFileUrl } from './CustomerFilesLink';
import { DeleteFileForm, UploadFilesForm } from '../../kit/FileForms';
import { Toasts } from '../../kit/Toasts';
import { idParam } from '../../kit/route-params.server';
import { requireAdminScreen } from '../screens.server';
import { deskAction, deskFailure, formText } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { useDeskForm } from '../../kit/desk-form';

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData ? `Dateien · Kunde ${loaderData.customer.id}` : 'Dateien' });

/**
 * /admin/customer/{id}/media (R001-2.12, decision 898): the customer's files — list, upload
 * (checked like /admin/Media, decision 893), download, delete — and the picture that is its logo.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('customerMedia', ctx, request);
  const engine = context.get(engineContext);
  const id = idParam(params);
  try {
    const [customer, { files, logo }] = await Promise.all([engine.customers.admin.getCustomer(ctx, id), engine.customers.files.list(ctx, id)]);
    const name = customer.companyInfo?.name ?? ([customer.contactPersons[0]?.firstName, customer.contactPersons[0]?.lastName].filter(Boolean).join(' ') || customer.users[0]?.email || '');
    return { customer: { id: customer.id, name }, files, logo: files.find((file) => file.name === logo) ?? null };
  } catch (error) {
    throw toRouteError(error);
  }
}

const named = z.object({ name: formText });

// An upload moves from the media library's staging folder to the customer's folder; no zips.
export const action = deskAction(
  'customerMedia',
  {
    upload: {
      run: async ({ files, params, engine, ctx }) => {
        const uploads = files();
        if (uploads.length === 0) return deskFailure('Bitte eine Datei wählen.');
        const written = await engine.customers.files.uploadAll(ctx, idParam(params), uploads);
        return `${written.length} Datei(en) hochgeladen`;
      },
    },
    delete: {
      schema: named,
      run: async ({ input, params, engine, ctx }) => {
        await engine.customers.files.remove(ctx, { customerId: idParam(params), name: input.name });
        return 'Gelöscht';
      },
    },
    logo: {
      schema: named,
      run: async ({ input, params, engine, ctx }) => {
        await engine.customers.files.setLogo(ctx, { customerId: idParam(params), name: input.name });
        return 'Logo gesetzt';
      },
    },
  },
  { uploads: (engine) => ({ staging: engine.catalog.media.createStaging, zips: false }) },
);

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
const TYPE_LABEL: Record<string, string> = { 'application/pdf': 'PDF', 'model/gltf-binary': '3D-Modell (GLB)' };

export default function AdminCustomerMedia() {
  const { customer, files, logo } = useLoaderData<typeof loader>();
  const { fetcher, toasts, formKey, result, busy } = useDeskForm();
  return (
    <section className="admin-page">
      <Toasts toasts={toasts} />
      <p>
        <Link to={`/admin/customer/${customer.id}/edit`}>‹ Kunde {customer.id}</Link>
      </p>
      <h1>Dateien · {customer.name || `Kunde ${customer.id}`}</h1>
      {result && !result.ok && (
        <p className="admin-error" role="alert">
          {result.message}
        </p>
      )}
      <p className="admin-muted">
        {logo ? (
          <>
            Logo: <img className="admin-customer-logo" src={customerFileUrl(customer.id, logo)} alt={`Logo von ${customer.name || `Kunde ${customer.id}`}`} />
          </>
        ) : (
          'Noch kein Logo: «Als Logo» bei einem Bild wählen.'
        )}
      </p>
      {files.length === 0 ? (
        <p>Noch keine Dateien.</p>
      ) : (
        <ul className="admin-gallery" aria-label="Dateien">
          {files.map((file) => (
            <li key={file.name}>
              <a href={customerFileUrl(customer.id, file)} target="_blank" rel="noreferrer">
                {file.type?.startsWith('image/') ? <img src={customerFileUrl(customer.id, file)} alt={file.name} loading="lazy" /> : <span className="admin-file-kind">{TYPE_LABEL[file.type ?? ''] ?? 'Datei'}</span>}
              </a>
              <span className="admin-gallery-name">
                {file.name} {file.logo && <strong className="admin-status">Logo</strong>}
              </span>
              <span className="admin-muted">{sizeText(file.size)}</span>
              <span className="admin-actions">
                <a className="admin-button is-secondary" href={`${customerFileUrl(customer.id, file)}&download=1`} download={file.name}>
                  Herunterladen
                </a>
                {file.type?.startsWith('image/') && !file.logo && (
                  <fetcher.Form method="post">
                    <input type="hidden" name="intent" value="logo" />
                    <input type="hidden" name="name" value={file.name} />
                    <button type="submit" className="admin-button is-secondary" disabled={busy}>
                      Als Logo
                    </button>
                  </fetcher.Form>
                )}
                <DeleteFileForm fetcher={fetcher} name={file.name} busy={busy} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <UploadFilesForm key={formKey} fetcher={fetcher} busy={busy} title="Dateien hochladen" label="Dateien (PNG, JPEG, GIF, WebP, PDF, GLB; höchstens 10 MB je Datei)" accept=".png,.jpg,.jpeg,.gif,.webp,.pdf,.glb" />
    </section>
  );
}
