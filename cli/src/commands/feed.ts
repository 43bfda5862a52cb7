import { anonymousContext, Permission, type CsvExport, type Engine } from '@shop/engine';
import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { runCommand, UsageError, type GlobalOptions } from '../runtime';

export interface FeedSummary {
  file: string;
  rows: number;
  bytes: number;
  ms: number;
}

/** Streams one CSV export into a file; a progress bar (rows written / total) on a terminal. */
async function writeExport(file: CsvExport, out: string, showProgress: boolean): Promise<FeedSummary> {
  const started = performance.now();
  let rows = 0;
  let shown = 0;
  let bytes = 0;
  const bar = showProgress ? new cliProgress.SingleBar({ format: 'rows {bar} {value}/{total} | {percentage}% | {eta_formatted}', stream: process.stderr }, cliProgress.Presets.shades_classic) : undefined;
  bar?.start(await file.count(), 0);
  try {
    await pipeline(
      file.toNodeStream({
        onRow: (count) => {
          rows = count;
          // Called per row, or per chunk of rows (the merchant feed from COPY, decision 1081).
          if (count - shown >= 500) {
            shown = count;
            bar?.update(count);
          }
        },
        onBytes: (chunk) => {
          bytes += chunk;
        },
      }),
      createWriteStream(out),
    );
    bar?.update(rows);
  } finally {
    bar?.stop();
  }
  return { file: out, rows, bytes, ms: Math.round(performance.now() - started) };
}

export function registerFeedCommands(program: Command, globals: () => GlobalOptions) {
  const feed = program
    .command('feed')
    .alias('feeds')
    .description('CSV feeds and exports (docs/feeds.md)')
    .addHelpText('after', '\nExamples:\n  shop feed prices --out feed.csv\n  shop feeds prices --shop 2 --out moebel.csv\n  shop feed prices --all --out alle-preise.csv');

  feed
    .command('prices')
    .description('write the merchant feed of a shop (published, public products at list price), or with --all every price')
    .requiredOption('-o, --out <file>', 'CSV file to write')
    .option('--shop <id>', 'shop type id: 1 packaging, 2 pallet furniture', '1')
    .option('--all', 'every price, customer prices included (as GET /api/product/all-prices-csv)')
    .action((options: { out: string; shop: string; all?: boolean }) =>
      runCommand(
        globals(),
        async (engine: Engine) => {
          if (options.all && options.shop !== '1') throw new UsageError('--shop does not apply to --all');
          // The operator's CLI has the database anyway: it exports with the product admin's right.
          const ctx = anonymousContext({ permissions: [Permission.ADMIN_PRODUCT] });
          const file = options.all ? engine.feeds.allPrices(ctx) : engine.feeds.publishedPrices(ctx, { shop: options.shop });
          return writeExport(file, resolve(options.out), Boolean(process.stderr.isTTY) && !globals().json);
        },
        (s) => `Wrote ${s.rows} row(s), ${s.bytes} bytes to ${s.file} in ${s.ms} ms.`,
      ),
    );
}
