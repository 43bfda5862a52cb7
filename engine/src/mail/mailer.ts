import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { EngineError } from '../errors';
import { silentLogger } from '../logging/logger';
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
  messageId: string | null;
  /** smtp (SMTP_URL) or catcher (the local mail catcher, no mail leaves the machine). */
  transport: 'smtp' | 'catcher';
  error: string | null;
  createdAt: string;
}

export interface MailerOptions {
  em: () => EntityManager;
  /** The mail server; without it mails go to the local catcher only (recorded, never sent). */
  smtpUrl?: string | undefined;
  from: string;
  logger?: Logger;
}

/**
 * Sends the shop's mails: through nodemailer to SMTP_URL, or without it to the local mail catcher
 * (a nodemailer JSON transport: the mail is built exactly as it would be sent, then kept). Every
 * mail is recorded in sent_mail (with the error when sending failed) so admins can read them.
 */
export function createMailer(options: MailerOptions) {
  const logger = options.logger ?? silentLogger;
  const transport: 'smtp' | 'catcher' = options.smtpUrl ? 'smtp' : 'catcher';
  let transporter: Transporter | undefined;
  const transporterOf = (): Transporter =>
    (transporter ??= options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : nodemailer.createTransport({ jsonTransport: true }));

  async function record(message: MailMessage, result: { messageId?: string | undefined; error?: string | undefined }): Promise<SentMailRecord> {
    const em = options.em();
    const row = em.create(SentMail, {
      to: message.to,
      cc: message.cc ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: (message.attachments ?? []).map((attachment) => attachment.filename),
      messageId: result.messageId ?? null,
      transport,
      error: result.error ?? null,
    });
    // The bytes too, so the back office shows and re-sends the mail as it went out (issue 13).
    for (const attachment of message.attachments ?? []) {
      em.create(SentMailAttachment, { mail: row, filename: attachment.filename, contentType: attachment.contentType, size: attachment.content.length, content: attachment.content });
    }
    await em.flush();
    return toRecord(row);
  }

  return {
    transport,
    /**
     * Sends one mail and records it. A failing mail server is recorded and answers
     * EngineError 'unavailable'.
     */
    async send(message: MailMessage): Promise<SentMailRecord> {
      try {
        const info = (await transporterOf().sendMail({
          from: options.from,
          to: message.to,
          ...(message.cc ? { cc: message.cc } : {}),
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.attachments?.length
            ? { attachments: message.attachments.map((attachment) => ({ filename: attachment.filename, content: attachment.content, contentType: attachment.contentType })) }
            : {}),
        })) as { messageId?: string };
        return await record(message, { messageId: info.messageId });
      } catch (error) {
        if (error instanceof EngineError) throw error;
        logger.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent');
        await record(message, { error: error instanceof Error ? error.message : String(error) });
        throw new EngineError('unavailable', 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.', { cause: error });
      }
    },

    /** The latest recorded mails, newest first (the back office's mail list). */
    async listSentMails(query: { to?: string; limit?: number } = {}): Promise<SentMailRecord[]> {
      const rows = await options.em().find(
        SentMail,
        query.to ? { to: { $ilike: `%${query.to}%` } } : {},
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
    messageId: row.messageId ?? null,
    transport: row.transport === 'smtp' ? 'smtp' : 'catcher',
    error: row.error ?? null,
    createdAt: new Date(row.createdAt ?? Date.now()).toISOString(),
  };
}
