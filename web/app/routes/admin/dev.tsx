import { mailListQuerySchema } from '@shop/engine';
import { useEffect } from 'react';
import { Form, Link, useFetcher, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/dev';
import { withParams } from '../../components/admin/AdminGrid';
import { Toasts, useToasts } from '../../components/admin/Toasts';
import { JOB_LABEL, jobResultText } from '../../lib/admin-format';
import { requireAdminAction, requireAdminScreen } from '../../lib/admin-screens.server';
import { engineContext } from '../../lib/engine-context';
import { pageMeta } from '../../lib/meta';
import { toRouteError } from '../../lib/route-error.server';
import { requestContext } from '../../lib/request-context.server';
import { TextField } from '../../components/admin/FormFields';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Mails & Betrieb' });

/**
 * /admin/dev (R001-2.13): every mail the shop sent or caught with its body and real attachments
 * (downloads of the stored bytes), re-send; the scheduled jobs' last runs; the configuration.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('dev', ctx, request);
  const engine = context.get(engineContext);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = mailListQuerySchema.safeParse(params);
  try {
    const [mails, system] = await Promise.all([engine.mailDesk.listMails(ctx, parsed.success ? params : {}), engine.systemSummary()]);
    return { mails, system, selected: Number(params.mail) || null };
  } catch (error) {
    throw toRouteError(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  requireAdminAction('dev', ctx);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent !== 'resend') return { ok: false as const, message: 'Unbekannte Aktion' };
  try {
    const mail = await context.get(engineContext).mailDesk.resend(ctx, Number(form.get('mailId')));
    return { ok: true as const, message: 'Ausgeführt', mailId: mail.id };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false as const, message };
  }
}

const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('de-CH', { timeZone: 'Europe/Zurich' }) : '–');
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

export default function DevPage() {
  const { mails, system, selected } = useLoaderData<typeof loader>();
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
        <div className="admin-panel" aria-label="Konfiguration">
          <h2>Konfiguration</h2>
          <dl className="admin-dl">
            <dt>Umgebung</dt>
            <dd>{system.environment}</dd>
            <dt>Datenbank</dt>
            <dd>{system.database === 'embedded' ? 'eingebettetes PostgreSQL (PGlite)' : 'PostgreSQL (DATABASE_URL)'}</dd>
            <dt>Mailversand</dt>
            <dd>{system.mailTransport === 'smtp' ? `SMTP ${system.mailServer ?? ''}` : 'Mail-Fänger (nichts verlässt den Rechner)'}</dd>
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
        <div className="admin-panel" aria-label="Geplante Jobs">
          <h2>Geplante Jobs {system.jobsEnabled ? '' : <small>(JOBS=off auf dieser Instanz)</small>}</h2>
          {system.jobs.length === 0 ? (
            <p className="admin-muted">Noch kein Job gelaufen.</p>
          ) : (
            <div className="admin-table-scroll">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Job</th>
                    <th scope="col">Letzter Lauf</th>
                    <th scope="col" className="num">
                      Dauer
                    </th>
                    <th scope="col">Ergebnis</th>
                  </tr>
                </thead>
                <tbody>
                  {system.jobs.map((job) => (
                    <tr key={job.name}>
                      <td title={job.name}>{JOB_LABEL[job.name] ?? job.name}</td>
                      <td>{job.running ? 'läuft' : dateTime(job.lastStartedAt)}</td>
                      <td className="num">{job.durationMs === null ? '–' : `${job.durationMs} ms`}</td>
                      <td>
                        {jobResultText(job.result)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </div>

      <h2>Mails ({mails.total})</h2>
      <Form method="get" className="admin-filters" aria-label="Mails suchen">
        <TextField label="Empfänger oder Betreff" type="search" name="q" defaultValue={searchParams.get('q')} />
        <button type="submit" className="admin-button">
          Suchen
        </button>
      </Form>
      <div className="admin-mail-layout">
        <table className="admin-table" aria-label="Mails">
          <thead>
            <tr>
              <th scope="col">Zeit</th>
              <th scope="col">An</th>
              <th scope="col">Betreff</th>
              <th scope="col">Anhänge</th>
            </tr>
          </thead>
          <tbody>
            {mails.mails.map((entry) => (
              <tr key={entry.id} className={entry.id === mail?.id ? 'is-selected' : undefined}>
                <td>{dateTime(entry.createdAt)}</td>
                <td>{entry.to}</td>
                <td>
                  <Link to={withParams(search, { mail: entry.id })} preventScrollReset>
                    {entry.subject}
                  </Link>
                  {entry.error && <strong className="admin-over"> nicht gesendet</strong>}
                </td>
                <td>{entry.attachments.length || ''}</td>
              </tr>
            ))}
            {mails.mails.length === 0 && (
              <tr>
                <td colSpan={4}>Keine Mails.</td>
              </tr>
            )}
          </tbody>
        </table>
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
            <pre className="admin-mail">{mail.text}</pre>
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
