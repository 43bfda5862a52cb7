import { readFileSync } from 'node:fs';
import { anonymousContext, silentLogger } from '@shop/engine';
import { describe, expect, it, vi } from 'vitest';
import { useJobEngine } from '../test/job-engine';
import { allJobs, runJob, startMailWorker, startScheduler } from './index';

const jobs = useJobEngine();

describe('scheduled jobs', () => {
  it('every job has a valid cron schedule, a lease and a unique name', async () => {
    const { validate } = await import('node-cron');
    const names = allJobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const job of allJobs) {
      expect(validate(job.schedule), job.name).toBe(true);
      expect(job.leaseMs).toBeGreaterThan(0);
    }
  });

  it('runs each job under its lease and releases it (exclusion itself: engine/src/jobs/lease tests)', async () => {
    for (const job of allJobs) {
      expect((await runJob(jobs.engine, job, silentLogger)).ran, job.name).toBe(true);
      expect((await runJob(jobs.engine, job, silentLogger)).ran, job.name).toBe(true);
    }
  });

  it('starts and stops the scheduler cleanly; the nightly backup stays off without BACKUP_DIR (decision 1095)', async () => {
    const scheduler = startScheduler({ engine: jobs.engine, logger: silentLogger });
    expect(scheduler.jobs).toEqual(allJobs.map((job) => job.name).filter((name) => name !== 'nightly-backup'));
    await scheduler.stop();
  });

  it('[ops] the mail outbox worker delivers a mail written inside a transaction once it is committed', async () => {
    const worker = startMailWorker({ engine: jobs.engine, logger: silentLogger, intervalMs: 50 });
    try {
      const queued = await jobs.engine.database.orm.em.fork().transactional(() => jobs.engine.mail.send({ topic: 'other', to: 'worker@example.ch', subject: 'Aus der Transaktion', text: 'x' }));
      expect(queued.status).toBe('queued');
      await vi.waitFor(async () => expect((await jobs.engine.mail.listSentMails({ to: 'worker@' }))[0]).toMatchObject({ status: 'sent', attempts: 1 }), { timeout: 5_000, interval: 50 });
    } finally {
      await worker.stop();
    }
  });

  it('[ops] JOBS=work runs only the work queue: a queued ERP import is run by it and its result kept (decision 980)', async () => {
    const scheduler = startScheduler({ engine: jobs.engine, logger: silentLogger, workOnly: true, workIntervalMs: 50 });
    try {
      expect(scheduler.jobs).toEqual([]);
      const admin = anonymousContext({ customerId: 1, email: 'admin@holzwerk.example', permissions: [5] });
      const bytes = new Uint8Array(readFileSync(new URL('../../fixtures/imports/ax-order-status-bad.csv', import.meta.url)));
      const { id } = await jobs.engine.jobs.work.enqueue(admin, 'import', { kind: 'ax-status', fileName: 'status.csv' }, bytes);
      await vi.waitFor(async () => expect(await jobs.engine.jobs.work.get(admin, id)).toMatchObject({ status: 'done', attempts: 1, result: { outcome: 'REFUSED' } }), { timeout: 10_000, interval: 100 });
    } finally {
      await scheduler.stop();
    }
  });
});
