import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImportFile, ImportReport } from './import-runner';

/**
 * The ERP drop folder: files put into the inbox are imported one by one
 * and moved to done/ or failed/ with their report (`<file>.report.json`). A file is claimed by
 * renaming it into processing/ first — a rename is atomic, so of several instances (or a run
 * that overlaps the next) exactly one takes each file; the job's lease keeps them apart as well.
 * A file left in processing/ by a crashed run goes back to the inbox after an hour.
 */

export const INBOX_FOLDERS = { processing: 'processing', done: 'done', failed: 'failed' } as const;
export const STALE_CLAIM_MS = 60 * 60_000;

export interface InboxSummary {
  inbox: string;
  processed: number;
  imported: number;
  refused: number;
  errors: number;
  files: { name: string; outcome: string; issues: number }[];
}

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

export async function processInbox(inbox: string, importFile: (file: ImportFile) => Promise<ImportReport>, now: () => Date = () => new Date()): Promise<InboxSummary> {
  const folders = Object.fromEntries(Object.entries(INBOX_FOLDERS).map(([key, name]) => [key, join(inbox, name)])) as Record<keyof typeof INBOX_FOLDERS, string>;
  for (const folder of [inbox, ...Object.values(folders)]) await mkdir(folder, { recursive: true });
  const summary: InboxSummary = { inbox, processed: 0, imported: 0, refused: 0, errors: 0, files: [] };
  // Claims a crashed run left behind go back to the inbox.
  for (const name of await readdir(folders.processing)) {
    const path = join(folders.processing, name);
    if (now().getTime() - (await stat(path)).mtimeMs > STALE_CLAIM_MS) await rename(path, join(inbox, name)).catch(() => undefined);
  }
  const entries = await readdir(inbox, { withFileTypes: true });
  const names = entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.') && /\.(csv|txt)$/i.test(entry.name)).map((entry) => entry.name).sort();
  for (const name of names) {
    const claimed = join(folders.processing, name);
    try {
      await rename(join(inbox, name), claimed);
    } catch {
      continue; // another instance took it
    }
    summary.processed += 1;
    const target = `${stamp(now())}_${name}`;
    let report: ImportReport | { outcome: 'ERROR'; error: string; issues: [] };
    try {
      report = await importFile({ name, bytes: new Uint8Array(await readFile(claimed)) });
    } catch (error) {
      report = { outcome: 'ERROR', error: error instanceof Error ? error.message : String(error), issues: [] };
    }
    const ok = report.outcome === 'IMPORTED';
    if (ok) summary.imported += 1;
    else if (report.outcome === 'REFUSED') summary.refused += 1;
    else summary.errors += 1;
    const folder = ok ? folders.done : folders.failed;
    await writeFile(join(folder, `${target}.report.json`), JSON.stringify(report, null, 2));
    await rename(claimed, join(folder, target));
    summary.files.push({ name, outcome: report.outcome, issues: report.issues.length });
  }
  return summary;
}
