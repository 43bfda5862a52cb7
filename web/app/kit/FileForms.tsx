import type { FetcherWithComponents } from 'react-router';
import { ConfirmButton } from './ConfirmButton';

/** A file's delete button (intent `delete`, field `name`), asking first (decision 1099); the media pages share it. */
export function DeleteFileForm({ fetcher, name, busy }: { fetcher: FetcherWithComponents<unknown>; name: string; busy: boolean }) {
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="name" value={name} />
      <ConfirmButton question={{ message: `Die Datei „${name}“ wird gelöscht.`, confirm: 'Datei löschen' }} className="admin-button is-danger" disabled={busy}>
        Löschen
      </ConfirmButton>
    </fetcher.Form>
  );
}

/** The upload panel (intent `upload`, field `files`, several files): the media pages share it. */
export function UploadFilesForm({ fetcher, busy, title, label, accept }: { fetcher: FetcherWithComponents<unknown>; busy: boolean; title: string; label: string; accept: string }) {
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="admin-panel admin-form admin-narrow" aria-label={title}>
      <h2>{title}</h2>
      <input type="hidden" name="intent" value="upload" />
      <label>
        {label}
        <input type="file" name="files" multiple accept={accept} />
      </label>
      <button type="submit" className="admin-button" disabled={busy}>
        Hochladen
      </button>
    </fetcher.Form>
  );
}
