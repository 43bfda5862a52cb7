import { Migration } from '@mikro-orm/migrations';

export class Migration20261124191652_import_run extends Migration {

  override name = 'Migration20261124191652_import_run';

  override up(): void | Promise<void> {
    this.addSql(`create table "import_run" ("id" serial primary key, "kind" varchar(20) not null, "file_name" varchar(300) not null, "size" int not null, "sha256" varchar(64) not null, "content" bytea not null, "outcome" varchar(20) not null, "issues" jsonb not null, "summary" jsonb not null, "created_by" varchar(320) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "import_run_kind_sha256_index" on "import_run" ("kind", "sha256");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "import_run" cascade;`);
  }

}
