import type { Engine, Logger } from '@shop/engine';
import { startPollLoop, type PollLoop } from './poll-loop';

/** Stops polling and waits for the delivery round in progress. */
export type MailWorker = PollLoop;

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
  const worker = startPollLoop(async (stopped) => {
    try {
      // Several batches while mail is waiting, so a backlog after an outage drains quickly.
      for (let batch = 0; batch < 10 && !stopped(); batch++) {
        const outcome = await engine.mail.deliverDue(20);
        if (outcome.sent || outcome.retry || outcome.failed) logger.info({ job: 'mail-outbox', ...outcome }, 'mail outbox round');
        if (outcome.sent + outcome.retry + outcome.failed < 20) break;
      }
    } catch (error) {
      logger.warn({ job: 'mail-outbox', err: error }, 'mail outbox round failed; next round retries');
    }
  }, intervalMs);
  logger.info({ intervalMs }, 'mail outbox worker started');
  return worker;
}
