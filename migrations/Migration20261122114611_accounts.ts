import { Migration } from '@mikro-orm/migrations';

export class Migration20261122114611_accounts extends Migration {

  override name = 'Migration20261122114611_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "login_attempt" ("id" serial primary key, "email" varchar(320) not null, "address" varchar(64) null, "succeeded" boolean null, "created_at" timestamptz not null);`);
    this.addSql(`create index "login_attempt_email_created_at_index" on "login_attempt" ("email", "created_at");`);
    this.addSql(`create index "login_attempt_address_created_at_index" on "login_attempt" ("address", "created_at");`);

    this.addSql(`create table "password_reset_token" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "password_reset_token" add constraint "password_reset_token_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "password_reset_token" add constraint "password_reset_token_user_id_foreign" foreign key ("user_id") references "shop_user" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "login_attempt" cascade;`);
    this.addSql(`drop table if exists "password_reset_token" cascade;`);
  }

}
