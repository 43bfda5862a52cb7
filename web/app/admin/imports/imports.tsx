import { Fragment, useEffect, useState } from 'react';
import { useFetcher, useLoaderData, useRevalidator } from 'react-router';
import { formatChf } from '@shop/engine/browser';
import type { ImportKind } from '@shop/engine';
import type { Route } from './+types/imports';
import { requireAdminScreen } from '../screens.server';
import { deskAction } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { toRouteError } from '../../kit/route-error.server';
import { requestContext } from '../../server/request-context.server';
import { IMPORT_KIND_LABELS } from './import-labels';
import { importAction, type ImportActionResult, type ShownImportReport, type ShownImportWork } from './imports.server';
import { usePolledWork, WorkProgress } from '../../kit/WorkProgress';
import { TextField } from '../../kit/FormFields';
import { AdminGrid, gridColumns } from '../../kit/AdminGrid';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Importe' });

/**
 * /admin/Imports (docs/imports.md): upload a file, check it (dry run: what it would do,
 * every bad line), import it in one transaction; an auction invoice or an order template ends on
 * its new quote. Below, the kept files with their results.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('imports', ctx, request);
  try {
    return { runs: await context.get(engineContext).imports.listRuns(ctx, { limit: 30 }) };
  } catch (error) {
    throw toRouteError(error);
  }
}

// The file, its kind and the customer or target it goes to are read by imports.server.ts; a preview is a dry run.
export const action = deskAction('imports', {
  preview: { run: ({ form, engine, ctx }) => importAction(engine, ctx, form) },
  import: { run: ({ form, engine, ctx }) => importAction(engine, ctx, form) },
});

const OUTCOME_LABELS: Record<string, string> = { IMPORTED: 'importiert', REFUSED: 'abgelehnt, nichts geschrieben', PREVIEW: 'Probelauf: bereit zum Import' };
const SUMMARY_LABELS: Record<string, string> = {
  invoiceRef: 'Rechnung',
  lots: 'Lose',
  orders: 'ERP-Bestellungen',
  created: 'neu angelegt',
  unchanged: 'unverändert',
  positions: 'Positionen',
  lines: 'Zeilen',
  ordersChanged: 'Bestellungen geändert',
  positionsChanged: 'Positionen geändert',
  grandTotal: 'Offertbetrag CHF',
  total: 'Offertbetrag CHF',
};
const MONEY_KEYS = new Set(['grandTotal', 'total']);
const dateTime = (iso: string) => new Date(iso).toLocaleString('de-CH', { timeZone: 'Europe/Zurich', dateStyle: 'short', timeStyle: 'short' });

function Summary({ summary }: { summary: Record<string, unknown> }) {
  const facts = Object.entries(summary).filter(([key, value]) => SUMMARY_LABELS[key] && (typeof value === 'number' || (typeof value === 'string' && value !== '')));
  const insurance = summary.insurance as { price: string; zone: string; provider: string } | null | undefined;
  const courier = summary.courier as { amount: string; serviceName: string; source: string } | null | undefined;
  return (
    <dl className="admin-dl">
      {facts.map(([key, value]) => (
        <Fragment key={key}>
          <dt>{key === 'total' && summary.target === 'ORDER' ? 'Bestellbetrag CHF' : SUMMARY_LABELS[key]}</dt>
          <dd>{MONEY_KEYS.has(key) ? formatChf(String(value)) : String(value)}</dd>
        </Fragment>
      ))}
      {summary.target === 'ORDER' && (
        <>
          <dt>Ergebnis</dt>
          <dd>Bestellung (sofort erfasst, ohne Bestätigungsmail)</dd>
        </>
      )}
      {insurance && (
        <>
          <dt>Versicherung</dt>
          <dd>
            CHF {formatChf(insurance.price)} (Zone {insurance.zone})
          </dd>
        </>
      )}
      {courier && (
        <>
          <dt>Kurier</dt>
          <dd>
            CHF {formatChf(courier.amount)} – {courier.serviceName}
            {courier.source === 'fallback' ? ' (Pauschale, FedEx nicht erreichbar)' : ''}
          </dd>
        </>
      )}
    </dl>
  );
}

type ImportDone = Extract<ImportActionResult, { ok: true; queued?: undefined }>;

/** The result of a preview or an import: outcome, what it did, every bad line. */
type ImportIssue = ShownImportReport['issues'][number] & { index: number };
const issueColumn = gridColumns<ImportIssue>();
const issueColumns = [
  issueColumn.accessor('line', { header: 'Zeile', meta: { className: 'num' }, cell: ({ getValue }) => (getValue() === 0 ? '–' : getValue()) }),
  issueColumn.accessor('text', { header: 'Problem' }),
];

