import { Migration } from '@mikro-orm/migrations';

/**
 * The price cache's deletions (an invalidation, an eviction) bump their own generation, row 2 of
 * cache_generation, instead of row 1 (decision 988): they drop the prices kept in memory, not the
 * products, customers and freight every instance keeps beside them. Row 1 still drops everything.
 */
export class Migration20261125043000_price_generation extends Migration {

  override name = 'Migration20261125043000_price_generation';

  override up(): void | Promise<void> {
    this.addSql(`insert into "cache_generation" ("id", "generation") values (2, 0) on conflict ("id") do nothing;`);
    this.addSql(`create or replace function "bump_price_generation"() returns trigger language plpgsql as $$
begin
  update "cache_generation" set "generation" = nextval('cache_generation_seq') where "id" = 2;
  perform pg_notify('shop_cache', TG_TABLE_NAME);
  return null;
end $$;`);
    this.addSql(`drop trigger if exists "price_cache_cache_generation" on "price_cache";`);
    this.addSql(`create trigger "price_cache_cache_generation" after delete or truncate on "price_cache" for each statement execute function "bump_price_generation"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "price_cache_cache_generation" on "price_cache";`);
    this.addSql(`create trigger "price_cache_cache_generation" after delete or truncate on "price_cache" for each statement execute function "bump_cache_generation"();`);
    this.addSql(`drop function if exists "bump_price_generation"();`);
    this.addSql(`delete from "cache_generation" where "id" = 2;`);
  }

}
