/** Jobs: the system summary and run slots. Named exports only (decision 940). */
export { loadSystemSummary, mailServerOf, type SystemSummary, type JobSummary } from './system-summary';
export { JOB_SCHEDULES, JOB_TIMEZONE, jobSchedule, type JobSchedule } from './schedules';
export { type RunSlotOptions } from './lease';
export { createWorkService, listWorkQuerySchema, type WorkService, type WorkView, type WorkStatus, type WorkKind, type WorkRun } from './work-service';
export { backupWorkInputSchema, importWorkInputSchema, renderPicturesWorkInputSchema, type ImportWorkInput } from './work-kinds';
export { WORK_LEASE_MS, workBackoffMs } from './work-queue';
