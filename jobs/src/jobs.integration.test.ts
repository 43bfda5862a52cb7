import { silentLogger, type Engine } from '@shop/engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startJobEngine } from '../test/job-engine';
import { allJobs, runJob, startMailWorker, startScheduler } from './index';

let engine: Engine;
let stop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ engine, stop } = await startJobEngine());
});
afterAll(async () => {
  await stop?.();
});

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
      expect((await runJob(engine, job, silentLogger)).ran, job.name).toBe(true);
      expect((await runJob(engine, job, silentLogger)).ran, job.name).toBe(true);
    }
  });

  it('starts and stops the scheduler cleanly', async () => {
    const scheduler = startScheduler({ engine, logger: silentLogger });
    expect(scheduler.jobs).toEqual(allJobs.map((job) => job.name));
    await scheduler.stop();
  });

  it('[ops] the mail outbox worker delivers a mail written inside a transaction once it is committed', async () => {
    const worker = startMailWorker({ engine, logger: silentLogger, intervalMs: 50 });
    try {
      const queued = await engine.database.orm.em.fork().transactional(() => engine.mailer.send({ to: 'worker@example.ch', subject: 'Aus der Transaktion', text: 'x' }));
      expect(queued.status).toBe('queued');
      await vi.waitFor(async () => expect((await engine.mailer.listSentMails({ to: 'worker@' }))[0]).toMatchObject({ status: 'sent', attempts: 1 }), { timeout: 5_000, interval: 50 });
    } finally {
      await worker.stop();
    }
  });
});
