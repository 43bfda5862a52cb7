import { Migration } from '@mikro-orm/migrations';

export class Migration20261122114811_pricecache extends Migration {

  override name = 'Migration20261122114811_pricecache';

  override up(): void | Promise<void> {
    this.addSql(`create table "price_cache" ("id" serial primary key, "key" varchar(64) not null, "customer_id" int null, "product_id" int not null, "product_type_id" int not null, "configuration" jsonb not null, "quantity" int not null, "strategy" int not null, "source" varchar(1000) null, "price_per_one" numeric(12,2) not null, "graduated_price" jsonb not null, "computed_at" timestamptz not null);`);
    this.addSql(`alter table "price_cache" add constraint "price_cache_key_unique" unique ("key");`);
    this.addSql(`create index "price_cache_customer_id_index" on "price_cache" ("customer_id");`);
    this.addSql(`create index "price_cache_product_id_index" on "price_cache" ("product_id");`);
    this.addSql(`create index "price_cache_product_type_id_index" on "price_cache" ("product_type_id");`);
    this.addSql(`create index "price_cache_source_index" on "price_cache" ("source");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "price_cache" cascade;`);
  }

}
