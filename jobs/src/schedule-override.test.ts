import { describe, expect, it } from 'vitest';
import { allJobs } from './index';
import { applyScheduleOverride } from './schedule-override';

const scheduleOf = (jobs: typeof allJobs, name: string) => jobs.find((job) => job.name === name)?.schedule;

describe('JOBS_SCHEDULE_OVERRIDE (tests only, decision 1050)', () => {
  it('leaves the schedules alone when unset or empty', () => {
    expect(applyScheduleOverride(allJobs, undefined)).toBe(allJobs);
    expect(applyScheduleOverride(allJobs, '  ')).toBe(allJobs);
  });

  it('one expression sets every job, seconds included', () => {
    expect(new Set(applyScheduleOverride(allJobs, '* * * * * *').map((job) => job.schedule))).toEqual(new Set(['* * * * * *']));
  });

  it('name=expression entries set only the named jobs and keep the others', () => {
    const jobs = applyScheduleOverride(allJobs, 'purge-rate-limits=* * * * * *; import-order-status = 0,30 * * * * * ;');
    expect(scheduleOf(jobs, 'purge-rate-limits')).toBe('* * * * * *');
    expect(scheduleOf(jobs, 'import-order-status')).toBe('0,30 * * * * *');
    expect(scheduleOf(jobs, 'refresh-price-cache')).toBe(scheduleOf(allJobs, 'refresh-price-cache'));
    // The job objects themselves are not changed.
    expect(scheduleOf(allJobs, 'purge-rate-limits')).toBe('55 3 * * *');
  });

  it('refuses an unknown job or a bad expression with a message naming the variable', () => {
    expect(() => applyScheduleOverride(allJobs, 'purge-everything=* * * * * *')).toThrow(/^JOBS_SCHEDULE_OVERRIDE: no job 'purge-everything'/);
    expect(() => applyScheduleOverride(allJobs, 'purge-rate-limits=* * * * * *; oops')).toThrow(/no job 'oops'/);
    expect(() => applyScheduleOverride(allJobs, 'purge-rate-limits=every second')).toThrow(/'every second' for purge-rate-limits is not a cron expression/);
    expect(() => applyScheduleOverride(allJobs, '61 * * * * *')).toThrow(/not a cron expression/);
  });
});
