import { Migration } from '@mikro-orm/migrations';

/** Tables whose rows the engine keeps in memory (products, prices, customers, freight; decision 973). */
const CACHED_TABLES = [
  'category',
  'category_product',
  'attribute',
  'product_type',
  'product_type_attribute',
  'product',
  'product_attribute_value',
  'customer_product',
  'transport_requirement',
  'product_price',
  'excel_price',
  'fix_price_row',
  'remote_price',
  'margin_price',
  'internal_price',
  'customer',
  'quick_order_setting',
  'truck',
  'setting',
];

export class Migration20261125012206_cache_generation extends Migration {

  override name = 'Migration20261125012206_cache_generation';

  override up(): void | Promise<void> {
    this.addSql(`create table "cache_generation" ("id" serial primary key, "generation" bigint not null default '0');`);
    // The one row (decision 973); triggers below set it in the transaction that changes cached data,
    // from a sequence: a rolled-back change's number is never handed out again.
    this.addSql(`insert into "cache_generation" ("id", "generation") values (1, 0);`);
    this.addSql(`create sequence if not exists "cache_generation_seq" start 1;`);
    this.addSql(`create or replace function "bump_cache_generation"() returns trigger language plpgsql as $$
begin
  update "cache_generation" set "generation" = nextval('cache_generation_seq') where "id" = 1;
  perform pg_notify('shop_cache', TG_TABLE_NAME);
  return null;
end $$;`);
    for (const table of CACHED_TABLES) {
      this.addSql(`create trigger "${table}_cache_generation" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_cache_generation"();`);
    }
    // The price cache's own writes (a price computed) change nothing another instance keeps; its
    // deletions (an invalidation, an eviction) do.
    this.addSql(`create trigger "price_cache_cache_generation" after delete or truncate on "price_cache" for each statement execute function "bump_cache_generation"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "price_cache_cache_generation" on "price_cache";`);
    for (const table of CACHED_TABLES) this.addSql(`drop trigger if exists "${table}_cache_generation" on "${table}";`);
    this.addSql(`drop function if exists "bump_cache_generation"();`);
    this.addSql(`drop sequence if exists "cache_generation_seq";`);
    this.addSql(`drop table if exists "cache_generation" cascade;`);
  }

}
