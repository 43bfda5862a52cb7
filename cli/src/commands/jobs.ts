import { allJobs, applyScheduleOverride, enabledJobs } from '@shop/jobs';
import type { Command } from 'commander';
import { runCommand, UsageError, type GlobalOptions } from '../runtime';

/**
 * `shop jobs list|status|run NAME`: the scheduled jobs (jobs/src/jobs), their last runs and failures
 * since the last success from job_lock (decision 1040), and a run by hand under the same lease as the scheduler (never twice at once, across
 * instances). Exit code 1 when the job fails or is unknown, 2 when another instance runs it now.
 */
export function registerJobsCommands(program: Command, globals: () => GlobalOptions) {
  const jobs = program
    .command('jobs')
    .description('scheduled jobs: list with last runs, run one by hand')
    .addHelpText('after', '\nExamples:\n  shop jobs list\n  shop jobs run refresh-price-cache\n  shop --json jobs status');

  const list = () =>
    runCommand(
      globals(),
      async (engine) => {
        const runs = (await engine.jobs.systemSummary()).jobs;
        // The schedules this environment's job runner keeps: JOBS_SCHEDULE_OVERRIDE (tests only) changes them.
        const override = engine.env.JOBS_SCHEDULE_OVERRIDE;
        const enabled = new Set(enabledJobs(engine.env).map((job) => job.name));
        return applyScheduleOverride(allJobs, override).map((job) => {
          const last = runs.find((run) => run.name === job.name);
          return {
            name: job.name,
            enabled: enabled.has(job.name),
            schedule: job.schedule,
            scheduleOverridden: Boolean(override?.trim()) && job.schedule !== allJobs.find((plain) => plain.name === job.name)?.schedule,
            lastStartedAt: last?.lastStartedAt ?? null,
            durationMs: last?.durationMs ?? null,
            running: last?.running ?? false,
            result: last?.result ?? null,
            failures: last?.failures ?? 0,
            lastSucceededAt: last?.lastSucceededAt ?? null,
          };
        });
      },
      (rows) =>
        [
          ...rows.map((row) => {
            const last = row.running ? 'running now' : row.lastStartedAt ? `last ${row.lastStartedAt} (${row.durationMs ?? '?'} ms) ${JSON.stringify(row.result)}` : 'never ran';
            return `${row.name.padEnd(26)} ${row.schedule.padEnd(14)} ${last}${row.failures > 0 ? ` – ${row.failures} failure(s) since the last success` : ''}${row.scheduleOverridden ? ' (schedule from JOBS_SCHEDULE_OVERRIDE)' : ''}${row.enabled ? '' : ' (off in this configuration)'}`;
          }),
          'Schedules in Europe/Zurich. Quote expiry needs no job: a quote is expired from its validity end on (decision 1041).',
        ].join('\n'),
    );
  jobs.command('list').description('every job, its schedule (Europe/Zurich) and its last run').action(list);
  jobs.command('status').description('same as list').action(list);

  jobs
    .command('run <name>')
    .description('run one job now, under its lease')
    .addHelpText('after', `\nJobs: ${allJobs.map((job) => job.name).join(', ')}\nExample:\n  shop jobs run purge-login-records`)
    .action((name: string) =>
      runCommand(
        globals(),
        async (engine) => {
          const job = allJobs.find((candidate) => candidate.name === name);
          if (!job) throw new UsageError(`unknown job '${name}' (shop jobs list)`);
          const started = Date.now();
          const outcome = await engine.jobs.runExclusive(job.name, job.leaseMs, () => job.run(engine));
          if (!outcome.ran) process.exitCode = 2;
          return { job: job.name, ran: outcome.ran, ms: Date.now() - started, result: outcome.result ?? null };
        },
        (run) => (run.ran ? `${run.job} done in ${run.ms} ms: ${JSON.stringify(run.result)}` : `${run.job} not run: another instance is running it now`),
      ),
    );
}
