import { z } from 'zod';
import { Form, Link, useLoaderData } from 'react-router';
import type { Route } from './+types/media';
import { Toasts } from '../../kit/Toasts';
import { requireAdminScreen } from '../screens.server';
import { deskAction, deskFailure, formCheckbox, formText } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { EXECUTED, useDeskForm } from '../../kit/desk-form';
import { TextField } from '../../kit/FormFields';
import { ConfirmButton } from '../../kit/ConfirmButton';
import { AdminGrid, gridColumns } from '../../kit/AdminGrid';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Medien' });

const TYPE_FILTER = { image: 'Bilder', pdf: 'PDF', gltf: '3D-Modelle' } as const;

/** /admin/Media (R001-2.14, decision 893): the product-images directory by folder (`?path=`) and type (`?type=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('media', ctx, request);
  const search = new URL(request.url).searchParams;
  const type = search.get('type') ?? '';
  try {
    const listing = await context.get(engineContext).catalog.media.list(search.get('path') ?? '', type in TYPE_FILTER ? type : undefined);
    return { ...listing, type };
  } catch (error) {
    throw toRouteError(error);
  }
}

const inFolder = z.object({ path: formText });
const onTarget = z.object({ target: formText });

export const action = deskAction(
  'media',
  {
    folder: {
      schema: inFolder.extend({ name: formText }),
      run: async ({ input, engine }) => {
        await engine.catalog.media.createFolder(input.path, input.name);
        return 'Ordner angelegt';
      },
    },
    upload: {
      schema: inFolder.extend({ extractZip: formCheckbox }),
      run: async ({ input, files, engine }) => {
        const uploads = files();
        if (uploads.length === 0) return deskFailure('Bitte eine Datei wählen.');
        // All or nothing: every file (and zip entry) is checked before the first is written.
        const written = await engine.catalog.media.uploadAll(input.path, uploads, { extractZip: input.extractZip });
        return `${written.length} Datei(en) hochgeladen`;
      },
    },
    rename: {
      schema: onTarget.extend({ name: formText }),
      run: async ({ input, engine }) => {
        await engine.catalog.media.rename(input.target, input.name);
        return 'Umbenannt';
      },
    },
    delete: {
      schema: onTarget,
      run: async ({ input, engine }) => {
        await engine.catalog.media.remove(input.target);
        return 'Gelöscht';
      },
    },
    // Images are read from disk on every request (decision 402): nothing is cached to refresh.
    refresh: { run: () => EXECUTED },
  },
  { uploads: (engine) => ({ staging: engine.catalog.media.createStaging }) },
);

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

type MediaRow = Awaited<ReturnType<typeof loader>>['entries'][number];
const column = gridColumns<MediaRow>();

export default function AdminMedia() {
  const { path, entries, type } = useLoaderData<typeof loader>();
  const { fetcher, toasts, formKey, busy } = useDeskForm();
  const segments = path ? path.split('/') : [];
  const link = (to: string) => `?path=${encodeURIComponent(to)}${type ? `&type=${type}` : ''}`;
  const mediaUrl = (entry: MediaRow) => `/api/media/${entry.path.split('/').map(encodeURIComponent).join('/')}`;
  const columns = [
    column.accessor('name', {
      header: 'Name',
      cell: ({ row: { original: entry } }) =>
        entry.kind === 'folder' ? (
          <Link to={link(entry.path)}>📁 {entry.name}</Link>
        ) : entry.type?.startsWith('image/') ? (
          <a href={mediaUrl(entry)} target="_blank" rel="noreferrer">
            <img src={mediaUrl(entry)} alt="" width={48} height={48} style={{ objectFit: 'cover', verticalAlign: 'middle' }} /> {entry.name}
          </a>
        ) : (
          entry.name
        ),
    }),
    column.display({ id: 'type', header: 'Typ', cell: ({ row: { original: entry } }) => (entry.kind === 'folder' ? 'Ordner' : (entry.type ?? 'unbekannt')) }),
    column.display({ id: 'size', header: 'Grösse', cell: ({ row: { original: entry } }) => (entry.kind === 'folder' ? '' : sizeText(entry.size)) }),
    column.display({
      id: 'actions',
      header: 'Umbenennen / Löschen',
      cell: ({ row: { original: entry } }) => (
        <fetcher.Form method="post" className="admin-inline-form">
          <input type="hidden" name="target" value={entry.path} />
          <input name="name" defaultValue={entry.name} aria-label={`Neuer Name für ${entry.name}`} />
          <button type="submit" name="intent" value="rename" className="admin-button is-secondary" disabled={busy}>
            Umbenennen
          </button>
          <ConfirmButton
            name="intent"
            value="delete"
            question={
              entry.kind === 'folder'
                ? { message: `Der Ordner „${entry.name}“ wird mit allen Dateien und Unterordnern darin gelöscht.`, confirm: 'Ordner löschen' }
                : { message: `Die Datei „${entry.name}“ wird gelöscht.`, confirm: 'Datei löschen' }
            }
            className="admin-button is-danger"
            disabled={busy}
          >
            Löschen
          </ConfirmButton>
        </fetcher.Form>
      ),
    }),
  ];
  return (
    <section className="admin-page" key={formKey}>
      <Toasts toasts={toasts} />
      <h1>Medien</h1>
      <nav aria-label="Ordner" className="admin-actions">
        <Link to={link('')}>Produktbilder</Link>
        {segments.map((segment, index) => (
          <span key={index}>
            / <Link to={link(segments.slice(0, index + 1).join('/'))}>{segment}</Link>
          </span>
        ))}
      </nav>
      <Form method="get" className="admin-filters" aria-label="Filter">
        <input type="hidden" name="path" value={path} />
        <label>
          Typ
          <select name="type" defaultValue={type}>
            <option value="">alle</option>
            {Object.entries(TYPE_FILTER).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="admin-button">
          Filtern
        </button>
      </Form>
      <AdminGrid label="Dateien" className="is-static" tabIndex={0} columns={columns} data={entries} rowId={(entry) => entry.path} empty="Dieser Ordner ist leer." />
      <div className="admin-panels">
        <fetcher.Form method="post" encType="multipart/form-data" className="admin-panel admin-form" aria-label="Hochladen">
          <h2>Hochladen</h2>
          <input type="hidden" name="intent" value="upload" />
          <input type="hidden" name="path" value={path} />
          <label>
            Dateien (PNG, JPEG, GIF, WebP, PDF, GLB; höchstens 10 MB je Datei) oder ein ZIP
            <input type="file" name="files" multiple accept=".png,.jpg,.jpeg,.gif,.webp,.pdf,.glb,.zip" />
          </label>
          <label className="admin-check">
            <input type="checkbox" name="extractZip" defaultChecked /> ZIP entpacken
          </label>
          <button type="submit" className="admin-button" disabled={busy}>
            Hochladen
          </button>
        </fetcher.Form>
        <fetcher.Form method="post" className="admin-panel admin-form" aria-label="Ordner anlegen">
          <h2>Ordner anlegen</h2>
          <input type="hidden" name="intent" value="folder" />
          <input type="hidden" name="path" value={path} />
          <TextField label="Name (z. B. die Artikelnummer)" name="name" required />
          <button type="submit" className="admin-button" disabled={busy}>
            Anlegen
          </button>
        </fetcher.Form>
        <fetcher.Form method="post" className="admin-panel admin-form" aria-label="Ressourcen aktualisieren">
          <h2>Ressourcen</h2>
          <input type="hidden" name="intent" value="refresh" />
          <p className="admin-muted">Der Shop liest die Bilder bei jeder Anfrage vom Datenträger.</p>
          <button type="submit" className="admin-button is-secondary" disabled={busy}>
            Ressourcen aktualisieren
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
