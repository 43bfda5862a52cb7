import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { hasPermission, Permission, requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError, notFoundError } from '../errors';
import { MAIL_MESSAGES } from '../i18n/catalogue-mail';
import { MAIL_TOPICS, type MailCause, type MailTopic } from './mail-secrets';
import { toRecord, type Mailer, type SentMailRecord } from './mailer';
import { SentMailAttachment } from './sent-mail-attachment.entity';
import { SentMail, type ISentMail } from './sent-mail.entity';
import { likeTerm } from '../db/like';
import { integerInput } from '../validation/numbers';

/**
 * The caught mails of the back office (/admin/dev): every mail the shop sent or caught
 * with its body and its attachments' bytes, and re-sending one. The screen is for the order desk
 * and customer care (ADMIN_QUOTE or ADMIN_CUSTOMER, decision 780); each sees the mails of its
 * topics only (decision 1087). A mail that carried a secret is stored with markers instead and is
 * sent again through the use case that made it, with a fresh secret for its owner.
 */


/**
 * Which permission reads which mails (decision 1087): customer care (ADMIN_CUSTOMER) the account
 * mails, the order desk (ADMIN_QUOTE) the order and quote mails, both the contact form and the rest.
 */
export const MAIL_TOPIC_READERS: Readonly<Record<MailTopic, readonly Permission[]>> = {
  account: [Permission.ADMIN_CUSTOMER],
  order: [Permission.ADMIN_QUOTE],
  quote: [Permission.ADMIN_QUOTE],
  contact: [Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER],
  other: [Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER],
};

/** The topics whose mails `ctx` reads. */
export const readableMailTopics = (ctx: Pick<RequestContext, 'permissions'>): MailTopic[] =>
  MAIL_TOPICS.filter((topic) => hasPermission(ctx, MAIL_TOPIC_READERS[topic], 'any'));

export const MAIL_NOT_RESENT_MESSAGE = MAIL_MESSAGES['errors.mailNotResent'].de;

/** The use case that makes a mail of each cause again (wired in engine.ts): it writes its mail with a fresh secret. */
export type MailResenders = { [K in MailCause['kind']]?: (ctx: RequestContext, cause: Extract<MailCause, { kind: K }>) => Promise<unknown> };

export const mailListQuerySchema = z
  .object({
    page: z.preprocess((value) => (value === '' || value === null ? undefined : value), integerInput((n) => n.min(1).max(100_000)).default(1)),
    /** Text in the recipient or the subject. */
    q: z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : undefined), z.string().max(200).optional()),
  })
  .strip();
export type MailListQuery = z.input<typeof mailListQuerySchema>;

export const MAIL_PAGE_SIZE = 20;

export interface CaughtMail extends Omit<SentMailRecord, 'attachments'> {
  attachments: { id: number; filename: string; contentType: string; size: number }[];
}

export interface CaughtMailPage {
  mails: CaughtMail[];
  total: number;
  page: number;
  pages: number;
}

export interface MailDeskOptions {
  em: () => EntityManager;
  mailer: Pick<Mailer, 'send' | 'transport' | 'capture'>;
  resenders?: MailResenders;
}


export function createMailDesk(options: MailDeskOptions) {
  return {
    /** The recorded mails, newest first, 20 a page. */
    async listMails(ctx: RequestContext, rawQuery: MailListQuery = {}): Promise<CaughtMailPage> {
      requireGuard(ctx, 'mailDesk');
      const query = mailListQuerySchema.parse(rawQuery);
      const em = options.em();
      const topics: FilterQuery<ISentMail> = { topic: { $in: readableMailTopics(ctx) } };
      const where: FilterQuery<ISentMail> = query.q ? { ...topics, $or: [{ to: { $ilike: likeTerm(query.q) } }, { subject: { $ilike: likeTerm(query.q) } }, { cc: { $ilike: likeTerm(query.q) } }] } : topics;
      const [rows, total] = await em.findAndCount(SentMail, where, { orderBy: { id: 'desc' }, limit: MAIL_PAGE_SIZE, offset: (query.page - 1) * MAIL_PAGE_SIZE });
      const attachments = rows.length === 0 ? [] : await em.find(SentMailAttachment, { mail: { $in: rows.map((row) => row.id) } }, { orderBy: { id: 'asc' } });
      return {
        mails: rows.map((row) => ({
          ...toRecord(row),
          attachments: attachments
            .filter((attachment) => attachment.mail.id === row.id)
            .map((attachment) => ({ id: attachment.id, filename: attachment.filename, contentType: attachment.contentType, size: attachment.size })),
        })),
        total,
        page: query.page,
        pages: Math.max(1, Math.ceil(total / MAIL_PAGE_SIZE)),
      };
    },

    /** One attachment's bytes, for download. */
    async attachment(ctx: RequestContext, id: number): Promise<{ filename: string; contentType: string; content: Buffer }> {
      requireGuard(ctx, 'mailDesk');
      const attachment = await options.em().findOne(SentMailAttachment, { id, mail: { topic: { $in: readableMailTopics(ctx) } } }, { populate: ['content'] });
      if (!attachment) throw notFoundError();
      return { filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(attachment.content) };
    },

    /**
     * Sends a recorded mail again (a new record): one that carried a secret through the use case
     * that made it (a new reset link that voids the old, the quote mailed again, the pay-again
     * mail), any other with the same recipients, text and attachments.
     */
    async resend(ctx: RequestContext, id: number): Promise<SentMailRecord> {
      requireGuard(ctx, 'mailDesk');
      const em = options.em();
      const mail = await em.findOne(SentMail, { id, topic: { $in: readableMailTopics(ctx) } });
      if (!mail) throw notFoundError();
      if (mail.cause) {
        const cause = mail.cause;
        const resender = options.resenders?.[cause.kind] as ((ctx: RequestContext, cause: MailCause) => Promise<unknown>) | undefined;
        if (!resender) throw new EngineError('unavailable', [{ message: MAIL_NOT_RESENT_MESSAGE }]);
        const { mails } = await options.mailer.capture(() => resender(ctx, cause));
        const sent = mails.at(-1);
        if (!sent) throw new EngineError('conflict', [{ message: MAIL_NOT_RESENT_MESSAGE }]);
        return sent;
      }
      const attachments = await em.find(SentMailAttachment, { mail: id }, { populate: ['content'], orderBy: { id: 'asc' } });
      return options.mailer.send({
        to: mail.to,
        cc: mail.cc ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        topic: (mail.topic ?? 'other') as MailTopic,
        attachments: attachments.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(attachment.content) })),
      });
    },
  };
}
export type MailDesk = ReturnType<typeof createMailDesk>;
