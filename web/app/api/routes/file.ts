import { createFolderInputSchema, EngineError, fileListQuerySchema } from '@shop/engine';
import { apiRoute, methodNotAllowed } from '../api.server';
import { withUploadForm } from '../../kit/uploads.server';

/** GET /api/file?currentDirectory&mimeType (R001-7.053) → `{ path, items }` (001 §7: files are read as an items list). ADMIN_PRODUCT. */
export const loader = apiRoute(async ({ engine, query }) => {
  const input = fileListQuerySchema.parse(query);
  const listing = await engine.catalog.media.list(input.currentDirectory, input.mimeType || undefined);
  return { path: listing.path, items: listing.entries };
});

/**
 * PUT /api/file `{currentDirectory, name}` (R001-7.054): a new folder. POST /api/file, multipart
 * `files` (several), `directory`, `extractZip` (R001-7.055): uploads checked like /admin/Media
 * (decision 893), all or nothing → `{ items }` written. The files stream to the media library's
 * staging folder while they arrive (decision 1030).
 */
export const action = apiRoute(async ({ engine, method, body, request }) => {
  const media = engine.catalog.media;
  if (method === 'PUT') {
    const input = createFolderInputSchema.parse(await body());
    return media.createFolder(input.currentDirectory, input.name);
  }
  if (method !== 'POST') return methodNotAllowed();
  return withUploadForm(request, { staging: media.createStaging }, async ({ form, files }) => {
    const directory = String(form.get('directory') ?? '');
    const extractZip = ['true', '1', 'on'].includes(String(form.get('extractZip') ?? ''));
    const uploads = files();
    if (uploads.length === 0) throw new EngineError('invalid', [{ message: 'Bitte eine Datei wählen.', field: 'files' }]);
    // All or nothing (a refused file or zip keeps every other from being written).
    return { items: await media.uploadAll(directory, uploads, { extractZip }) };
  });
});
