import { Migration } from '@mikro-orm/migrations';

/**
 * The files the shop keeps, in PostgreSQL itself (decision 1174): product images with the drawn
 * pictures, calculation workbooks and customer files, by path, so every instance on one database
 * reads what any of them wrote. Only adds a table (decision 1160: an older instance still runs).
 */
export class Migration20261203084500_stored_file extends Migration {

  override name = 'Migration20261203084500_stored_file';

  override up(): void | Promise<void> {
    this.addSql(`create table "stored_file" ("path" varchar(1000) not null, "content" bytea not null, "content_type" varchar(200) not null, "size" int not null, "sha256" varchar(64) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("path"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "stored_file" cascade;`);
  }

}
