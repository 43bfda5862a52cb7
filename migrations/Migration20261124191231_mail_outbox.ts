import { Migration } from '@mikro-orm/migrations';

export class Migration20261124191231_mail_outbox extends Migration {

  override name = 'Migration20261124191231_mail_outbox';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sent_mail" add "status" varchar(10) not null default 'sent', add "attempts" int not null default 0, add "next_attempt_at" timestamptz null, add "locked_until" timestamptz null, add "sent_at" timestamptz null;`);
    // Mails recorded before the outbox: sent, or failed when the server refused them (decision 870).
    this.addSql(`update "sent_mail" set "status" = case when "error" is null then 'sent' else 'failed' end, "attempts" = 1, "sent_at" = case when "error" is null then "created_at" end;`);
    this.addSql(`create index "sent_mail_status_next_attempt_at_index" on "sent_mail" ("status", "next_attempt_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "sent_mail_status_next_attempt_at_index";`);
    this.addSql(`alter table "sent_mail" drop column "status", drop column "attempts", drop column "next_attempt_at", drop column "locked_until", drop column "sent_at";`);
  }

}
