import { createFolderInputSchema, EngineError, fileListQuerySchema } from '@shop/engine';
import { apiRoute, methodNotAllowed } from '../../lib/api.server';

/** GET /api/file?currentDirectory&mimeType (R001-7.053) → `{ path, items }` (001 §7: files are read as an items list). ADMIN_PRODUCT. */
export const loader = apiRoute(async ({ engine, query }) => {
  const input = fileListQuerySchema.parse(query);
  const listing = await engine.mediaLibrary.list(input.currentDirectory, input.mimeType || undefined);
  return { path: listing.path, items: listing.entries };
});

/**
 * PUT /api/file `{currentDirectory, name}` (R001-7.054): a new folder. POST /api/file, multipart
 * `files` (several), `directory`, `extractZip` (R001-7.055): uploads checked like /admin/Media
 * (decision 893) → `{ items }` written.
 */
export const action = apiRoute(async ({ engine, method, body, request }) => {
  const media = engine.mediaLibrary;
  if (method === 'PUT') {
    const input = createFolderInputSchema.parse(await body());
    return media.createFolder(input.currentDirectory, input.name);
  }
  if (method !== 'POST') return methodNotAllowed();
  const form = await request.formData().catch(() => {
    throw new EngineError('invalid', 'Die Eingaben sind ungültig.');
  });
  const directory = String(form.get('directory') ?? '');
  const extractZip = ['true', '1', 'on'].includes(String(form.get('extractZip') ?? ''));
  const files = form.getAll('files').filter((file): file is File => typeof file === 'object' && file.size > 0);
  if (files.length === 0) throw new EngineError('invalid', [{ message: 'Bitte eine Datei wählen.', field: 'files' }]);
  const items = [];
  for (const file of files) {
    const bytes = Buffer.from(await file.arrayBuffer());
    if (extractZip && file.name.toLowerCase().endsWith('.zip')) items.push(...(await media.extractZip(directory, bytes)));
    else items.push(await media.upload(directory, file.name, bytes));
  }
  return { items };
});
