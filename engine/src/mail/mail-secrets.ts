import type { ShopMode } from '../context';
import { isLocale, type Locale } from '../i18n/locales';
import { translateMessage } from '../i18n/translate';

/**
 * Secrets in the shop's mails (decision 1087): a password-reset link, a quote's link and PIN, a
 * pay-again link open an account, a quote or a payment for whoever reads them. A mail names its
 * secrets; what the shop keeps of it (sent_mail.text/html, shown in /admin/dev) has each one
 * replaced by a marker in the mail's language, and only the delivered message carries them.
 */

/**
 * Who reads a stored mail in the back office (decision 1087): account (password reset and the
 * set-password mail of a new login), order (confirmations, state and carrier notices, pay-again),
 * quote (quote mails, requests and receipts), contact (the contact form), other (anything else).
 */
export type MailTopic = 'account' | 'order' | 'quote' | 'contact' | 'other';
export const MAIL_TOPICS: readonly MailTopic[] = ['account', 'order', 'quote', 'contact', 'other'];

/**
 * What made a mail that carries a secret: "Erneut senden" runs this use case again (a fresh link
 * for its owner, the quote mailed again) instead of replaying the old secret.
 */
export type MailCause =
  | { kind: 'password-reset'; userId: number; locale: Locale; shopMode: ShopMode }
  | { kind: 'quote-notification'; quoteId: number }
  | { kind: 'pay-again'; orderId: number };

export interface MailSecrets {
  /** Links that open something for their holder (exact substrings of the text). */
  links?: readonly string[] | undefined;
  /** Codes (a PIN). */
  codes?: readonly string[] | undefined;
  cause: MailCause;
  /** The mail's language, for the markers. */
  locale: string;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The text with every occurrence of every secret replaced by its marker (`html`: also their
 * HTML-escaped forms, `&amp;` in a link), so the stored copy never contains one; the longest
 * first, so a code inside a link goes with the link.
 *
 * @example redactSecrets('Ihre PIN: 482913', { codes: ['482913'], cause, locale: 'de-CH' }) // 'Ihre PIN: [vertraulich – nur im zugestellten Mail]'
 */
export function redactSecrets(text: string, secrets: MailSecrets, options: { html?: boolean } = {}): string {
  const locale = isLocale(secrets.locale) ? secrets.locale : 'de-CH';
  const entries = [
    ...(secrets.links ?? []).map((value) => ({ value, marker: translateMessage('mail.secret.link', undefined, locale) })),
    ...(secrets.codes ?? []).map((value) => ({ value, marker: translateMessage('mail.secret.code', undefined, locale) })),
  ]
    .filter((entry) => entry.value.length > 0)
    .sort((a, b) => b.value.length - a.value.length);
  let redacted = text;
  for (const entry of entries) {
    for (const form of options.html ? [entry.value, escapeHtml(entry.value)] : [entry.value]) redacted = redacted.split(form).join(entry.marker);
  }
  return redacted;
}
