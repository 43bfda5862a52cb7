import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { SentMail } from '../mail/sent-mail.entity';
import { purgeSentMails, runExclusive } from './lease';

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('job lease', () => {
  it('lets exactly one of several instances run a job at a time', async () => {
    let running = 0;
    let maxRunning = 0;
    const job = async () => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setTimeout(resolve, 100));
      running--;
      return { done: true };
    };
    const results = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((owner) => runExclusive(em(), 'concurrent-job', 60_000, job, owner)),
    );
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(maxRunning).toBe(1);
    // Released: the next run may go.
    expect((await runExclusive(em(), 'concurrent-job', 60_000, job, 'f')).ran).toBe(true);
  });

  it('takes over an expired lease of a crashed instance and releases after a failure', async () => {
    await em().getConnection().execute(
      `insert into job_lock (name, locked_until, owner) values ('stale-job', now() - interval '1 minute', 'dead:1')`,
    );
    expect((await runExclusive(em(), 'stale-job', 60_000, async () => 1, 'me')).ran).toBe(true);
    await expect(runExclusive(em(), 'stale-job', 60_000, async () => Promise.reject(new Error('boom')), 'me')).rejects.toThrow('boom');
    const [row] = await em().getConnection().execute<{ locked_until: Date | null; last_result: unknown }[]>(
      `select locked_until, last_result from job_lock where name = 'stale-job'`,
    );
    expect(row?.locked_until).toBeNull();
    expect(row?.last_result).toEqual({ error: 'Error: boom' });
  });

  it('[ops] a scheduled tick runs once across instances even when the first run ends before the second instance asks (decisions 875, 1050)', async () => {
    const slot = new Date('2026-11-28T02:15:00.000Z');
    let runs = 0;
    const job = async () => ++runs;
    expect((await runExclusive(em(), 'slot-job', 60_000, job, 'instance-a', { slot })).ran).toBe(true);
    // Instance b's cron fires the same tick a moment later: the lease is free, the slot has run.
    expect((await runExclusive(em(), 'slot-job', 60_000, job, 'instance-b', { slot })).ran).toBe(false);
    expect(runs).toBe(1);
    // A run by hand (shop jobs run) only waits for the lease.
    expect((await runExclusive(em(), 'slot-job', 60_000, job, 'operator')).ran).toBe(true);
    // The next tick runs again, even a second later.
    expect((await runExclusive(em(), 'slot-job', 60_000, job, 'instance-b', { slot: new Date(slot.getTime() + 1_000) })).ran).toBe(true);
    expect(runs).toBe(3);
  });

  it('[ops] ticks a second apart each run once on two instances asking at the same moment; a runner waking late for a tick already run skips it (decision 1050)', async () => {
    const first = new Date('2026-11-28T03:00:00.000Z').getTime();
    const ranBy: string[] = [];
    for (let second = 0; second < 5; second++) {
      const slot = new Date(first + second * 1_000);
      const outcomes = await Promise.all(['a', 'b'].map((owner) => runExclusive(em(), 'tick-job', 60_000, async () => ranBy.push(`${second}:${owner}`), owner, { slot })));
      expect(outcomes.filter((outcome) => outcome.ran), `tick ${second}`).toHaveLength(1);
    }
    expect(ranBy).toHaveLength(5);
    // A runner whose timer fired late (a busy event loop, a paused process) asks for tick 2 or 4 now.
    expect((await runExclusive(em(), 'tick-job', 60_000, async () => ranBy.push('late'), 'c', { slot: new Date(first + 2_000) })).ran).toBe(false);
    expect((await runExclusive(em(), 'tick-job', 60_000, async () => ranBy.push('late'), 'c', { slot: new Date(first + 4_000) })).ran).toBe(false);
    expect(ranBy).toHaveLength(5);
    const [row] = await em().getConnection().execute<{ last_slot: Date }[]>(`select last_slot from job_lock where name = 'tick-job'`);
    expect(new Date(row!.last_slot).toISOString()).toBe(new Date(first + 4_000).toISOString());
  });

  it('[ops] a job crashing mid-run is recorded, frees its lease, and the next tick runs it again', async () => {
    const slot = new Date('2026-11-28T02:35:00.000Z');
    await expect(runExclusive(em(), 'crash-job', 60_000, async () => Promise.reject(new Error('disk full')), 'a', { slot })).rejects.toThrow('disk full');
    // The other instance's same tick does not repeat the half-done run.
    expect((await runExclusive(em(), 'crash-job', 60_000, async () => 'again', 'b', { slot })).ran).toBe(false);
    const [row] = await em().getConnection().execute<{ locked_until: Date | null; last_result: unknown }[]>(`select locked_until, last_result from job_lock where name = 'crash-job'`);
    expect(row).toMatchObject({ locked_until: null, last_result: { error: 'Error: disk full' } });
    expect(await runExclusive(em(), 'crash-job', 60_000, async () => 'recovered', 'b', { slot: new Date(slot.getTime() + 5 * 60_000) })).toEqual({ ran: true, result: 'recovered' });
  });

  it('purges sent mails older than the retention', async () => {
    const fork = em();
    fork.create(SentMail, { to: 'a@example.ch', subject: 'alt', text: 'x', transport: 'catcher', createdAt: new Date('2020-01-01'), status: 'sent' });
    // Still waiting in the outbox (decision 870): kept whatever its age.
    fork.create(SentMail, { to: 'c@example.ch', subject: 'wartet', text: 'z', transport: 'catcher', createdAt: new Date('2020-01-01') });
    fork.create(SentMail, { to: 'b@example.ch', subject: 'neu', text: 'y', transport: 'catcher' });
    await fork.flush();
    expect(await purgeSentMails(em(), 365)).toBe(1);
    expect(await em().count(SentMail)).toBe(2);
  });
});
