import { nightlyBackupName, readManifest, silentLogger } from '@shop/engine';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useJobEngine } from '../../test/job-engine';
import { runJob } from '../index';
import { nightlyBackupJob } from './nightly-backup';

const jobs = useJobEngine({ BACKUP_KEEP: '2' });

describe('[ops] the nightly backup job (decision 1095)', () => {
  it('[ops] writes a backup into BACKUP_DIR once per tick across instances, keeps the newest BACKUP_KEEP, and is off without BACKUP_DIR', async () => {
    const dir = join(jobs.dataDir, 'backups');
    mkdirSync(dir, { recursive: true });
    // Two older nightly backups and a file of the operator's own, which retention leaves alone.
    const older = [new Date('2026-11-01T01:00:00Z'), new Date('2026-11-02T01:00:00Z')].map(nightlyBackupName);
    for (const name of [...older, 'keep-me.tar']) writeFileSync(join(dir, name), 'old');
    expect(nightlyBackupJob.enabled?.(jobs.engine.env)).toBe(false);
    const engine = { ...jobs.engine, env: { ...jobs.engine.env, BACKUP_DIR: dir } };
    expect(nightlyBackupJob.enabled?.(engine.env)).toBe(true);

    const slot = new Date('2026-12-02T01:00:00Z');
    const first = await runJob(engine, nightlyBackupJob, silentLogger, { slot, owner: 'instance-a' });
    const second = await runJob(engine, nightlyBackupJob, silentLogger, { slot, owner: 'instance-b' });
    expect([first.ran, second.ran]).toEqual([true, false]);
    const summary = first.summary as { file: string; megabytes: string; removed: number };
    expect(summary).toMatchObject({ file: expect.stringMatching(/^shop-backup-\d{8}T\d{6}Z\.tar$/), megabytes: expect.stringMatching(/^\d+\.\d$/), removed: 1 });
    expect(readdirSync(dir).sort()).toEqual([older[1], summary.file, 'keep-me.tar'].sort());
    expect((await readManifest(join(dir, summary.file))).database.kind).toBe(jobs.engine.database.kind);

    expect(await nightlyBackupJob.run(jobs.engine)).toEqual({ off: 'BACKUP_DIR is not set' });
  });
});
