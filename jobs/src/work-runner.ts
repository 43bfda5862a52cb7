import type { Engine, Logger } from '@shop/engine';
import { startPollLoop, type PollLoop } from './poll-loop';

/** Stops polling and waits for the item in progress. */
export type WorkRunner = PollLoop;

/**
 * The work queue's runner (decision 980): every `intervalMs` it runs the due items one after the
 * other — long work a person queued (imports, pictures) and items whose runner died. Any number
 * of runners may poll one database: each item is claimed once under a lease.
 */
export function startWorkRunner(options: { engine: Engine; logger: Logger; intervalMs?: number; owner?: string }): WorkRunner {
  const { engine, logger } = options;
  const intervalMs = options.intervalMs ?? 1_000;
  const runner = startPollLoop(async (stopped) => {
    try {
      while (!stopped()) {
        const started = Date.now();
        const ran = await engine.jobs.work.runNext(...(options.owner ? [options.owner] : []));
        if (!ran) break;
        logger.info({ job: 'work', work: ran.id, kind: ran.kind, status: ran.status, ms: Date.now() - started }, 'work item ran');
      }
    } catch (error) {
      logger.warn({ job: 'work', err: error }, 'work round failed; next round retries');
    }
  }, intervalMs);
  logger.info({ intervalMs, kinds: engine.jobs.work.kinds }, 'work runner started');
  return runner;
}
