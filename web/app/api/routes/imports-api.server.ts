import { EngineError, MAX_IMPORT_BYTES, type ImportReport } from '@shop/engine';

/**
 * Shared plumbing of the import /api routes (docs/imports.md): the file comes as
 * multipart (`file`, plus `dryRun` and `customer`/`customerId` fields) or as the raw body with
 * `?name=…&dryRun=1`; the guard (ADMIN_QUOTE, session cookie or bearer token) runs before.
 */

export interface UploadedImport {
  file: { name: string; bytes: Uint8Array };
  dryRun: boolean;
  fields: Record<string, string>;
}

const FILE_REQUIRED = 'Bitte eine Datei wählen.';
const truthy = (value: string | null | undefined) => value === '1' || value === 'true' || value === 'on';

export async function readUpload(request: Request): Promise<UploadedImport> {
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') {
    const form = await request.formData();
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) throw new EngineError('invalid', [{ message: FILE_REQUIRED, field: 'file' }]);
    if (file.size > MAX_IMPORT_BYTES) throw new EngineError('invalid', [{ message: 'Die Datei ist zu gross (höchstens {maxKilobytes} KB).', params: { maxKilobytes: MAX_IMPORT_BYTES / 1024 }, field: 'file' }]);
    const fields = { ...query, ...Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string')) };
    return { file: { name: file.name || 'upload', bytes: new Uint8Array(await file.arrayBuffer()) }, dryRun: truthy(fields.dryRun), fields };
  }
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length === 0) throw new EngineError('invalid', [{ message: FILE_REQUIRED, field: 'file' }]);
  return { file: { name: query.name || 'upload', bytes }, dryRun: truthy(query.dryRun), fields: query };
}

/** A refused import answers 400 with every bad line as an error ("Zeile {line}: …"); else the report. */
export function reportResponse(report: ImportReport): Response {
  if (report.outcome !== 'REFUSED') return Response.json(report);
  return Response.json(
    { ...report, errors: report.issues.map((issue) => ({ message: `Zeile {line}: ${issue.message}`, params: { ...issue.params, line: issue.line }, field: 'file' })) },
    { status: 400 },
  );
}
