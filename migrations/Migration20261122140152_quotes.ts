import { Migration } from '@mikro-orm/migrations';

export class Migration20261122140152_quotes extends Migration {

  override name = 'Migration20261122140152_quotes';

  override up(): void | Promise<void> {
    this.addSql(`create table "quote_pin_attempt" ("id" serial primary key, "uuid" varchar(64) not null, "address" varchar(64) null, "succeeded" boolean null, "created_at" timestamptz not null);`);
    this.addSql(`create index "quote_pin_attempt_uuid_created_at_index" on "quote_pin_attempt" ("uuid", "created_at");`);
    this.addSql(`create index "quote_pin_attempt_address_created_at_index" on "quote_pin_attempt" ("address", "created_at");`);

    this.addSql(`alter table "quote" add "idempotency_key" varchar(100) null;`);
    this.addSql(`alter table "quote" add constraint "quote_idempotency_key_unique" unique ("idempotency_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "quote_pin_attempt" cascade;`);

    this.addSql(`alter table "quote" drop constraint "quote_idempotency_key_unique";`);
    this.addSql(`alter table "quote" drop column "idempotency_key";`);
  }

}
