import type { Engine, Logger } from '@shop/engine';

export interface MailWorker {
  /** Stops polling and waits for the delivery round in progress. */
  stop(): Promise<void>;
}

/**
 * The outbox worker (decision 870): every `intervalMs` it delivers the mails that are due — new
 * ones written inside a transaction, and retries after their backoff. Any number of workers may
 * run on one database: each mail is claimed under a lease with `for update skip locked`. A
 * database that is away (restart) only costs a round: the error is logged and the next round
 * tries again.
 */
export function startMailWorker(options: { engine: Engine; logger: Logger; intervalMs?: number }): MailWorker {
  const { engine, logger } = options;
  const intervalMs = options.intervalMs ?? 2_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const tick = () => {
    round = (async () => {
      try {
        // Several batches while mail is waiting, so a backlog after an outage drains quickly.
        for (let batch = 0; batch < 10 && !stopped; batch++) {
          const outcome = await engine.mailer.deliverDue(20);
          if (outcome.sent || outcome.retry || outcome.failed) logger.info({ job: 'mail-outbox', ...outcome }, 'mail outbox round');
          if (outcome.sent + outcome.retry + outcome.failed < 20) break;
        }
      } catch (error) {
        logger.warn({ job: 'mail-outbox', err: error }, 'mail outbox round failed; next round retries');
      }
    })().finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  timer = setTimeout(tick, 0);
  logger.info({ intervalMs }, 'mail outbox worker started');
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await round;
    },
  };
}
