import { EngineError, translateError, type Engine, type ImportKind, type ImportReport, type LineIssue, type RequestContext, type WorkView } from '@shop/engine';
import { redirect } from 'react-router';
import { IMPORT_KIND_LABELS } from './import-labels';
import { failureOf } from '../../kit/form-errors.server';

/** An import's report as the screen shows it: each bad line's problem in the reader's words. */
export type ShownImportReport = Omit<ImportReport, 'issues'> & { issues: { line: number; text: string }[] };

export const shownReport = (report: ImportReport, ctx: RequestContext): ShownImportReport => ({
  ...report,
  issues: report.issues.map((issue: LineIssue) => ({ line: issue.line, text: translateError(issue.message, issue.params, ctx.locale) })),
});

/** ERP files run to 10 000 lines (~24 s): the screen queues them and follows the work (decision 980); one auction invoice or sheet stays a direct call. */
const QUEUED_KINDS: ReadonlySet<ImportKind> = new Set(['ax-file', 'ax-status']);

/** A queued import as the screen follows it (GET /admin/Imports/work/{id}). */
export type ShownImportWork = Omit<WorkView, 'result'> & { report: ShownImportReport | null };

export const shownImportWork = (work: WorkView, ctx: RequestContext): ShownImportWork => {
  const { result, ...rest } = work;
  return { ...rest, report: work.status === 'done' && result ? shownReport(result as ImportReport, ctx) : null };
};

/** What the import screen shows after a preview or an import. */
export type ImportActionResult =
  | { ok: false; intent: string; message: string; fieldErrors: Record<string, string> }
  | { ok: true; intent: string; kind: ImportKind; queued: ShownImportWork }
  | {
      ok: true;
      intent: string;
      kind: ImportKind;
      report: ShownImportReport;
      queued?: undefined;
      /** Auction preview: the invoice in short and the customers that may be its buyer. */
      auction?: { invoiceRef: string; auctionId: string; lots: number; total: string; buyer: string; address: string; customers: { customerId: number; name: string; email: string | null; city: string | null; matchedBy: string[] }[] };
    };

const isKind = (value: string): value is ImportKind => value in IMPORT_KIND_LABELS;

/** Preview (dry run) or import of one uploaded file; an imported auction or template quote opens its quote, a template order its order. */
export async function importAction(engine: Engine, ctx: RequestContext, form: FormData): Promise<ImportActionResult | Response> {
  const intent = String(form.get('intent') ?? '');
  try {
    const kind = String(form.get('kind') ?? '');
    if (!isKind(kind)) return { ok: false, intent, message: 'Bitte die Art des Imports wählen.', fieldErrors: { kind: 'Bitte die Art des Imports wählen.' } };
    const upload = form.get('file');
    if (!(upload instanceof File) || upload.size === 0) return { ok: false, intent, message: 'Bitte eine Datei wählen.', fieldErrors: { file: 'Bitte eine Datei wählen.' } };
    const file = { name: upload.name, bytes: new Uint8Array(await upload.arrayBuffer()) };
    const customer = String(form.get('customer') ?? '').trim();
    const dryRun = intent !== 'import';
    const target = String(form.get('target') ?? '') || undefined;
    if (QUEUED_KINDS.has(kind)) {
      const work = await engine.jobs.work.enqueue(ctx, 'import', { kind, fileName: file.name, dryRun }, file.bytes);
      return { ok: true, intent, kind, queued: shownImportWork(work, ctx) };
    }
    const report = await engine.imports.run(ctx, { kind, file, dryRun, by: ctx.email, customer: customer === '' || customer === 'new' ? undefined : customer, target });
    const { quoteId, orderId } = report.summary as { quoteId?: number | null; orderId?: number | null };
    if (!dryRun && report.outcome === 'IMPORTED' && typeof quoteId === 'number') throw redirect(`/admin/quote/${quoteId}?importiert=${report.runId ?? ''}`);
    if (!dryRun && report.outcome === 'IMPORTED' && typeof orderId === 'number') throw redirect(`/admin/order/${orderId}?importiert=${report.runId ?? ''}`);
    let auction: Extract<ImportActionResult, { ok: true; queued?: undefined }>['auction'];
    if (kind === 'koller' && report.outcome !== 'REFUSED') {
      const { invoiceData, existingCustomers } = await engine.imports.koller.readInvoice(ctx, file);
      const address = invoiceData.deliveryAddress;
      auction = {
        invoiceRef: invoiceData.invoiceRef,
        auctionId: invoiceData.auctionId,
        lots: invoiceData.positions.length,
        total: invoiceData.total,
        buyer: [invoiceData.contact.company, invoiceData.contact.name, invoiceData.contact.email].filter(Boolean).join(', '),
        address: `${address.street}, ${address.zipCode} ${address.city}, ${address.country}`,
        customers: existingCustomers,
      };
    }
    return {
      ok: true,
      intent,
      kind,
      report: shownReport(report, ctx),
      ...(auction ? { auction } : {}),
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (EngineError.is(error)) return failureOf(intent, error, ctx) as ImportActionResult;
    throw error;
  }
}
