import { EngineError, JOB_TIMEZONE, mailListQuerySchema, parseId, Permission, publicUrlFor } from '@shop/engine';
import { z } from 'zod';
import { useEffect } from 'react';
import { Form, Link, useFetcher, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/dev';
import { AdminGrid, gridColumns, withParams } from '../../kit/AdminGrid';
import { Toasts, useToasts } from '../../kit/Toasts';
import { JOB_LABEL, jobResultText } from '../../kit/admin-format';
import { requireAdminScreen } from '../screens.server';
import { deskAction, deskFailure, formText } from '../desk-action.server';
import { EXECUTED } from '../../kit/desk-form';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { toRouteError } from '../../kit/route-error.server';
import { requestContext } from '../../server/request-context.server';
import { TextField } from '../../kit/FormFields';
import { WorkTable } from './WorkTable';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Mails & Betrieb' });

/**
 * /admin/dev (R001-2.13): the mails of the caller's topics (decision 1087) the shop sent or caught
 * with their stored bodies (personal links and PINs as markers) and real attachments (downloads of
 * the stored bytes), re-send; every scheduled job with its schedule, last run and
 * failures since its last success, also those that never ran (decision 1040); the queued work
 * (decision 980) and 'Bilder neu zeichnen', which queues the product pictures; the configuration.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('dev', ctx, request);
  const engine = context.get(engineContext);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = mailListQuerySchema.safeParse(params);
  try {
    const [mails, system, work] = await Promise.all([engine.mail.desk.listMails(ctx, parsed.success ? params : {}), engine.jobs.systemSummary(), engine.jobs.work.list(ctx, { limit: 20 })]);
    // The address this request's links use: the one rule of mails and return URLs (decision 1151).
    return { mails, system: { ...system, publicUrl: publicUrlFor(engine.env, ctx) }, work, selected: parseId(params.mail), canRenderPictures: ctx.permissions.includes(Permission.ADMIN_PRODUCT), timezone: JOB_TIMEZONE };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** A mail that cannot go out (the mail server refuses) is said on the page, whatever failed. */
const saidOnThePage = (error: unknown) => {
  if (EngineError.is(error)) throw error;
  return deskFailure(error instanceof Error ? error.message : String(error));
};

export const action = deskAction('dev', {
  // Drawn by the job runner (decision 980); the item shows in the work table below.
  renderPictures: {
    run: async ({ engine, ctx }) => {
      const work = await engine.jobs.work.enqueue(ctx, 'render-pictures', { force: false }).catch(saidOnThePage);
      return 'ok' in work ? work : { message: 'Bilder werden neu gezeichnet', workId: work.id };
    },
  },
  resend: {
    schema: z.object({ mailId: formText }),
    run: async ({ input, engine, ctx }) => {
      const mail = await engine.mail.desk.resend(ctx, Number(input.mailId)).catch(saidOnThePage);
      return 'ok' in mail ? mail : { message: EXECUTED, mailId: mail.id };
    },
  },
});

const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('de-CH', { timeZone: 'Europe/Zurich' }) : '–');
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;
const two = (value: string) => value.padStart(2, '0');

/** A failed run keeps `{ error }` (an internal, English message, in the job's log line): the page says that it failed. */
const lastResultText = (result: unknown) => (result !== null && typeof result === 'object' && 'error' in result ? 'fehlgeschlagen' : jobResultText(result));

/** A job's cron schedule in words where it is a plain one ('täglich 03:15', 'alle 5 Minuten'), else the cron text. */
function scheduleText(cron: string): string {
  const [minute = '', hour = '', ...rest] = cron.trim().split(/\s+/);
  const everyDay = rest.length === 3 && rest.every((field) => field === '*');
  if (everyDay && /^\d+$/.test(minute) && /^\d+$/.test(hour)) return `täglich ${two(hour)}:${two(minute)}`;
  if (everyDay && hour === '*' && /^\*\/\d+$/.test(minute)) return `alle ${minute.slice(2)} Minuten`;
  if (everyDay && hour === '*' && minute === '*') return 'jede Minute';
  return cron;
}