type ImportRun = Awaited<ReturnType<typeof loader>>['runs'][number];
const runColumn = gridColumns<ImportRun>();
const runColumns = [
  runColumn.accessor('createdAt', { header: 'Zeit', cell: ({ getValue }) => dateTime(getValue()) }),
  runColumn.accessor('kind', { header: 'Art', cell: ({ getValue }) => IMPORT_KIND_LABELS[getValue()] }),
  runColumn.accessor('fileName', { header: 'Datei', cell: ({ row: { original: run } }) => <a href={`/admin/Imports/${run.id}/file`}>{run.fileName}</a> }),
  runColumn.accessor('outcome', {
    header: 'Ergebnis',
    cell: ({ row: { original: run } }) => {
      const { quoteId, orderId, formattedId } = run.summary as { quoteId?: number | null; orderId?: number | null; formattedId?: string | null };
      return (
        <>
          {OUTCOME_LABELS[run.outcome] ?? run.outcome}
          {run.issues.length > 0 && ` (${run.issues.length} fehlerhafte Zeilen)`}
          {quoteId && formattedId && (
            <>
              {' – '}
              <a href={`/admin/quote/${quoteId}`}>Offerte {formattedId}</a>
            </>
          )}
          {orderId && formattedId && (
            <>
              {' – '}
              <a href={`/admin/order/${orderId}`}>Bestellung {formattedId}</a>
            </>
          )}
        </>
      );
    },
  }),
  runColumn.accessor('createdBy', { header: 'Von', cell: ({ getValue }) => getValue() ?? '–' }),
];

function ImportResult({ report, auction }: { report: ShownImportReport; auction?: ImportDone['auction'] | undefined }) {
  return (
    <div className="admin-panel" aria-label="Ergebnis" role="status">
      <h2>
        {report.fileName}: {OUTCOME_LABELS[report.outcome] ?? report.outcome}
      </h2>
      {auction && (
        <p>
          Rechnung {auction.invoiceRef}, Auktion {auction.auctionId}: {auction.lots} Lose, Versicherungswert CHF {formatChf(auction.total)}
          <br />
          Käufer: {auction.buyer}
          <br />
          Lieferadresse: {auction.address}
        </p>
      )}
      <Summary summary={report.summary as Record<string, unknown>} />
      {report.issues.length > 0 && (
        <AdminGrid label="Fehlerhafte Zeilen" tabIndex={0} columns={issueColumns} data={report.issues.map((issue, index) => ({ ...issue, index }))} rowId={(issue) => String(issue.index)} />
      )}
    </div>
  );
}

/** A queued ERP file (decision 980): its progress while the job runner works, then its result. */
function QueuedImport({ work: initial }: { work: ShownImportWork }) {
  const work = usePolledWork(`/admin/Imports/work/${initial.id}`, initial);
  const { revalidate } = useRevalidator();
  // The kept files below gain this one when it is done.
  useEffect(() => {
    if (work.status === 'done') void revalidate();
  }, [work.status, revalidate]);
  return (
    <>
      <div className="admin-panel">
        <WorkProgress work={work} label={String(work.input.fileName ?? 'Import')} />
      </div>
      {work.report && <ImportResult report={work.report} />}
    </>
  );
}

