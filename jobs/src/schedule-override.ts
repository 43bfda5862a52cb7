import cron from 'node-cron';
import type { Job } from './job';

/**
 * JOBS_SCHEDULE_OVERRIDE (tests only, refused in production; decision 1050): the jobs with other
 * schedules, so a test sees several ticks in seconds. Either one cron expression for every job
 * (`* * * * * *`: every second; node-cron's six-field form) or `name=expression` entries separated
 * by `;` (`purge-rate-limits=* * * * * *; import-order-status=0,30 * * * * *`). An unknown job name
 * or an invalid expression throws: start-up stops with the message.
 */
export function applyScheduleOverride(jobs: Job[], override: string | undefined): Job[] {
  const value = override?.trim();
  if (!value) return jobs;
  const schedules = new Map<string, string>();
  if (!value.includes('=')) {
    for (const job of jobs) schedules.set(job.name, value);
  } else {
    const names = new Set(jobs.map((job) => job.name));
    for (const entry of value.split(';').map((part) => part.trim()).filter(Boolean)) {
      const at = entry.indexOf('=');
      const name = entry.slice(0, at).trim();
      const schedule = entry.slice(at + 1).trim();
      if (at < 0 || !names.has(name)) throw new Error(`JOBS_SCHEDULE_OVERRIDE: no job '${at < 0 ? entry : name}' (jobs: ${[...names].join(', ')})`);
      schedules.set(name, schedule);
    }
  }
  for (const [name, schedule] of schedules) {
    if (!cron.validate(schedule)) throw new Error(`JOBS_SCHEDULE_OVERRIDE: '${schedule}' for ${name} is not a cron expression`);
  }
  return jobs.map((job) => {
    const schedule = schedules.get(job.name);
    return schedule ? { ...job, schedule } : job;
  });
}
