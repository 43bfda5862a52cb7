import type { Command } from 'commander';
import { runCommand, type GlobalOptions } from '../runtime';

/**
 * `shop mail status|retry|deliver`: the mail outbox (decision 870). `retry` queues failed mails
 * again and delivers what is due now (SMTP_URL must reach the mail server from this machine).
 */
export function registerMailCommands(program: Command, globals: () => GlobalOptions) {
  const mail = program
    .command('mail')
    .description('mail outbox: status, retry failed mails')
    .addHelpText('after', '\nExamples:\n  shop mail status\n  shop mail retry            # every failed mail\n  shop mail retry --id 42 43\n  shop --json mail status');

  mail
    .command('status')
    .description('queued, failed and sent mails; the oldest waiting one; the latest failures')
    .action(() =>
      runCommand(
        globals(),
        async (engine) => ({ ...(await engine.mail.outboxStatus()), failures: (await engine.mail.listSentMails({ status: 'failed', limit: 10 })).map(({ id, to, subject, attempts, error, createdAt }) => ({ id, to, subject, attempts, error, createdAt })) }),
        (status) =>
          [
            `Queued: ${status.queued}${status.oldestQueuedSeconds === null ? '' : ` (oldest ${status.oldestQueuedSeconds} s)`}`,
            `Failed: ${status.failed}`,
            `Sent:   ${status.sent}`,
            ...status.failures.map((failure) => `  #${failure.id} to ${failure.to} «${failure.subject}» after ${failure.attempts} attempts: ${failure.error ?? ''}`),
          ].join('\n'),
      ),
    );

  mail
    .command('retry')
    .description('queue failed mails again (all, or --id) and deliver what is due now')
    .option('--id <ids...>', 'only these mail ids')
    .action((options: { id?: string[] }) =>
      runCommand(
        globals(),
        async (engine) => {
          const ids = options.id?.map(Number).filter((id) => Number.isInteger(id) && id > 0);
          const queued = await engine.mail.retry(ids);
          const delivered = await engine.mail.deliverDue(100);
          if (delivered.retry || delivered.failed) process.exitCode = 1;
          return { queued, ...delivered };
        },
        (result) => `Queued again: ${result.queued}; sent ${result.sent}, still failing ${result.retry + result.failed}`,
      ),
    );
}
