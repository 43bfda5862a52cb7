import { Migration } from '@mikro-orm/migrations';

/**
 * The triggers that bump a cache generation also tell every listening instance the new pair
 * (decision 1171): `NOTIFY shop_cache_generation, '<generation>:<prices>'` in the bumping
 * transaction, so PostgreSQL delivers it only on commit. Instances keep the pair in memory instead
 * of reading `cache_generation` for every request.
 */
export class Migration20261202203000_cache_generation_notify extends Migration {

  override name = 'Migration20261202203000_cache_generation_notify';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "bump_cache_generation"() returns trigger language plpgsql as $$
declare bumped bigint;
begin
  update "cache_generation" set "generation" = nextval('cache_generation_seq') where "id" = 1 returning "generation" into bumped;
  perform pg_notify('shop_cache', TG_TABLE_NAME);
  perform pg_notify('shop_cache_generation', bumped || ':' || coalesce((select "generation" from "cache_generation" where "id" = 2), 0));
  return null;
end $$;`);
    this.addSql(`create or replace function "bump_price_generation"() returns trigger language plpgsql as $$
declare bumped bigint;
begin
  update "cache_generation" set "generation" = nextval('cache_generation_seq') where "id" = 2 returning "generation" into bumped;
  perform pg_notify('shop_cache', TG_TABLE_NAME);
  perform pg_notify('shop_cache_generation', coalesce((select "generation" from "cache_generation" where "id" = 1), 0) || ':' || bumped);
  return null;
end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create or replace function "bump_cache_generation"() returns trigger language plpgsql as $$
begin
  update "cache_generation" set "generation" = nextval('cache_generation_seq') where "id" = 1;
  perform pg_notify('shop_cache', TG_TABLE_NAME);
  return null;
end $$;`);
    this.addSql(`create or replace function "bump_price_generation"() returns trigger language plpgsql as $$
begin
  update "cache_generation" set "generation" = nextval('cache_generation_seq') where "id" = 2;
  perform pg_notify('shop_cache', TG_TABLE_NAME);
  return null;
end $$;`);
  }

}
