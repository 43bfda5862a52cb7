import { input, password as passwordPrompt, confirm } from '@inquirer/prompts';
import { createEngine, createLogger, EngineError, EnvError, loadEnv, translateError, type Engine } from '@shop/engine';
import { ZodError } from 'zod';

export interface GlobalOptions {
  json?: boolean;
  /** Not a flag: an engine opened elsewhere (in-process tests), used as is and left open. */
  engine?: EngineSource;
}

/** Gives the engine a command runs on. */
export type EngineSource = () => Promise<Engine>;

/** Prompts only when stdin is a terminal; otherwise a missing flag is an error. */
export const interactive = () => Boolean(process.stdin.isTTY && process.stdout.isTTY);

export async function askText(flag: string | undefined, message: string, name: string): Promise<string> {
  if (flag !== undefined) return flag;
  if (!interactive()) throw new UsageError(`missing --${name}`);
  return input({ message, required: true });
}

export async function askSecret(flag: string | undefined, message: string): Promise<string | undefined> {
  if (flag !== undefined || !interactive()) return flag;
  const value = await passwordPrompt({ message: `${message} (empty: generate one)`, mask: '*' });
  return value === '' ? undefined : value;
}

export async function askConfirm(yes: boolean | undefined, message: string): Promise<boolean> {
  if (yes) return true;
  if (!interactive()) throw new UsageError('refusing without --yes (not a terminal)');
  return confirm({ message, default: false });
}

export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * Opens the engine for one command (the running shop's embedded database through its socket, or
 * DATABASE_URL), runs it, prints the summary (JSON with --json) and closes. Logs go to stderr.
 * With `options.engine` it runs on that engine and leaves it open.
 */
export async function runCommand<T>(
  options: GlobalOptions,
  work: (engine: Engine) => Promise<T>,
  describe: (result: T) => string,
): Promise<void> {
  let owned: Engine | undefined;
  try {
    const engine = options.engine ? await options.engine() : (owned = await openEngine());
    const result = await work(engine);
    console.log(options.json ? JSON.stringify(result, null, 2) : describe(result));
  } catch (error) {
    process.exitCode = 1;
    const message = describeError(error);
    if (options.json) console.log(JSON.stringify({ error: message }));
    else console.error(`Error: ${message}`);
  } finally {
    await owned?.close();
  }
}

async function openEngine(): Promise<Engine> {
  const env = loadEnv();
  const logger = createLogger({ level: env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL });
  return createEngine({ env, logger: logger.child({ component: 'cli' }) });
}

function describeError(error: unknown): string {
  if (EngineError.is(error)) return error.errors.map((entry) => translateError(entry.message, entry.params)).join('\n');
  if (error instanceof EnvError || error instanceof UsageError) return error.message;
  if (error instanceof ZodError) return error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; ');
  if (error instanceof Error && error.name === 'ExitPromptError') return 'cancelled';
  return error instanceof Error ? error.message : String(error);
}
