import { allPermissions, anonymousContext, type WorkView } from '@shop/engine';
import type { Command } from 'commander';
import { runCommand, UsageError, type GlobalOptions } from '../runtime';

/** The operator: every permission, named 'cli' in the work's records. */
const operator = () => anonymousContext({ permissions: allPermissions, email: 'cli' });

const line = (work: WorkView) => {
  const what = work.kind === 'import' ? `import ${String(work.input.kind)}${work.input.dryRun ? ' (dry run)' : ''} ${String(work.input.fileName ?? '')}` : work.kind;
  const progress = work.progress ? ` ${work.progress.done}/${work.progress.total}` : '';
  const duration = work.durationMs === null ? '' : ` in ${work.durationMs} ms`;
  const failure = work.error ? ` – ${work.error}` : '';
  return `#${String(work.id).padEnd(5)} ${work.status.padEnd(8)} ${what} by ${work.createdBy ?? '?'} at ${work.createdAt}${progress}${duration} (attempt ${work.attempts}/${work.maxAttempts})${failure}`;
};

/**
 * `shop work list|status ID|run`: the long work people queued (decision 980) — imports of ERP files,
 * product pictures — with state, progress, duration, result and failures. Exit code 1 for a
 * failed item, 3 for one still queued or running.
 */
export function registerWorkCommands(program: Command, globals: () => GlobalOptions) {
  const work = program
    .command('work')
    .description('queued long work (imports, pictures): list, status of one')
    .addHelpText('after', '\nExamples:\n  shop import ax orders.csv --queue\n  shop work list\n  shop work status 42\n  shop work run\n  shop --json work status 42');

  work
    .command('list')
    .description('the newest queued work, newest first')
    .option('--limit <n>', 'how many (1–200)', '20')
    .action((options: { limit: string }) =>
      runCommand(
        globals(),
        (engine) => engine.jobs.work.list(operator(), { limit: Number(options.limit) }),
        (items) => (items.length === 0 ? 'No queued work yet.' : items.map(line).join('\n')),
      ),
    );

  work
    .command('status <id>')
    .description('one item: state, progress, result or failure')
    .action((id: string) =>
      runCommand(
        globals(),
        async (engine) => {
          if (!/^\d+$/.test(id)) throw new UsageError(`not a work id: '${id}' (shop work list)`);
          const item = await engine.jobs.work.get(operator(), id);
          if (item.status === 'failed') process.exitCode = 1;
          else if (item.status !== 'done') process.exitCode = 3;
          return item;
        },
        (item) => [line(item), ...(item.result === null ? [] : [JSON.stringify(item.result, null, 2)])].join('\n'),
      ),
    );

  work
    .command('run')
    .description('run the due items now in this process (for instances with JOBS=off), then exit')
    .action(() =>
      runCommand(
        globals(),
        async (engine) => {
          const ran = [];
          for (let next = await engine.jobs.work.runNext(); next; next = await engine.jobs.work.runNext()) ran.push(next);
          if (ran.some((item) => item.status !== 'done')) process.exitCode = 1;
          return ran;
        },
        (ran) => (ran.length === 0 ? 'Nothing due.' : ran.map((item) => `#${item.id} ${item.kind}: ${item.status}`).join('\n')),
      ),
    );
}
