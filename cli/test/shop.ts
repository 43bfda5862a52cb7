import { createEngine, loadEnv, silentLogger, type Engine } from '@shop/engine';
import { CommanderError } from 'commander';
import { execa } from 'execa';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { format } from 'node:util';
import { vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../engine/test/database';
import { createProgram } from '../src/program';

/**
 * Tests only: the two ways a CLI test runs `shop` (decision 978).
 * - `binary`: the real binary (cli/bin/shop: the pinned Node, tsx, the engine) as a child process —
 *   at least one test per command goes this way; each start costs seconds of CPU.
 * - `inProcess`: the same command tree (createProgram) in the test's own process, on the test's
 *   engine: the same parsing, output, messages and exit codes, in milliseconds.
 */

export const shopBin = resolve(import.meta.dirname, '../bin/shop');

export interface ShopResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Runs the real binary, no terminal (no prompts, no progress bar); `env` only, plus PATH and HOME. */
export async function binary(args: string[], env: Record<string, string>, options: { cwd?: string } = {}): Promise<ShopResult> {
  const result = await execa(shopBin, args, { reject: false, stdin: 'ignore', env, cwd: options.cwd });
  return { exitCode: result.exitCode ?? 1, stdout: result.stdout, stderr: result.stderr };
}

/** Runs `shop ARGS` in this process on `engine` (left open); stdout/stderr as the binary would print them. */
export async function inProcess(engine: Engine, args: string[]): Promise<ShopResult> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void out.push(`${format(...parts)}\n`));
  const error = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void err.push(`${format(...parts)}\n`));
  const outer = process.exitCode;
  process.exitCode = undefined;
  let exitCode: number;
  try {
    const program = createProgram({
      engine: async () => engine,
      configure: (root) => root.exitOverride().configureOutput({ writeOut: (text) => void out.push(text), writeErr: (text) => void err.push(text) }),
    });
    await program.parseAsync(args, { from: 'user' });
    exitCode = Number(process.exitCode ?? 0);
  } catch (thrown) {
    if (!(thrown instanceof CommanderError)) throw thrown;
    exitCode = thrown.exitCode;
  } finally {
    process.exitCode = outer;
    log.mockRestore();
    error.mockRestore();
  }
  // execa strips the final newline; so do we.
  return { exitCode, stdout: out.join('').replace(/\n$/, ''), stderr: err.join('').replace(/\n$/, '') };
}

export interface CliWorld {
  engine: Engine;
  db: TestDatabase;
  /** A directory of its own (files written by commands). */
  dir: string;
  /** The environment a real-binary run needs to reach the same database. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A migrated test database (a copy of the run's template: PGlite, or PostgreSQL with
 * TEST_DATABASE_URL) with an engine on it; the binary reaches it through DATABASE_URL.
 */
export async function openCliWorld(extra: Record<string, string> = {}): Promise<CliWorld> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-cli-'));
  const db = await createTestDatabase();
  const env = { DATA_DIR: dir, DATABASE_URL: db.url, LOG_LEVEL: 'error', NODE_ENV: 'development', JOBS: 'off', ...extra };
  const engine = await createEngine({ env: loadEnv(env), database: db, logger: silentLogger });
  return {
    engine,
    db,
    dir,
    env,
    async close() {
      await engine.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
