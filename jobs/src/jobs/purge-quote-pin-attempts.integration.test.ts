import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { QuotePinAttempt } from '../../../engine/src/quotes/quote-pin-attempt.entity';
import { useJobEngine } from '../../test/job-engine';
import { purgeQuotePinAttemptsJob } from './purge-quote-pin-attempts';

const jobs = useJobEngine();
const em = () => jobs.engine.database.orm.em.fork() as EntityManager;


describe('job purge-quote-pin-attempts', () => {
  it('deletes quote PIN checks older than a day and keeps the recent ones', async () => {
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    const fork = em();
    fork.create(QuotePinAttempt, { uuid: 'old-1', address: null, succeeded: false, createdAt: hours(-30) });
    fork.create(QuotePinAttempt, { uuid: 'old-2', address: '192.0.2.1', succeeded: true, createdAt: hours(-25) });
    const recent = fork.create(QuotePinAttempt, { uuid: 'recent', address: null, succeeded: false, createdAt: hours(-1) });
    await fork.flush();
    expect(await purgeQuotePinAttemptsJob.run(jobs.engine)).toEqual({ pinAttempts: 2 });
    expect((await em().find(QuotePinAttempt, {})).map((row) => row.id)).toEqual([recent.id]);
    expect(await purgeQuotePinAttemptsJob.run(jobs.engine)).toEqual({ pinAttempts: 0 });
  });
});
