/** Backups: the database and the kept files in one archive (decision 1095). Named exports only (decision 940). */
export { createBackupService, nightlyBackupName, type BackupService, type BackupSummary, type RestoreSummary, type BackupProgress, type DatabaseContents, type FolderSummary } from './backup-service';
export { BackupError } from './backup-error';
export { readManifest, type KeptFolder } from './archive';
export { BACKUP_FOLDER_NAMES, type BackupManifest, type BackupFolderName } from './manifest';
export { findPgTool } from './postgres-tools';
