import type { GeneratedReport } from '@shop/engine';

/** A generated report as a download: its file name in content-disposition (plain and RFC 5987), never cached. */
export function reportResponse(report: GeneratedReport, disposition: 'attachment' | 'inline'): Response {
  return new Response(new Uint8Array(report.body), {
    headers: {
      'content-type': report.contentType,
      'content-disposition': `${disposition}; filename="${report.fileName}"; filename*=UTF-8''${encodeURIComponent(report.fileName)}`,
      'content-length': String(report.body.length),
      'cache-control': 'no-store',
    },
  });
}
