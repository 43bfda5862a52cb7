import { jobSchedule } from '@shop/engine';
import { basename } from 'node:path';
import type { Job } from '../job';

/**
 * The nightly backup (decision 1095): the database and the kept files into BACKUP_DIR as
 * shop-backup-<time>.tar, the newest BACKUP_KEEP kept. Off while BACKUP_DIR is unset (the scheduler
 * leaves it out). The lease and the tick's slot let one instance of several take it (decision 1050).
 */
export const nightlyBackupJob: Job<{ file: string; megabytes: string; removed: number } | { off: string }> = {
  name: 'nightly-backup',
  schedule: jobSchedule('nightly-backup'),
  leaseMs: 3 * 60 * 60_000,
  enabled: (env) => Boolean(env.BACKUP_DIR),
  async run(engine) {
    const dir = engine.env.BACKUP_DIR;
    if (!dir) return { off: 'BACKUP_DIR is not set' };
    const written = await engine.backups.backupNightly({ dir, keep: engine.env.BACKUP_KEEP });
    // What /admin/dev shows of the last run: the archive's name in BACKUP_DIR, its size, how many old ones went.
    return { file: basename(written.file), megabytes: (written.bytes / 1_000_000).toFixed(1), removed: written.removed.length };
  },
};
