import type { EntityManager } from '@mikro-orm/postgresql';
import { JOB_SCHEDULES } from './schedules';

/**
 * What a monitor reads from the database on a scrape of GET /metrics (decision 1096): the mail
 * outbox, the work queue and the jobs' leases, in one round trip of index-backed counts (sent_mail
 * and work_item are read by their (status, …) indexes, job_lock has a row per job). The same on
 * every instance: they are the shared database's facts.
 */
export interface MonitorReadings {
  outbox: {
    queued: number;
    /** Mails given up on (delivery attempts used up); kept until purge-sent-mails. */
    failed: number;
    /** Age of the oldest mail waiting to be sent; 0 when none waits. */
    oldestQueuedSeconds: number;
  };
  /** Per work kind (work-kinds.ts): items queued, running, failed for good, and queued again after a failed attempt. */
  work: { kind: string; queued: number; running: number; failed: number; retrying: number; oldestQueuedSeconds: number }[];
  /** Every scheduled job (JOB_SCHEDULES) and any other lease row: the last success (epoch seconds) and failures since. */
  jobs: { name: string; lastSucceededAt: number | null; failuresSinceSuccess: number }[];
}

interface ReadingRow {
  source: 'mail' | 'work' | 'retry' | 'job';
  name: string;
  status: string | null;
  count: number | string;
  seconds: number | string | null;
}

const MONITOR_SQL = `
select 'mail' as source, status as name, null as status, count(*) as count, extract(epoch from now() - min(created_at))::float8 as seconds
  from sent_mail where status in ('queued', 'failed') group by status
union all
select 'work', kind, status, count(*), extract(epoch from now() - min(created_at))::float8
  from work_item where status in ('queued', 'running', 'failed') group by kind, status
union all
select 'retry', kind, null, count(*), null from work_item where status = 'queued' and attempts > 0 group by kind
union all
select 'job', name, null, failures_since_success, extract(epoch from last_succeeded_at)::float8 from job_lock`;

/** `workKinds`: the kinds this shop runs, reported with zeros when none of theirs is in the queue. */
export async function readMonitorReadings(em: EntityManager, workKinds: readonly string[] = []): Promise<MonitorReadings> {
  const rows = await em.getConnection().execute<ReadingRow[]>(MONITOR_SQL);
  const seconds = (row: ReadingRow | undefined) => (row?.seconds == null ? 0 : Math.max(0, Number(row.seconds)));
  const mail = (status: string) => rows.find((row) => row.source === 'mail' && row.name === status);
  const work = new Map<string, MonitorReadings['work'][number]>();
  const workOf = (kind: string) => {
    let entry = work.get(kind);
    if (!entry) work.set(kind, (entry = { kind, queued: 0, running: 0, failed: 0, retrying: 0, oldestQueuedSeconds: 0 }));
    return entry;
  };
  for (const kind of workKinds) workOf(kind);
  const jobs = new Map<string, MonitorReadings['jobs'][number]>(JOB_SCHEDULES.map((job) => [job.name, { name: job.name, lastSucceededAt: null, failuresSinceSuccess: 0 }]));
  for (const row of rows) {
    if (row.source === 'work') {
      const entry = workOf(row.name);
      if (row.status === 'queued') {
        entry.queued = Number(row.count);
        entry.oldestQueuedSeconds = seconds(row);
      } else if (row.status === 'running') entry.running = Number(row.count);
      else entry.failed = Number(row.count);
    } else if (row.source === 'retry') workOf(row.name).retrying = Number(row.count);
    else if (row.source === 'job') jobs.set(row.name, { name: row.name, lastSucceededAt: row.seconds == null ? null : Number(row.seconds), failuresSinceSuccess: Number(row.count) });
  }
  return {
    outbox: { queued: Number(mail('queued')?.count ?? 0), failed: Number(mail('failed')?.count ?? 0), oldestQueuedSeconds: seconds(mail('queued')) },
    work: [...work.values()],
    jobs: [...jobs.values()],
  };
}
