import { Migration } from '@mikro-orm/migrations';

/**
 * How an online payment attempt that did not pay ended (decision 1152): the provider's reason, if
 * it tells one, declined or abandoned, and when its pay-again mail was written — so the back
 * office shows an abandoned TWINT or a declined Visa as such instead of a plain "Offen".
 */
export class Migration20261202171000_payment_failure_reason extends Migration {

  override name = 'Migration20261202171000_payment_failure_reason';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payment_transaction" add column "failure_reason" varchar(500) null, add column "failure_kind" varchar(20) null, add column "pay_again_sent_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment_transaction" drop column "failure_reason", drop column "failure_kind", drop column "pay_again_sent_at";`);
  }

}
