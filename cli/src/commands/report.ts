import { anonymousContext, Permission, type Engine } from '@shop/engine';
import type { Command } from 'commander';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { runCommand, UsageError, type GlobalOptions } from '../runtime';

export interface ReportSummary {
  file: string;
  bytes: number;
  positions: number;
  images: string[];
  ms: number;
}

/** The operator's CLI has the database anyway: it runs reports with the order desk's and product admin's rights. */
const operator = () => anonymousContext({ permissions: [Permission.ADMIN_QUOTE, Permission.ADMIN_PRODUCT] });

function positiveId(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new UsageError(`--${flag} wants an id (a positive whole number)`);
  return id;
}

export function registerReportCommands(program: Command, globals: () => GlobalOptions) {
  const report = program
    .command('report')
    .alias('reports')
    .description('reports: the part list PDF (Stückliste) of an order or a quote')
    .addHelpText('after', '\nExamples:\n  shop report generate --order 1001\n  shop reports generate --quote 17 --images --out offerte-17.pdf');
  report
    .command('generate')
    .description('write the part list PDF of an order or a quote; --images also writes the 512×512 PNG views of each position beside it')
    .option('--order <id>', 'order id')
    .option('--quote <id>', 'quote id')
    .option('--images', 'raster views in the PDF and the PNG views beside it')
    .option('-o, --out <file>', 'PDF file to write (default: the name the shop gives it, in the current directory)')
    .action((options: { order?: string; quote?: string; images?: boolean; out?: string }) =>
      runCommand(
        globals(),
        async (engine: Engine): Promise<ReportSummary> => {
          const started = performance.now();
          const order = positiveId(options.order, 'order');
          const quote = positiveId(options.quote, 'quote');
          if ((order === undefined) === (quote === undefined)) throw new UsageError('give either --order <id> or --quote <id>');
          const input = { reportId: 'partList', params: { id: (order ?? quote)! }, customerRequestKind: order !== undefined ? 'ORDER' : 'QUOTE', images: Boolean(options.images) };
          const generated = await engine.reports.generate(operator(), input);
          const file = resolve(options.out ?? generated.fileName);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, generated.body);
          const images: string[] = [];
          if (options.images) {
            for (const image of await engine.reports.positionImages(operator(), input)) {
              const path = join(dirname(file), image.fileName);
              await writeFile(path, image.png);
              images.push(path);
            }
          }
          const positions = (await engine.reports.partList(operator(), input)).positions.length;
          return { file, bytes: generated.body.length, positions, images, ms: Math.round(performance.now() - started) };
        },
        (s) => `Wrote ${s.file} (${s.positions} position(s), ${s.bytes} bytes${s.images.length ? `, ${s.images.length} PNG view(s)` : ''}) in ${s.ms} ms.`,
      ),
    );
}