export default function ImportsPage() {
  const { runs } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const [kind, setKind] = useState<ImportKind>('koller');
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? (fetcher.data as ImportActionResult | undefined) : undefined;
  const failure = result && !result.ok ? result : undefined;
  const done = result && result.ok ? result : undefined;
  const auction = done && !done.queued ? done.auction : undefined;
  const wantsCustomer = kind === 'koller' || kind === 'template';
  return (
    <section className="admin-page">
      <h1>Importe</h1>
      <fetcher.Form method="post" encType="multipart/form-data" className="admin-panel admin-form" aria-label="Datei importieren">
        <label>
          Art
          <select name="kind" value={kind} onChange={(event) => setKind(event.target.value as ImportKind)}>
            {(Object.keys(IMPORT_KIND_LABELS) as ImportKind[]).map((key) => (
              <option key={key} value={key}>
                {IMPORT_KIND_LABELS[key]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Datei (CSV; Bestellvorlage: xlsx; höchstens 5 MB)
          <input type="file" name="file" accept={kind === 'template' ? '.xlsx' : '.csv,.txt'} required />
          {failure?.fieldErrors.file && <span className="field-error">{failure.fieldErrors.file}</span>}
        </label>
        {kind === 'template' && (
          <TextField label="Kunde (Kundennummer, E-Mail oder Nr.; leer: «Kunde:» im Blatt)" name="customer" autoComplete="off" />
        )}
        {kind === 'template' && (
          <label>
            Ergebnis
            <select name="target" defaultValue="QUOTE">
              <option value="QUOTE">Offerte (zum Prüfen und Senden)</option>
              <option value="ORDER">Bestellung (der Kunde hat bestellt)</option>
            </select>
          </label>
        )}
        {kind === 'koller' && auction && (
          <fieldset className="admin-choices">
            <legend>Kunde der Offerte</legend>
            {auction.customers.map((customer) => (
              <label key={customer.customerId}>
                <input type="radio" name="customer" value={customer.customerId} defaultChecked={customer === auction?.customers[0]} /> {customer.name}
                {customer.email ? `, ${customer.email}` : ''}
                {customer.city ? `, ${customer.city}` : ''} <span className="admin-muted">(gleiche {customer.matchedBy.map((how) => (how === 'email' ? 'E-Mail' : 'Adresse')).join(' und ')})</span>
              </label>
            ))}
            <label>
              <input type="radio" name="customer" value="new" defaultChecked={auction.customers.length === 0} /> Neuer Kunde aus der Rechnung
            </label>
          </fieldset>
        )}
        <div className="admin-actions">
          <button type="submit" name="intent" value="preview" className="admin-button is-secondary" disabled={busy}>
            Prüfen (Probelauf)
          </button>
          <button type="submit" name="intent" value="import" className="admin-button" disabled={busy || (wantsCustomer && kind === 'koller' && !auction)}>
            Importieren
          </button>
        </div>
        {kind === 'koller' && !auction && <p className="admin-muted">Zuerst prüfen: der Probelauf zeigt die Rechnung und die passenden Kunden.</p>}
        {failure && !failure.fieldErrors.file && (
          <p className="field-error" role="alert">
            {failure.message}
          </p>
        )}
      </fetcher.Form>

      {done?.queued ? <QueuedImport work={done.queued} /> : done && <ImportResult report={done.report} auction={done.auction} />}

      <h2>Importierte Dateien</h2>
      {runs.length === 0 ? (
        <p className="admin-muted">Noch keine Importe.</p>
      ) : (
        <div className="admin-scroll">
          <AdminGrid label="Importierte Dateien" tabIndex={0} columns={runColumns} data={runs} rowId={(run) => String(run.id)} />
        </div>
      )}
    </section>
  );
}
