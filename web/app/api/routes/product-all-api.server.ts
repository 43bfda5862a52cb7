import type { CsvExport } from '@shop/engine';

/** A CSV export as a streamed download: the body is pulled from the database as it is sent. */
export function csvDownload(file: CsvExport): Response {
  return new Response(file.toWebStream(), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'no-store',
    },
  });
}
