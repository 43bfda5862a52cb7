import type { WorkView } from '@shop/engine';
import { IMPORT_KIND_LABELS } from '../imports/import-labels';
import { AdminGrid, gridColumns } from '../../kit/AdminGrid';

/** The work kinds as the back office names them (decision 980). */
const KIND_LABELS: Record<string, string> = { import: 'Import', 'render-pictures': 'Produktbilder zeichnen' };
const STATUS_LABELS: Record<WorkView['status'], string> = { queued: 'wartet', running: 'läuft', done: 'erledigt', failed: 'fehlgeschlagen' };
const OUTCOME_LABELS: Record<string, string> = { IMPORTED: 'importiert', REFUSED: 'abgelehnt', PREVIEW: 'Probelauf' };

const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('de-CH', { timeZone: 'Europe/Zurich' }) : '–');

/** What a work item did, in a few words. */
export function workSubject(work: Pick<WorkView, 'kind' | 'input'>): string {
  const label = KIND_LABELS[work.kind] ?? work.kind;
  if (work.kind !== 'import') return label;
  const kind = IMPORT_KIND_LABELS[work.input.kind as keyof typeof IMPORT_KIND_LABELS] ?? String(work.input.kind);
  return `${kind}${work.input.dryRun ? ' (Probelauf)' : ''}: ${String(work.input.fileName ?? '')}`;
}

export function workResult(work: Pick<WorkView, 'status' | 'result' | 'error'>): string {
  if (work.status === 'failed') return work.error ?? 'Fehler';
  if (work.status !== 'done' || !work.result || typeof work.result !== 'object') return '–';
  const result = work.result as Record<string, unknown>;
  if (typeof result.outcome === 'string') {
    const issues = Array.isArray(result.issues) ? result.issues.length : 0;
    return `${OUTCOME_LABELS[result.outcome] ?? result.outcome}${issues ? `, ${issues} fehlerhafte Zeilen` : ''}`;
  }
  if (typeof result.rendered === 'number') {
    const failed = Array.isArray(result.failed) ? result.failed.length : 0;
    return `${result.rendered} gezeichnet, ${String(result.unchanged)} unverändert${failed ? `, ${failed} fehlgeschlagen` : ''}`;
  }
  return 'erledigt';
}

const workColumn = gridColumns<WorkView>();
const workColumns = [
  workColumn.display({ id: 'subject', header: 'Arbeit', cell: ({ row: { original: work } }) => workSubject(work) }),
  workColumn.accessor('createdBy', { header: 'Von', cell: ({ getValue }) => getValue() ?? '–' }),
  workColumn.accessor('createdAt', { header: 'Erfasst', cell: ({ getValue }) => dateTime(getValue()) }),
  workColumn.accessor('status', {
    header: 'Stand',
    cell: ({ row: { original: work } }) => (
      <>
        {STATUS_LABELS[work.status]}
        {work.attempts > 1 && ` (${work.attempts} Versuche)`}
      </>
    ),
  }),
  workColumn.accessor('durationMs', { header: 'Dauer', meta: { className: 'num' }, cell: ({ getValue }) => { const ms = getValue(); return ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`; } }),
  workColumn.display({ id: 'result', header: 'Ergebnis', cell: ({ row: { original: work } }) => workResult(work) }),
];

/** /admin/dev: the newest queued work with who started it, duration, result and failures. */
export function WorkTable({ items }: { items: WorkView[] }) {
  if (items.length === 0) return <p className="admin-muted">Noch keine Arbeiten in der Warteschlange.</p>;
  return (
    <div className="admin-table-scroll" tabIndex={0} role="region" aria-label="Arbeiten">
      <AdminGrid
        label="Arbeiten"
        tabIndex={0}
        columns={workColumns}
        data={items}
        rowId={(work) => String(work.id)}
        cellProps={(work, columnId) => (columnId === 'result' && work.status === 'failed' ? { className: 'admin-over' } : undefined)}
      />
    </div>
  );
}
