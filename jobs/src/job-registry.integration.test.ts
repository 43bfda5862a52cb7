import { JOB_SCHEDULES, silentLogger } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { useJobEngine } from '../test/job-engine';
import type { Job } from './job';
import { allJobs, runJob } from './index';

const jobs = useJobEngine();

const jobOf = (name: string) => jobs.engine.jobs.systemSummary().then((summary) => summary.jobs.find((job) => job.name === name));

describe('the jobs.engine knows every scheduled job (decision 1040) [ops]', () => {
  it("the engine's JOB_SCHEDULES name every job of jobs/src/jobs with its cron schedule, and nothing else", () => {
    expect([...JOB_SCHEDULES].sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      allJobs.map((job) => ({ name: job.name, schedule: job.schedule })).sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('the system summary lists a job that never ran, with its schedule and no failures', async () => {
    const summary = await jobs.engine.jobs.systemSummary();
    expect(summary.jobs.map((job) => job.name)).toEqual(expect.arrayContaining(allJobs.map((job) => job.name)));
    expect(await jobOf('purge-rate-limits')).toMatchObject({ schedule: '55 3 * * *', lastStartedAt: null, running: false, failures: 0, lastSucceededAt: null });
  });

  it('counts the failures since the last success: each failed run adds one, a successful run starts again at 0', async () => {
    let fail = true;
    const flaky: Job = {
      name: 'flaky-test-job',
      schedule: '* * * * *',
      leaseMs: 60_000,
      async run() {
        if (fail) throw new Error('source unreachable');
        return { done: 1 };
      },
    };
    await runJob(jobs.engine, flaky, silentLogger);
    await runJob(jobs.engine, flaky, silentLogger);
    expect(await jobOf('flaky-test-job')).toMatchObject({ schedule: null, failures: 2, lastSucceededAt: null, result: { error: 'Error: source unreachable' }, running: false });
    fail = false;
    await runJob(jobs.engine, flaky, silentLogger);
    const recovered = await jobOf('flaky-test-job');
    expect(recovered).toMatchObject({ failures: 0, result: { done: 1 } });
    expect(recovered?.lastSucceededAt).toEqual(recovered?.lastFinishedAt);
    fail = true;
    await runJob(jobs.engine, flaky, silentLogger);
    expect(await jobOf('flaky-test-job')).toMatchObject({ failures: 1, lastSucceededAt: recovered?.lastSucceededAt });
  });
});
