import { Migration } from '@mikro-orm/migrations';

export class Migration20261124200052_rate_limits extends Migration {

  override name = 'Migration20261124200052_rate_limits';

  override up(): void | Promise<void> {
    this.addSql(`create table "rate_limit_hit" ("id" serial primary key, "scope" varchar(60) not null, "key" varchar(300) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "rate_limit_hit_scope_key_created_at_index" on "rate_limit_hit" ("scope", "key", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit_hit" cascade;`);
  }

}
