import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EngineError } from '../errors';
import type { LineIssue } from './csv-reader';
import { ImportRun } from './import-run.entity';

/**
 * What every import shares: a size limit, one transaction per file
 * (a file with any bad line writes nothing), a dry run that runs the same work and rolls it back,
 * and the file kept with its result (ImportRun).
 */

export const IMPORT_KINDS = ['koller', 'ax-file', 'ax-status', 'template'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Largest file an import takes: 5 MB (a 10 000-line ERP export is about 1 MB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  tooLarge: 'Die Datei ist zu gross (höchstens {maxKilobytes} KB).',
  emptyFile: 'Die Datei ist leer.',
  refused: 'Die Datei wurde nicht importiert: {count} fehlerhafte Zeilen.',
} as const;

export interface ImportFile {
  name: string;
  bytes: Uint8Array;
}

export interface ImportOptions {
  dryRun?: boolean | undefined;
  /** Who runs it (user e-mail, 'cli', a job name), kept with the file. */
  by?: string | undefined;
  /** Called as lines are checked and written (the CLI's progress bar). */
  onProgress?: ((done: number, total: number) => void) | undefined;
  /** The queued work running it (decision 980), kept with the file in the import's own transaction. */
  workId?: number | undefined;
}

/** PREVIEW: a dry run that would import; REFUSED: bad lines, nothing written; IMPORTED: written. */
export type ImportOutcome = 'IMPORTED' | 'REFUSED' | 'PREVIEW';

export interface ImportReport<S extends object = Record<string, unknown>> {
  /** The kept file's id (null for a dry run). */
  runId: number | null;
  kind: ImportKind;
  fileName: string;
  dryRun: boolean;
  outcome: ImportOutcome;
  /** Every bad line and why, sorted by line. */
  issues: LineIssue[];
  summary: S;
}

/** The work of one import inside its transaction: its issues, and what it did (or would do). */
export interface ImportWork<S extends object> {
  issues: LineIssue[];
  summary: S;
}

class RollBack<S extends object> extends Error {
  constructor(readonly work: ImportWork<S>) {
    super('rolled back');
  }
}

export function checkImportFile(file: ImportFile): void {
  if (file.bytes.length > MAX_IMPORT_BYTES) {
    throw new EngineError('invalid', [{ message: IMPORT_MESSAGES.tooLarge, params: { maxKilobytes: MAX_IMPORT_BYTES / 1024 }, field: 'file' }]);
  }
  if (file.bytes.length === 0) throw new EngineError('invalid', [{ message: IMPORT_MESSAGES.emptyFile, field: 'file' }]);
}

export const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Runs `work` in one transaction: kept when it found no issues and this is no dry run, else
 * rolled back. Then the file and its result are recorded (not for a dry run).
 */
export async function runImport<S extends object>(
  em: () => EntityManager,
  kind: ImportKind,
  file: ImportFile,
  options: ImportOptions,
  work: (em: EntityManager) => Promise<ImportWork<S>>,
): Promise<ImportReport<S>> {
  checkImportFile(file);
  const dryRun = options.dryRun === true;
  let result: ImportWork<S>;
  let written = false;
  let runId: number | null = null;
  try {
    result = await em().transactional(async (trx) => {
      const done = await work(trx);
      if (dryRun || done.issues.length > 0) throw new RollBack(done);
      await trx.flush();
      // Kept in the import's transaction: a file is imported exactly when its record exists (a retried work item checks it).
      runId = await recordRun(trx, kind, file, 'IMPORTED', [...done.issues], done.summary as Record<string, unknown>, options.by, options.workId);
      return done;
    });
    written = true;
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    result = error.work as ImportWork<S>;
  }
  const issues = [...result.issues].sort((a, b) => a.line - b.line);
  const outcome: ImportOutcome = written ? 'IMPORTED' : issues.length > 0 ? 'REFUSED' : 'PREVIEW';
  if (!dryRun && !written) runId = await recordRun(em(), kind, file, outcome, issues, result.summary as Record<string, unknown>, options.by, options.workId);
  return { runId, kind, fileName: file.name, dryRun, outcome, issues, summary: result.summary };
}

/** Keeps a file and its result (also a refused one, for staff to look up). */
export async function recordRun(
  em: EntityManager,
  kind: ImportKind,
  file: ImportFile,
  outcome: ImportOutcome,
  issues: readonly LineIssue[],
  summary: Record<string, unknown>,
  by: string | undefined,
  workId?: number | undefined,
): Promise<number> {
  const run = em.create(ImportRun, {
    kind,
    fileName: file.name.slice(0, 300),
    size: file.bytes.length,
    sha256: sha256Of(file.bytes),
    content: Buffer.from(file.bytes),
    outcome,
    issues: [...issues],
    summary,
    createdBy: by ?? null,
    workId: workId ?? null,
  });
  await em.flush();
  return run.id;
}
