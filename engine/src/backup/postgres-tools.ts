import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BackupError } from './backup-error';

/**
 * pg_dump and pg_restore of Debian's postgresql-client (decision 1095). A pg_dump older than the
 * server refuses to dump it, so the tool is taken from /usr/lib/postgresql/<server major>/bin when
 * there, else the one on PATH or another installed version that is at least as new.
 */
export type PgTool = 'pg_dump' | 'pg_restore';

const DEBIAN_ROOT = '/usr/lib/postgresql';

export function majorOf(version: string): number {
  const match = /(\d+)(?:\.\d+)?/.exec(version);
  return match ? Number(match[1]) : 0;
}

/** The tool's own version ("15.20"), or undefined when it is not there. */
export async function toolVersion(path: string): Promise<string | undefined> {
  const result = await run(path, ['--version']).catch(() => undefined);
  return result ? /\(PostgreSQL\)\s+(\d+(?:\.\d+)?)/.exec(result.stdout)?.[1] : undefined;
}

/** The path and version of a pg_dump/pg_restore for a server of `serverMajor` (and an archive of `atLeast`). */
export async function findPgTool(tool: PgTool, serverMajor: number, atLeast = serverMajor): Promise<{ path: string; version: string }> {
  const needed = Math.max(serverMajor, atLeast);
  const installed = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((entry) => /^\d+$/.test(entry))
        .map(Number)
        .sort((a, b) => a - b)
    : [];
  const candidates = [
    ...installed.filter((major) => major === needed).map((major) => join(DEBIAN_ROOT, String(major), 'bin', tool)),
    tool,
    ...installed.filter((major) => major > needed).map((major) => join(DEBIAN_ROOT, String(major), 'bin', tool)),
  ];
  const seen: string[] = [];
  for (const path of candidates) {
    const version = await toolVersion(path);
    if (!version) continue;
    if (majorOf(version) >= needed) return { path, version };
    seen.push(`${path} ${version}`);
  }
  throw new BackupError(
    `${tool} for PostgreSQL ${needed} is needed, ${seen.length ? `found only ${seen.join(', ')}` : 'none found'}: install postgresql-client-${needed} (apt-get install postgresql-client-${needed}).`,
  );
}

/** Runs a program; rejects with its stderr when it exits other than 0. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PGCONNECT_TIMEOUT: '10', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new BackupError(`${command.split('/').pop()} failed (exit ${code}): ${stderr.trim().split('\n').slice(-5).join('\n')}`));
    });
  });
}

/** The URL without its password, which goes to the tool in PGPASSWORD (never on a command line that `ps` shows). */
export function connectionOf(url: string): { url: string; env: Record<string, string> } {
  const parsed = new URL(url);
  if (!parsed.password) return { url, env: {} };
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: { PGPASSWORD: password } };
}

/** pg_dump in the custom format (compressed, read back by pg_restore) into `file`. */
export async function pgDump(tool: string, url: string, file: string): Promise<void> {
  const connection = connectionOf(url);
  await run(tool, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${connection.url}`], connection.env);
}

/** pg_restore of a custom-format dump into an empty schema, all or nothing. */
export async function pgRestore(tool: string, url: string, file: string): Promise<void> {
  const connection = connectionOf(url);
  await run(tool, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${connection.url}`, file], connection.env);
}

/** Whether pg_restore can read the archive (its table of contents), before anything is dropped. */
export async function pgRestoreList(tool: string, file: string): Promise<void> {
  await run(tool, ['--list', file]);
}