type Loaded = Awaited<ReturnType<typeof loader>>;
type JobRow = Loaded['system']['jobs'][number];
const jobColumn = gridColumns<JobRow>();
const jobColumns = [
  jobColumn.accessor('name', { header: 'Job', cell: ({ getValue }) => JOB_LABEL[getValue()] ?? getValue() }),
  jobColumn.accessor('schedule', { header: 'Zeitplan', cell: ({ getValue }) => { const schedule = getValue(); return schedule ? scheduleText(schedule) : '–'; } }),
  jobColumn.accessor('lastStartedAt', {
    header: 'Letzter Lauf',
    cell: ({ row: { original: job } }) => (job.running ? `läuft seit ${dateTime(job.lastStartedAt)}` : job.lastStartedAt ? dateTime(job.lastStartedAt) : 'noch nie gelaufen'),
  }),
  jobColumn.accessor('durationMs', { header: 'Dauer', meta: { className: 'num' }, cell: ({ row: { original: job } }) => (job.running || job.durationMs === null ? '–' : `${job.durationMs} ms`) }),
  jobColumn.accessor('result', { header: 'Ergebnis', cell: ({ row: { original: job } }) => (job.lastStartedAt && !job.running ? lastResultText(job.result) : '–') }),
  jobColumn.accessor('failures', { header: 'Fehler seit letztem Erfolg', meta: { className: 'num', headerTitle: 'Fehlgeschlagene Läufe seit dem letzten erfolgreichen' } }),
];

type MailRow = Loaded['mails']['mails'][number];
const mailColumn = gridColumns<MailRow>();
const mailColumns = (search: string) => [
  mailColumn.accessor('createdAt', { header: 'Zeit', cell: ({ getValue }) => dateTime(getValue()) }),
  mailColumn.accessor('to', { header: 'An' }),
  mailColumn.accessor('subject', {
    header: 'Betreff',
    cell: ({ row: { original: entry } }) => (
      <>
        <Link to={withParams(search, { mail: entry.id })} preventScrollReset>
          {entry.subject}
        </Link>
        {entry.error && <strong className="admin-over"> nicht gesendet</strong>}
      </>
    ),
  }),
  mailColumn.accessor('attachments', { header: 'Anhänge', cell: ({ getValue }) => getValue().length || '' }),
];

