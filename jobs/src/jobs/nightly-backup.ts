import { jobSchedule, type BackupSummary } from '@shop/engine';
import type { Job } from '../job';

/**
 * The nightly backup (decision 1095): the database and the kept files into BACKUP_DIR as
 * shop-backup-<time>.tar, the newest BACKUP_KEEP kept. Off while BACKUP_DIR is unset (the scheduler
 * leaves it out). The lease and the tick's slot let one instance of several take it (decision 1050).
 */
export const nightlyBackupJob: Job<(BackupSummary & { removed: string[] }) | { off: string }> = {
  name: 'nightly-backup',
  schedule: jobSchedule('nightly-backup'),
  leaseMs: 3 * 60 * 60_000,
  enabled: (env) => Boolean(env.BACKUP_DIR),
  async run(engine) {
    const dir = engine.env.BACKUP_DIR;
    if (!dir) return { off: 'BACKUP_DIR is not set' };
    return engine.backups.backupNightly({ dir, keep: engine.env.BACKUP_KEEP });
  },
};
