import { AsyncLocalStorage } from 'node:async_hooks';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { TransactionContext, type TransactionEventArgs } from '@mikro-orm/core';
import { translateMessage } from '../i18n/translate';
import { silentLogger } from '../logging/logger';
import { redactSecrets, type MailSecrets, type MailTopic } from './mail-secrets';
import { SentMailAttachment } from './sent-mail-attachment.entity';
import { SentMail, type ISentMail } from './sent-mail.entity';

/** A mail the shop sends: plain text always, HTML optional. */
export interface MailMessage {
  to: string;
  cc?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Files sent along (e.g. the order PDF); their names are recorded in sent_mail.attachments. */
  attachments?: MailAttachment[] | undefined;
  /** Who reads the stored copy in the back office (decision 1087). */
  topic: MailTopic;
  /**
   * The secrets in the text (a reset link, a quote's PIN) and what made them: the stored copy
   * carries markers instead, only the delivered message the secrets (decision 1087).
   */
  secrets?: MailSecrets | undefined;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface SentMailRecord {
  id: number;
  to: string;
  cc: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** File names of the attachments. */
  attachments: string[];
  topic: MailTopic;
  /** It carried a personal link or code: the text holds markers, "Erneut senden" makes a fresh one (decision 1087). */
  personal: boolean;
  messageId: string | null;
  /** smtp (SMTP_URL) or catcher (the local mail catcher, no mail leaves the machine). */
  transport: 'smtp' | 'catcher';
  error: string | null;
  /** queued (waiting for delivery or a retry), sent, failed (attempts used up). */
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  createdAt: string;
}

export interface MailerOptions {
  em: () => EntityManager;
  /** The mail server; without it mails go to the local catcher only (recorded, never sent). */
  smtpUrl?: string | undefined;
  /**
   * The local catcher's mailbox (`$DATA_DIR/mailbox`): without SMTP_URL each delivered message is
   * written here raw as an .eml file, readable on the machine only (decision 1087). Without it the
   * catcher keeps nothing but the stored copy.
   */
  mailboxDir?: string | undefined;
  from: string;
  logger?: Logger;
  /** Delivery attempts before a mail is marked failed (default 12: about four hours of backoff). */
  maxAttempts?: number;
  /** Wait before attempt n+1 after n failures (default 30 s doubling, at most 30 min). */
  backoffMs?: (failures: number) => number;
  /** How long a worker holds a mail it is delivering before another may take it over. */
  leaseMs?: number;
}

/** Counts of the outbox for `shop mail status`, /ready and /admin/dev. */
export interface OutboxStatus {
  queued: number;
  failed: number;
  sent: number;
  /** Age in seconds of the oldest mail waiting for delivery (null when none waits). */
  oldestQueuedSeconds: number | null;
}

export const defaultBackoffMs = (failures: number) => Math.min(30_000 * 2 ** Math.max(failures - 1, 0), 30 * 60_000);

/**
 * The shop's mails through a durable outbox (decision 870). `send` writes the mail to sent_mail as
 * `queued` — inside the caller's transaction when there is one (MikroORM's TransactionContext), so
 * a mail exists exactly when what caused it was committed — and, outside a transaction, tries to
 * deliver it at once. What is not delivered (mail server down, or written in a transaction) is
 * delivered by `deliverDue`, which the outbox worker calls every few seconds: retries with
 * exponential backoff, each mail claimed under a lease with `for update skip locked`, so several
 * instances never send one mail twice. Transport: nodemailer to SMTP_URL, or without it the local
 * mail catcher (the mail is built exactly as it would be sent and written as an .eml file into the
 * mailbox folder). A mail's secrets are in the delivered message only (decision 1087).
 */
export function createMailer(options: MailerOptions) {
  const logger = options.logger ?? silentLogger;
  const transport: 'smtp' | 'catcher' = options.smtpUrl ? 'smtp' : 'catcher';
  const maxAttempts = options.maxAttempts ?? 12;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const leaseMs = options.leaseMs ?? 120_000;
  const domain = /@([^>\s]+)/.exec(options.from)?.[1] ?? 'holzwerk.example';
  let transporter: Transporter | undefined;
  const transporterOf = (): Transporter =>
    (transporter ??= options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : options.mailboxDir
        ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
        : nodemailer.createTransport({ jsonTransport: true }));
  /** The catcher's raw message into the mailbox folder, for the machine's owner only (0700/0600). */
  const keepInMailbox = (id: number, message: unknown): void => {
    if (transport !== 'catcher' || !options.mailboxDir || !Buffer.isBuffer(message)) return;
    mkdirSync(options.mailboxDir, { recursive: true, mode: 0o700 });
    chmodSync(options.mailboxDir, 0o700);
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    writeFileSync(join(options.mailboxDir, `${stamp}-${String(id).padStart(6, '0')}.eml`), message, { mode: 0o600 });
  };
  /** Mails sent during `capture` (the mail desk's resend learns which mail a use case wrote). */
  const captured = new AsyncLocalStorage<SentMailRecord[]>();

  /**
   * Mails written inside a transaction, delivered right after a transaction commits (the worker is
   * the backstop): id → when written. A mail whose transaction rolled back is simply never found.
   */
  const pending = new Map<number, number>();
  // Registered at once: a transaction works on a clone of the event manager made when it begins.
  options.em().getEventManager().registerSubscriber({
    // Only the outermost commit makes the mail visible; a released savepoint proves nothing.
    afterTransactionCommit: async ({ transaction }: TransactionEventArgs) => {
      if (pending.size === 0 || (transaction && typeof transaction === 'object' && 'savepointName' in transaction)) return;
      try {
        await deliverPending();
      } catch (error) {
        logger.warn({ err: error }, 'mail after commit not delivered yet: the outbox worker will');
      }
    },
  });

  async function deliverPending(): Promise<void> {
    const stale = Date.now() - 60_000;
    for (const [id, at] of pending) if (at < stale) pending.delete(id);
    const ids = [...pending.keys()];
    if (!ids.length) return;
    const claimed = await claim({ ids, limit: ids.length });
    for (const id of claimed) pending.delete(id);
    for (const id of claimed) await deliver(id);
  }

  /** Writes the mail as queued, in the given or ambient transaction if there is one; answers the row and whether it was in one. */
  async function enqueue(message: MailMessage, given?: EntityManager): Promise<{ row: ISentMail; inTransaction: boolean }> {
    const ambient = given ?? (TransactionContext.getEntityManager() as EntityManager | undefined);
    const inTransaction = Boolean(ambient?.isInTransaction());
    const em = inTransaction && ambient ? ambient : options.em();
    const secrets = message.secrets;
    const row = em.create(SentMail, {
      to: message.to,
      cc: message.cc ?? null,
      subject: message.subject,
      // The stored copy without the secrets; the real bodies only until delivery (decision 1087).
      text: secrets ? redactSecrets(message.text, secrets) : message.text,
      html: message.html && secrets ? redactSecrets(message.html, secrets, { html: true }) : (message.html ?? null),
      topic: message.topic,
      cause: secrets?.cause ?? null,
      deliveryText: secrets ? message.text : null,
      deliveryHtml: secrets ? (message.html ?? null) : null,
      attachments: (message.attachments ?? []).map((attachment) => attachment.filename),
      messageId: null,
      transport,
      error: null,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: new Date(),
    });
    // The bytes too, so the mail is delivered, shown and re-sent exactly as written.
    for (const attachment of message.attachments ?? []) {
      em.create(SentMailAttachment, { mail: row, filename: attachment.filename, contentType: attachment.contentType, size: attachment.content.length, content: attachment.content });
    }
    await em.flush();
    return { row, inTransaction };
  }

  /** Claims due mails (or those given) under a lease; skips rows another worker holds. */
  async function claim(query: { ids?: number[]; limit: number }): Promise<number[]> {
    const rows = await options.em().getConnection().execute<{ id: number }[]>(
      `update sent_mail set locked_until = now() + (? || ' milliseconds')::interval, attempts = attempts + 1
        where id in (
          select id from sent_mail
           where status = 'queued' and (locked_until is null or locked_until < now())
             and ${query.ids === undefined ? `coalesce(next_attempt_at, created_at) <= now()` : `id in (${query.ids.map(Number).join(', ')})`}
           order by id limit ? for update skip locked)
        returning id`,
      [String(leaseMs), query.limit],
    );
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }

  /** Delivers one claimed mail; records the outcome. */
  async function deliver(id: number): Promise<'sent' | 'retry' | 'failed'> {
    const em = options.em();
    const row = await em.findOne(SentMail, { id });
    if (!row) return 'failed';
    if (row.cause && row.deliveryText === null) {
      // Its secret is gone (delivered before, or given up): sending the markers would help nobody.
      await em.nativeUpdate(SentMail, { id }, { status: 'failed', error: translateMessage('errors.mailSecretGone'), lockedUntil: null });
      return 'failed';
    }
    // The real bodies of a mail with secrets; the stored copy of any other.
    const text = row.deliveryText ?? row.text;
    const html = row.cause ? row.deliveryHtml : row.html;
    const attachments = row.attachments.length ? await em.find(SentMailAttachment, { mail: id }, { populate: ['content'], orderBy: { id: 'asc' } }) : [];
    try {
      const info = (await transporterOf().sendMail({
        from: options.from,
        to: row.to,
        ...(row.cc ? { cc: row.cc } : {}),
        subject: row.subject,
        text,
        ...(html ? { html } : {}),
        // The same Message-ID on every attempt: a receiver can drop a copy sent again after a crash.
        messageId: `<mail-${id}-${new Date(row.createdAt ?? 0).getTime()}@${domain}>`,
        ...(attachments.length
          ? { attachments: attachments.map((attachment) => ({ filename: attachment.filename, content: Buffer.from(attachment.content), contentType: attachment.contentType })) }
          : {}),
      })) as { messageId?: string; message?: unknown };
      keepInMailbox(id, info.message);
      // Delivered: the secrets leave the database (decision 1087).
      await em.nativeUpdate(SentMail, { id }, { status: 'sent', messageId: info.messageId ?? null, error: null, sentAt: new Date(), lockedUntil: null, transport, deliveryText: null, deliveryHtml: null });
      return 'sent';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failures = row.attempts;
      const final = failures >= maxAttempts;
      logger[final ? 'error' : 'warn']({ err: error, mailId: id, to: row.to, attempt: failures }, final ? 'mail not sent: attempts used up' : 'mail not sent yet: will retry');
      await em.nativeUpdate(
        SentMail,
        { id },
        // Given up: its secrets go too; "Erneut senden" makes fresh ones (decision 1087).
        { status: final ? 'failed' : 'queued', error: message, lockedUntil: null, nextAttemptAt: new Date(Date.now() + backoffMs(failures)), ...(final ? { deliveryText: null, deliveryHtml: null } : {}) },
      );
      return final ? 'failed' : 'retry';
    }
  }

  async function load(id: number): Promise<SentMailRecord> {
    return toRecord(await options.em().findOneOrFail(SentMail, { id }));
  }

  return {
    transport,
    /** The catcher's mailbox folder (null with SMTP_URL or without one). */
    mailboxDir: transport === 'catcher' ? (options.mailboxDir ?? null) : null,
    /**
     * Queues one mail and delivers it. Inside a transaction — `options.em` when given, else the
     * ambient one of `em.transactional` — it is written with that transaction (it exists exactly
     * when its cause commits) and delivered right after the commit; outside one, at once. A mail
     * server that refuses it does not fail the call: the mail stays queued with its error and is
     * retried by the outbox worker.
     */
    async send(message: MailMessage, sendOptions: { em?: EntityManager } = {}): Promise<SentMailRecord> {
      if (message.secrets && message.secrets.cause === undefined) throw new Error('a mail with secrets names its cause');
      const { row, inTransaction } = await enqueue(message, sendOptions.em);
      let record: SentMailRecord;
      if (inTransaction) {
        pending.set(row.id, Date.now());
        record = toRecord(row);
      } else {
        const [claimed] = await claim({ ids: [row.id], limit: 1 });
        if (claimed !== undefined) await deliver(claimed);
        record = await load(row.id);
      }
      captured.getStore()?.push(record);
      return record;
    },

    /** Runs `fn` and answers the mails it sent (the mail desk's resend through a use case). */
    async capture<T>(fn: () => Promise<T>): Promise<{ result: T; mails: SentMailRecord[] }> {
      const mails: SentMailRecord[] = [];
      const result = await captured.run(mails, fn);
      return { result, mails };
    },

    /** Delivers the mails that are due (the outbox worker and `shop mail retry`); returns what happened. */
    async deliverDue(limit = 20): Promise<{ sent: number; retry: number; failed: number }> {
      const outcome = { sent: 0, retry: 0, failed: 0 };
      for (const id of await claim({ limit })) outcome[await deliver(id)]++;
      return outcome;
    },

    /**
     * Makes mails due now: the failed ones (or those given) are queued again with fresh attempts,
     * waiting ones lose their backoff. Returns how many. `shop mail retry`.
     */
    async retry(ids?: number[]): Promise<number> {
      const filter = ids?.length ? { id: { $in: ids }, status: { $in: ['queued', 'failed'] } } : { status: { $in: ['queued', 'failed'] } };
      return options.em().nativeUpdate(SentMail, filter, { status: 'queued', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null });
    },

    /** Counts of the outbox. */
    async outboxStatus(): Promise<OutboxStatus> {
      const rows = await options.em().getConnection().execute<{ status: string; count: string; oldest: Date | string | null }[]>(
        `select status, count(*) as count, min(created_at) as oldest from sent_mail group by status`,
      );
      const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      const oldest = rows.find((row) => row.status === 'queued')?.oldest;
      return {
        queued: count('queued'),
        failed: count('failed'),
        sent: count('sent'),
        oldestQueuedSeconds: oldest ? Math.max(0, Math.round((Date.now() - new Date(oldest).getTime()) / 1000)) : null,
      };
    },

    /** The latest recorded mails, newest first (the back office's mail list). */
    async listSentMails(query: { to?: string; limit?: number; status?: 'queued' | 'sent' | 'failed' } = {}): Promise<SentMailRecord[]> {
      const rows = await options.em().find(
        SentMail,
        { ...(query.to ? { to: { $ilike: `%${query.to}%` } } : {}), ...(query.status ? { status: query.status } : {}) },
        { orderBy: { id: 'desc' }, limit: Math.min(Math.max(query.limit ?? 50, 1), 500) },
      );
      return rows.map(toRecord);
    },

    close(): void {
      transporter?.close();
      transporter = undefined;
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;

/** The plain record of a stored mail (attachments as file names). */
export function toRecord(row: ISentMail): SentMailRecord {
  return {
    id: row.id,
    to: row.to,
    cc: row.cc ?? null,
    subject: row.subject,
    text: row.text,
    html: row.html ?? null,
    attachments: row.attachments ?? [],
    topic: (row.topic ?? 'other') as MailTopic,
    personal: Boolean(row.cause),
    messageId: row.messageId ?? null,
    transport: row.transport === 'smtp' ? 'smtp' : 'catcher',
    error: row.error ?? null,
    status: row.status === 'queued' ? 'queued' : row.status === 'failed' ? 'failed' : 'sent',
    attempts: row.attempts ?? 0,
    createdAt: new Date(row.createdAt ?? Date.now()).toISOString(),
  };
}

/**
 * Writes what a cause mails inside the cause's transaction (decision 870): `write` runs under a
 * savepoint of `em`'s transaction, so its mails exist exactly when the cause commits and are
 * delivered right after. A failure while writing them (a PDF that cannot be rendered, no address)
 * undoes only them: it is logged and the cause stands. Answers what `write` answered, or undefined.
 */
export async function mailWithCause<T>(
  em: EntityManager,
  logger: Pick<Logger, 'error'> | undefined,
  context: Record<string, unknown>,
  write: (em: EntityManager) => Promise<T>,
): Promise<T | undefined> {
  try {
    return await em.transactional((inner) => write(inner as EntityManager));
  } catch (error) {
    logger?.error({ err: error, ...context }, 'mail not written; its cause stands');
    return undefined;
  }
}
