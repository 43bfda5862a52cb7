import { Migration } from '@mikro-orm/migrations';

/**
 * Stored mails keep no secret and each has a topic its readers are chosen by (decision 1087):
 * `topic`, `cause` (what made a mail with a secret, so "Erneut senden" makes a fresh one) and the
 * real bodies `delivery_text`/`delivery_html`, kept only until delivery. Existing rows are scrubbed:
 * reset links, pay-again links, quote links and PIN lines become the marker of the mail's language
 * (a queued mail keeps its real text for delivery), their cause is rebuilt from the link, and each
 * row gets its topic from its subject. The scrub cannot be undone.
 */

const RESET = `https?://[^[:space:]]*/user/reset-password[?]token=[^[:space:]]*`;
const PAY = `https?://[^[:space:]]*/checkout/bezahlen/[0-9]+[.][A-Za-z0-9_-]+`;
const QUOTE = `https?://[^[:space:]]*/checkout-quote/[0-9a-fA-F-]{36}`;
const PIN = `(Ihre PIN: |Votre code PIN : |Your PIN: )[0-9]+`;
const SECRET = `(${RESET}|${PAY}|${QUOTE}|${PIN})`;

/** Every mail greets first: 'Guten Tag', 'Bonjour', 'Hello' (password, quote and order mails). */
const LOCALE = `(case when "text" like 'Bonjour%' then 'fr-FR' when "text" like 'Hello%' then 'en-US' else 'de-CH' end)`;

const MARKERS = {
  'de-CH': { link: '[persönlicher Link – nur im zugestellten Mail]', code: '[vertraulich – nur im zugestellten Mail]' },
  'fr-FR': { link: '[lien personnel – seulement dans l’e-mail envoyé]', code: '[confidentiel – seulement dans l’e-mail envoyé]' },
  'en-US': { link: '[personal link – only in the delivered mail]', code: '[confidential – only in the delivered mail]' },
} as const;

const scrubbed = (column: string, markers: { link: string; code: string }) =>
  [RESET, PAY, QUOTE].reduce(
    (expression, pattern) => `regexp_replace(${expression}, '${pattern}', '${markers.link}', 'g')`,
    `regexp_replace("${column}", '${PIN}', '\\1${markers.code}', 'g')`,
  );

/** The statements after the new columns exist (exported for the migration's test). */
export const SCRUB_SENT_MAIL_SQL: string[] = [
  // A mail still waiting keeps its real bodies for its delivery.
  `update "sent_mail" set "delivery_text" = "text", "delivery_html" = "html" where "status" = 'queued' and "text" ~ '${SECRET}';`,
  // What made them, so "Erneut senden" makes a fresh secret (0: the user, quote or order is gone → not found).
  `update "sent_mail" set "cause" = jsonb_build_object('kind', 'password-reset',
      'userId', coalesce((select u."id" from "shop_user" u where lower(u."email") = lower("sent_mail"."to") order by u."id" limit 1), 0),
      'locale', ${LOCALE}, 'shopMode', coalesce(substring("text" from 'reset-password[?]token=[^[:space:]]*&modus=([a-z]+)'), 'verpackung'))
    where "cause" is null and "text" ~ '${RESET}';`,
  `update "sent_mail" set "cause" = jsonb_build_object('kind', 'pay-again', 'orderId', substring("text" from '/checkout/bezahlen/([0-9]+)[.]')::int)
    where "cause" is null and "text" ~ '${PAY}';`,
  `update "sent_mail" set "cause" = jsonb_build_object('kind', 'quote-notification',
      'quoteId', coalesce((select q."id" from "quote" q where q."uuid"::text = lower(substring("sent_mail"."text" from '/checkout-quote/([0-9a-fA-F-]{36})'))), 0))
    where "cause" is null and ("text" ~ '${QUOTE}' or "text" ~ '${PIN}');`,
  ...Object.entries(MARKERS).map(
    ([locale, markers]) =>
      `update "sent_mail" set "text" = ${scrubbed('text', markers)}, "html" = ${scrubbed('html', markers)}
        where ${LOCALE} = '${locale}' and ("text" ~ '${SECRET}' or coalesce("html", '') ~ '${SECRET}');`,
  ),
  // Topics from the subjects the shop writes: orders B-YYYY-NNNNNN, quotes O-YYYY-NNNNNN.
  `update "sent_mail" set "topic" = case
      when "subject" in ('Passwort zurücksetzen', 'Réinitialiser le mot de passe', 'Reset your password') then 'account'
      when "subject" like 'Kontaktformular%' then 'contact'
      when "subject" ~ 'O-[0-9]{4}-[0-9]{6}' then 'quote'
      when "subject" ~ 'B-[0-9]{4}-[0-9]{6}' then 'order'
      else 'other' end
    where "topic" = 'other';`,
];

export class Migration20261201200000_mail_secrets extends Migration {

  override name = 'Migration20261201200000_mail_secrets';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sent_mail" add column "topic" varchar(20) not null default 'other', add column "cause" jsonb null, add column "delivery_text" text null, add column "delivery_html" text null;`);
    for (const sql of SCRUB_SENT_MAIL_SQL) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    // The scrubbed secrets do not come back.
    this.addSql(`alter table "sent_mail" drop column "topic", drop column "cause", drop column "delivery_text", drop column "delivery_html";`);
  }
}
