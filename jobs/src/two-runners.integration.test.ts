import { Writable } from 'node:stream';
import { createEngine, createLogger, type Engine } from '@shop/engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from '../../engine/src/database';
import { startJobEngine } from '../test/job-engine';
import { runJob, startScheduler, type Job } from './index';
import { purgeRateLimitsJob } from './jobs/purge-rate-limits';

/**
 * Two job runners — two engines with connection
 * pools of their own and two schedulers — on one database, their schedules set to every second by
 * JOBS_SCHEDULE_OVERRIDE. Runs on PGlite in `npm test` (both pools reach the one PGlite through its
 * socket; the lease is a row in job_lock, not an advisory lock, so the session PGlite's connections
 * share separates nothing it relies on) and on PostgreSQL in CI's pass with TEST_DATABASE_URL.
 */

type LogLine = { msg: string; job?: string; slot?: string };

function capturingLogger(lines: LogLine[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return createLogger({ level: 'debug', destination: sink });
}

const runners = new Map<Engine, string>();

/** Writes one row per run: the tick it ran for and the runner that ran it (the job's effect). */
const tickProbeJob: Job<{ slot: string | null }> = {
  name: 'tick-probe',
  // Once a year: only the override makes it tick here.
  schedule: '0 0 1 1 *',
  leaseMs: 60_000,
  async run(engine, tick) {
    const slot = tick?.slot?.toISOString() ?? null;
    await engine.database.orm.em.fork().getConnection().execute(`insert into tick_probe (slot, runner) values (?, ?)`, [slot, runners.get(engine) ?? '?']);
    return { slot };
  },
};

let runnerA: Engine;
let runnerB: Engine;
let stopA: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const started = await startJobEngine({ JOBS_SCHEDULE_OVERRIDE: 'tick-probe=* * * * * *; purge-rate-limits=* * * * * *' });
  runnerA = started.engine;
  stopA = started.stop;
  runnerB = await createEngine({ env: runnerA.env, database: await connect(runnerA.database.url, { poolMax: 3, kind: runnerA.database.kind }) });
  runners.set(runnerA, 'runner-a').set(runnerB, 'runner-b');
  await runnerA.database.orm.em.fork().getConnection().execute(`create table tick_probe (id serial primary key, slot timestamptz, runner text not null)`);
});
afterAll(async () => {
  await runnerB?.close();
  await stopA?.();
});

describe('[ops] two job runners on one database', () => {
  it('[ops] with every-second schedules each tick of a job runs once across both runners, and its effect happens once; a runner waking late for a tick already run skips it (decision 1050)', async () => {
    const lines = { a: [] as LogLine[], b: [] as LogLine[] };
    const options = { jobs: [tickProbeJob, purgeRateLimitsJob], mailIntervalMs: 60_000, workIntervalMs: 60_000 };
    const schedulers = [
      startScheduler({ engine: runnerA, logger: capturingLogger(lines.a), owner: 'runner-a', ...options }),
      startScheduler({ engine: runnerB, logger: capturingLogger(lines.b), owner: 'runner-b', ...options }),
    ];
    const all = () => [...lines.a, ...lines.b];
    const finished = (job: string) => all().filter((line) => line.msg === 'job finished' && line.job === job).map((line) => line.slot!);
    const probeRows = async () => runnerA.database.orm.em.fork().getConnection().execute<{ slot: Date; runner: string }[]>(`select slot, runner from tick_probe order by id`);
    try {
      // Both runners fire every tick; the one that asks second skips it.
      await vi.waitFor(
        async () => {
          expect(new Set((await probeRows()).map((row) => String(row.slot))).size).toBeGreaterThanOrEqual(3);
          expect(finished('purge-rate-limits').length).toBeGreaterThanOrEqual(3);
          expect(all().filter((line) => line.msg.startsWith('job skipped')).length).toBeGreaterThanOrEqual(1);
        },
        { timeout: 30_000, interval: 250 },
      );
    } finally {
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    }

    for (const runner of [lines.a, lines.b]) expect(runner.some((line) => line.msg === 'job schedules overridden by JOBS_SCHEDULE_OVERRIDE (tests only)')).toBe(true);
    for (const job of ['tick-probe', 'purge-rate-limits']) {
      const slots = finished(job);
      expect(slots.length, job).toBeGreaterThanOrEqual(3);
      expect(new Set(slots).size, `${job}: a tick ran twice: ${slots.join(', ')}`).toBe(slots.length);
      // Ticks are whole seconds of the schedule, not the moment a runner happened to ask.
      for (const slot of slots) expect(slot, job).toMatch(/:\d\d\.000Z$/);
    }
    const rows = await probeRows();
    const rowSlots = rows.map((row) => new Date(row.slot).toISOString());
    expect(new Set(rowSlots).size, `a tick's effect happened twice: ${rowSlots.join(', ')}`).toBe(rows.length);
    expect(rowSlots.sort()).toEqual(finished('tick-probe').sort());
    expect(all().some((line) => line.msg === 'job failed')).toBe(false);

    // A runner whose timer fires late asks for a tick that already ran: it skips, nothing is written.
    const late = await runJob(runnerB, tickProbeJob, capturingLogger(lines.b), { slot: new Date(rowSlots[0]!), owner: 'runner-b' });
    expect(late.ran).toBe(false);
    expect(await probeRows()).toHaveLength(rows.length);
  });
});
