import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { anonymousContext, Permission, translateError, type Engine, type ImportKind, type ImportReport } from '@shop/engine';
import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import { runCommand, UsageError, type GlobalOptions } from '../runtime';

/**
 * `shop import koller|ax|template FILE [--dry-run] [--json]` (docs/imports.md): one
 * file, one transaction; a progress bar on a terminal, a summary line, every bad line printed;
 * exit code 1 when the file is refused.
 */

const KINDS = ['koller', 'ax', 'ax-file', 'ax-status', 'template'] as const;

function describe(report: ImportReport): string {
  const head = report.outcome === 'IMPORTED' ? 'imported' : report.outcome === 'PREVIEW' ? 'dry run, nothing written' : `refused, nothing written (${report.issues.length} bad lines)`;
  const facts = Object.entries(report.summary)
    .filter(([, value]) => typeof value === 'number' || typeof value === 'string')
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(', ');
  const lines = report.issues.map((issue) => `  line ${issue.line}: ${translateError(issue.message, issue.params)}`);
  return [`${report.kind} ${report.fileName}: ${head}${facts ? ` — ${facts}` : ''}${report.runId ? ` (kept as import #${report.runId})` : ''}`, ...lines].join('\n');
}

export function registerImportCommands(program: Command, globals: () => GlobalOptions) {
  program
    .command('import')
    .alias('imports')
    .addHelpText('after', '\nExamples:\n  shop import koller rechnung.csv --dry-run\n  shop import ax auftraege.csv --queue\n  shop imports template bestellung.xlsx --customer 1042 --as order')
    .description('import a file: koller (auction invoice → quote), ax (ERP orders or order states, by header), template (order spreadsheet → quote, or order with --as order)')
    .argument('<kind>', KINDS.join('|'))
    .argument('<file>', 'the file (CSV or, for template, xlsx)')
    .option('--dry-run', 'check and report, write nothing')
    .option('--customer <customer>', 'koller: id of the matched customer; template: customer id, e-mail or customer number')
    .option('--as <target>', 'template: what the sheet becomes, quote (default) or order')
    .option('--queue', 'hand the file to the job runner and answer its work id at once (decision 980; then: shop work status ID)')
    .action((kind: string, file: string, options: { dryRun?: boolean; customer?: string; as?: string; queue?: boolean }) =>
      runCommand(
        globals(),
        async (engine: Engine) => {
          if (!(KINDS as readonly string[]).includes(kind)) throw new UsageError(`unknown kind '${kind}' (${KINDS.join(', ')})`);
          const path = resolve(file);
          const bytes = new Uint8Array(await readFile(path));
          // The operator's terminal has the database anyway: it imports with the quote admin's right.
          let importKind = kind as ImportKind | 'ax';
          if (importKind === 'ax') {
            const detected = engine.imports.detectAxKind(bytes);
            if (!detected) throw new UsageError('not an ERP file: the header names neither axOrderNo nor orderNumber and status');
            importKind = detected;
          }
          const ctx = anonymousContext({ permissions: [Permission.ADMIN_QUOTE], email: 'cli' });
          if (options.queue) {
            const input = { kind: importKind, fileName: basename(path), dryRun: Boolean(options.dryRun), customer: options.customer, target: options.as };
            return engine.jobs.work.enqueue(ctx, 'import', input, bytes);
          }
          const showProgress = Boolean(process.stderr.isTTY) && !globals().json;
          const bar = showProgress ? new cliProgress.SingleBar({ format: 'lines {bar} {value}/{total}', stream: process.stderr }, cliProgress.Presets.shades_classic) : undefined;
          let started = false;
          try {
            const report = await engine.imports.run(ctx, {
              kind: importKind,
              file: { name: basename(path), bytes },
              dryRun: options.dryRun,
              by: 'cli',
              customer: options.customer,
              target: options.as,
              onProgress: (done, total) => {
                if (!started) bar?.start(total, 0);
                started = true;
                if (done % 50 === 0 || done === total) bar?.update(done);
              },
            });
            if (report.outcome === 'REFUSED') process.exitCode = 1;
            return report;
          } finally {
            bar?.stop();
          }
        },
        (result) => ('outcome' in result ? describe(result) : `Queued as work #${result.id}: shop work status ${result.id}`),
      ),
    );
}
