import { allPermissions, anonymousContext, type Engine, type RenderSummary, type WorkView } from '@shop/engine';
import type { Command } from 'commander';
import { progressBar } from '../progress';
import { runCommand, type GlobalOptions } from '../runtime';

const describe = (s: RenderSummary) =>
  `Rendered ${s.rendered} product picture(s), ${s.unchanged} unchanged, ${s.withoutModel} product(s) without a model, in ${s.ms} ms.` +
  s.failed.map((failure) => `\n  ${failure.articleNumber}: ${failure.reason}`).join('');

/**
 * `shop images render [--force] [--queue]`: the overview pictures of every model-backed product,
 * drawn here with a progress bar on a terminal, or with --queue handed to the job runner as queued
 * work (decision 980; /admin/dev 'Bilder neu zeichnen' queues the same). Exit code 1 when a
 * picture failed.
 */
export function registerImagesCommands(program: Command, globals: () => GlobalOptions) {
  const images = program
    .command('images')
    .description('product pictures drawn from the product models')
    .addHelpText('after', '\nExamples:\n  shop images render\n  shop images render --force\n  shop images render --queue   (then: shop work status ID)');
  images
    .command('render')
    .description('draw the overview pictures (1024 and 512 px) of every model-backed product; unchanged ones are kept unless --force')
    .option('--force', 'draw every picture again')
    .option('--queue', 'hand the drawing to the job runner and answer its work id at once (decision 980)')
    .action((options: { force?: boolean; queue?: boolean }) =>
      runCommand(
        globals(),
        async (engine: Engine): Promise<RenderSummary | WorkView> => {
          const force = Boolean(options.force);
          // The operator's terminal has the database anyway: every permission, named 'cli' in the work's record.
          if (options.queue) return engine.jobs.work.enqueue(anonymousContext({ permissions: allPermissions, email: 'cli' }), 'render-pictures', { force });
          const bar = progressBar('products', globals());
          try {
            const summary = await engine.reports.pictures.renderAll({ force, onProgress: (done, total) => bar.update(done, total) });
            const total = summary.rendered + summary.unchanged + summary.withoutModel + summary.failed.length;
            bar.update(total, total);
            if (summary.failed.length > 0) process.exitCode = 1;
            return summary;
          } finally {
            bar.stop();
          }
        },
        (result) => ('kind' in result ? `Queued as work #${result.id}: shop work status ${result.id}` : describe(result)),
      ),
    );
}
