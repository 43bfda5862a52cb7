import cliProgress from 'cli-progress';

export interface Progress {
  /** `done` of `total` items; starts the bar on the first call. */
  update(done: number, total: number): void;
  stop(): void;
}

/**
 * A progress bar on stderr while it is a terminal and the output is not --json (as `shop import`
 * and `shop feed` draw theirs); otherwise it draws nothing.
 */
export function progressBar(unit: string, options: { json?: boolean | undefined }): Progress {
  if (!process.stderr.isTTY || options.json) return { update() {}, stop() {} };
  const bar = new cliProgress.SingleBar({ format: `${unit} {bar} {value}/{total} | {percentage}% | {eta_formatted}`, stream: process.stderr }, cliProgress.Presets.shades_classic);
  let started = false;
  return {
    update(done, total) {
      if (!started) bar.start(total, done);
      started = true;
      bar.update(done);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
