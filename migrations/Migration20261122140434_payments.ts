import { Migration } from '@mikro-orm/migrations';

export class Migration20261122140434_payments extends Migration {

  override name = 'Migration20261122140434_payments';

  override up(): void | Promise<void> {
    this.addSql(`create table "payment_transaction" ("id" serial primary key, "order_id" int not null, "provider" varchar(30) not null, "provider_transaction_id" varchar(100) not null, "state" varchar(20) not null, "amount" numeric(12,2) not null, "currency" varchar(3) not null default 'CHF', "payment_method_id" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "payment_transaction_order_id_index" on "payment_transaction" ("order_id");`);
    this.addSql(`alter table "payment_transaction" add constraint "payment_transaction_provider_provider_transaction_id_unique" unique ("provider", "provider_transaction_id");`);

    this.addSql(`create table "payment_webhook_event" ("id" serial primary key, "provider" varchar(30) not null, "entity_id" varchar(100) not null, "state" varchar(20) not null, "event_id" varchar(100) null, "outcome" varchar(20) not null, "received_at" timestamptz not null);`);
    this.addSql(`alter table "payment_webhook_event" add constraint "payment_webhook_event_provider_entity_id_state_unique" unique ("provider", "entity_id", "state");`);

    this.addSql(`alter table "shop_order" add "confirmation_sent_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_transaction" cascade;`);
    this.addSql(`drop table if exists "payment_webhook_event" cascade;`);

    this.addSql(`alter table "shop_order" drop column "confirmation_sent_at";`);
  }

}
