/** Mail: the mailer and the back office mail desk. Named exports only (decision 940). */
export { createMailer, type Mailer, type MailMessage, type SentMailRecord, type MailerOptions, type MailAttachment } from './mailer';
export {
  createMailDesk,
  mailListQuerySchema,
  MAIL_PAGE_SIZE,
  type MailDesk,
  type CaughtMail,
  type CaughtMailPage,
  type MailListQuery,
} from './mail-desk';
export { mailSignature } from './signature';