export default function DevPage() {
  const { mails, system, work, selected, canRenderPictures, timezone } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const search = `?${searchParams.toString()}`;
  const fetcher = useFetcher<typeof action>();
  const [toasts, push] = useToasts();
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) push(fetcher.data.message, fetcher.data.ok ? 'success' : 'error');
  }, [fetcher.state, fetcher.data, push]);
  const mail = mails.mails.find((entry) => entry.id === selected) ?? mails.mails[0];
  return (
    <section className="admin-page">
      <Toasts toasts={toasts} />
      <h1>Mails & Betrieb</h1>
      <div className="admin-panels">
        <div className="admin-panel" role="group" aria-label="Konfiguration">
          <h2>Konfiguration</h2>
          <dl className="admin-dl">
            <dt>Umgebung</dt>
            <dd>{system.environment}</dd>
            <dt>Datenbank</dt>
            <dd>{system.database === 'embedded' ? 'eingebettetes PostgreSQL (PGlite)' : 'PostgreSQL (DATABASE_URL)'}</dd>
            <dt>Mailversand</dt>
            <dd>
              {system.mailTransport === 'smtp' ? `SMTP ${system.mailServer ?? ''}` : 'Mail-Fänger (nichts verlässt den Rechner)'}
              {/* The folder, never its contents: the delivered mails with their links are for whoever runs the machine (decision 1087). */}
              {system.mailbox && (
                <small className="admin-muted" data-testid="mailbox-folder">
                  <br />
                  Zugestellte Mails (mit persönlichen Links) als .eml-Dateien auf dem Rechner des Shops: <code>{system.mailbox}</code>
                </small>
              )}
            </dd>
            <dt>Absender</dt>
            <dd>{system.mailFrom}</dd>
            <dt>Zahlungen</dt>
            <dd>{system.payments === 'postfinance' ? 'PostFinance Checkout' : system.payments === 'simulator' ? 'lokaler PostFinance-Simulator' : 'keine Online-Zahlung'}</dd>
            <dt>Transporteure</dt>
            <dd>{system.carriers}</dd>
            <dt>Adresse</dt>
            <dd>{system.publicUrl}</dd>
          </dl>
        </div>
      </div>
      {/* Full width: six columns do not fit a half-width panel at 1400 px (a sticky-header table of at most 300 px, 001 §9). */}
      <div className="admin-panel admin-jobs" role="group" aria-label="Geplante Jobs">
        <h2>Geplante Jobs {system.jobsEnabled ? '' : <small>(JOBS=off auf dieser Instanz)</small>}</h2>
        <div className="admin-table-scroll" tabIndex={0} role="region" aria-label="Geplante Jobs">
          <AdminGrid
            label="Geplante Jobs"
            tabIndex={0}
            columns={jobColumns}
            data={system.jobs}
            rowId={(job) => job.name}
            rowProps={(job) => ({ 'data-job': job.name })}
            cellProps={(job, columnId) => {
              if (columnId === 'schedule') return { title: job.schedule ? `${job.schedule} (${timezone})` : undefined };
              if (columnId === 'failures') return { className: job.failures > 0 ? 'admin-over' : undefined, 'data-failures': job.failures };
              return undefined;
            }}
          />
        </div>
        <p className="admin-muted">Zeiten in Zürcher Zeit ({timezone}).</p>
      </div>

      <h2>Arbeiten (Warteschlange)</h2>
      {canRenderPictures && (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="renderPictures" />
          <button type="submit" className="admin-button is-secondary" disabled={fetcher.state !== 'idle'}>
            Bilder neu zeichnen
          </button>
        </fetcher.Form>
      )}
      <WorkTable items={work} />

      <h2>Mails ({mails.total})</h2>
      <Form method="get" className="admin-filters" aria-label="Mails suchen">
        <TextField label="Empfänger oder Betreff" type="search" name="q" defaultValue={searchParams.get('q')} />
        <button type="submit" className="admin-button">
          Suchen
        </button>
      </Form>
      <div className="admin-mail-layout">
        <AdminGrid
          label="Mails"
          className="admin-mail-list"
          tabIndex={0}
          columns={mailColumns(search)}
          data={mails.mails}
          rowId={(entry) => String(entry.id)}
          rowClassName={(entry) => (entry.id === mail?.id ? 'is-selected' : undefined)}
          empty="Keine Mails."
        />
        {mail && (
          <article className="admin-panel" aria-label="Mail" data-mail-id={mail.id}>
            <h2>{mail.subject}</h2>
            <dl className="admin-dl">
              <dt>An</dt>
              <dd>{mail.to}</dd>
              {mail.cc && (
                <>
                  <dt>Kopie</dt>
                  <dd>{mail.cc}</dd>
                </>
              )}
              <dt>Zeit</dt>
              <dd>{dateTime(mail.createdAt)}</dd>
              <dt>Weg</dt>
              <dd>{mail.transport === 'smtp' ? 'SMTP' : 'Mail-Fänger'}</dd>
              {mail.error && (
                <>
                  <dt>Fehler</dt>
                  <dd className="admin-over">{mail.error}</dd>
                </>
              )}
            </dl>
            <pre className="admin-mail" tabIndex={0}>{mail.text}</pre>
            {mail.personal && (
              <p className="admin-muted" data-testid="mail-personal">
                Der persönliche Link oder Code steht nur im zugestellten Mail. „Erneut senden“ stellt das Mail für den Empfänger neu aus (ein Passwort-Link wird dabei ersetzt).
              </p>
            )}
            {mail.attachments.length > 0 && (
              <ul aria-label="Anhänge">
                {mail.attachments.map((attachment) => (
                  <li key={attachment.id}>
                    <a href={`/admin/dev/attachment/${attachment.id}`} target="_blank" rel="noreferrer">
                      {attachment.filename}
                    </a>{' '}
                    <small className="admin-muted">
                      ({attachment.contentType}, {kb(attachment.size)})
                    </small>
                  </li>
                ))}
              </ul>
            )}
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="mailId" value={mail.id} />
              <button type="submit" className="admin-button is-secondary" disabled={fetcher.state !== 'idle'}>
                Erneut senden
              </button>
            </fetcher.Form>
          </article>
        )}
      </div>
      {mails.pages > 1 && (
        <nav className="admin-pager" aria-label="Seiten">
          {mails.page > 1 && <Link to={withParams(search, { page: mails.page - 1, mail: undefined })}>‹ Neuere</Link>}
          <span>
            Seite {mails.page} von {mails.pages}
          </span>
          {mails.page < mails.pages && <Link to={withParams(search, { page: mails.page + 1, mail: undefined })}>Ältere ›</Link>}
        </nav>
      )}
    </section>
  );
}
