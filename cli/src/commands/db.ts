import type { Command } from 'commander';
import { askConfirm, runCommand, type GlobalOptions } from '../runtime';

export function registerDbCommands(program: Command, globals: () => GlobalOptions) {
  const db = program
    .command('db')
    .description('database: migrations, demo data, status')
    .addHelpText('after', '\nExamples:\n  shop db status\n  shop db migrate\n  shop db seed\n  shop --json db status');

  db.command('migrate')
    .description('apply pending migrations')
    .action(() =>
      runCommand(globals(), (engine) => engine.maintenance.migrate(), (applied) =>
        applied.length ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}` : 'Database is up to date.',
      ),
    );

  db.command('status')
    .description('database kind, executed and pending migrations')
    .action(() =>
      runCommand(
        globals(),
        async (engine) => {
          const status = await engine.maintenance.status();
          return { database: engine.database.kind, owner: engine.database.owner, ...status };
        },
        (s) =>
          [
            `Database: ${s.database}${s.database === 'embedded' ? (s.owner ? ' (opened by this command)' : " (the running shop's socket)") : ''}`,
            `Executed migrations: ${s.executed.length}`,
            `Pending migrations: ${s.pending.length}${s.pending.length ? `\n  ${s.pending.join('\n  ')}` : ''}`,
          ].join('\n'),
      ),
    );

  db.command('seed')
    .description('load the demo catalogue and customers (idempotent) and create an admin if none exists')
    .action(() =>
      runCommand(
        globals(),
        async (engine) => {
          if (engine.env.NODE_ENV === 'production') throw new Error('demo data is never seeded in production');
          await engine.maintenance.migrate();
          // Loaded only here: the demo dataset is large and no other command needs it.
          const { seedDemo } = await import('../../../fixtures/seed-demo');
          return seedDemo(engine);
        },
        (result) => {
          const created = Object.entries(result.created).filter(([, n]) => n > 0);
          const lines = [created.length ? `Created: ${created.map(([k, n]) => `${n} ${k}`).join(', ')}` : 'Nothing to do: the demo data is there.'];
          if (result.admin?.generatedPassword) lines.push(`Admin login (shown once): ${result.admin.email} / ${result.admin.generatedPassword}`);
          return lines.join('\n');
        },
      ),
    );

  db.command('reset')
    .description('drop every table and apply the migrations again (ALL DATA IS LOST)')
    .option('-y, --yes', 'do not ask for confirmation')
    .action((options: { yes?: boolean }) =>
      runCommand(
        globals(),
        async (engine) => {
          if (engine.env.NODE_ENV === 'production') throw new Error('refusing to reset a production database');
          if (!(await askConfirm(options.yes, 'Drop every table and lose all data?'))) return { reset: false, applied: [] as string[] };
          return { reset: true, applied: await engine.maintenance.reset() };
        },
        (r) => (r.reset ? `Database reset; ${r.applied.length} migration(s) applied.` : 'Cancelled.'),
      ),
    );
}
