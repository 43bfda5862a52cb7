import { Migration } from '@mikro-orm/migrations';

export class Migration20261122140208_checkout_draft extends Migration {

  override name = 'Migration20261122140208_checkout_draft';

  override up(): void | Promise<void> {
    this.addSql(`create table "checkout_draft" ("id" uuid not null, "customer_id" int null, "data" jsonb not null, "order_id" int null, "submitted_key" varchar(100) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`alter table "checkout_draft" add constraint "checkout_draft_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "checkout_draft" cascade;`);
  }

}
