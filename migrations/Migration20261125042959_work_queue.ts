import { Migration } from '@mikro-orm/migrations';

export class Migration20261125042959_work_queue extends Migration {

  override name = 'Migration20261125042959_work_queue';

  // Decision 980: the durable work queue, and the work item that imported a file.
  override up(): void | Promise<void> {
    this.addSql(`create table "work_item" ("id" serial primary key, "kind" varchar(40) not null, "input" jsonb not null, "payload" bytea null, "status" varchar(10) not null default 'queued', "attempts" int not null default 0, "max_attempts" int not null default 3, "run_after" timestamptz not null, "locked_until" timestamptz null, "owner" varchar(200) null, "progress" jsonb null, "result" jsonb null, "error" text null, "created_by" varchar(320) null, "created_at" timestamptz not null, "started_at" timestamptz null, "finished_at" timestamptz null);`);
    this.addSql(`create index "work_item_status_run_after_index" on "work_item" ("status", "run_after");`);

    this.addSql(`alter table "import_run" add "work_id" int null;`);
    this.addSql(`alter table "import_run" add constraint "import_run_work_id_unique" unique ("work_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "work_item" cascade;`);
    this.addSql(`alter table "import_run" drop constraint "import_run_work_id_unique";`);
    this.addSql(`alter table "import_run" drop column "work_id";`);
  }
}
