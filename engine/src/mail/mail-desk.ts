import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Permission, requirePermission } from '../auth/permissions';
import type { RequestContext } from '../context';
import { notFoundError } from '../errors';
import { toRecord, type Mailer, type SentMailRecord } from './mailer';
import { SentMailAttachment } from './sent-mail-attachment.entity';
import { SentMail, type ISentMail } from './sent-mail.entity';
import { likeTerm } from '../db/like';
import { integerInput } from '../validation/numbers';

/**
 * The caught mails of the back office (/admin/dev, issue 13): every mail the shop sent or caught
 * with its body and its attachments' bytes, and re-sending one exactly as it was. Readable by the
 * order desk and customer care (ADMIN_QUOTE or ADMIN_CUSTOMER, decision 780).
 */

const MAIL_READERS = [Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER];

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
  mailer: Pick<Mailer, 'send' | 'transport'>;
}

const requireMailReader = (ctx: RequestContext): void => requirePermission(ctx, { any: MAIL_READERS });

export function createMailDesk(options: MailDeskOptions) {
  return {
    /** The recorded mails, newest first, 20 a page. */
    async listMails(ctx: RequestContext, rawQuery: MailListQuery = {}): Promise<CaughtMailPage> {
      requireMailReader(ctx);
      const query = mailListQuerySchema.parse(rawQuery);
      const em = options.em();
      const where: FilterQuery<ISentMail> = query.q ? { $or: [{ to: { $ilike: likeTerm(query.q) } }, { subject: { $ilike: likeTerm(query.q) } }, { cc: { $ilike: likeTerm(query.q) } }] } : {};
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
      requireMailReader(ctx);
      const attachment = await options.em().findOne(SentMailAttachment, { id }, { populate: ['content'] });
      if (!attachment) throw notFoundError();
      return { filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(attachment.content) };
    },

    /** Sends a recorded mail again, with the same recipients, text and attachments (a new record). */
    async resend(ctx: RequestContext, id: number): Promise<SentMailRecord> {
      requireMailReader(ctx);
      const em = options.em();
      const mail = await em.findOne(SentMail, { id });
      if (!mail) throw notFoundError();
      const attachments = await em.find(SentMailAttachment, { mail: id }, { populate: ['content'], orderBy: { id: 'asc' } });
      return options.mailer.send({
        to: mail.to,
        cc: mail.cc ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        attachments: attachments.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(attachment.content) })),
      });
    },
  };
}
export type MailDesk = ReturnType<typeof createMailDesk>;
