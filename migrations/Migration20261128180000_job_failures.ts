import { Migration } from '@mikro-orm/migrations';

/**
 * Each scheduled job's failures since its last success and when it last succeeded (decision 1040),
 * for /admin/dev and `shop jobs list`.
 */
export class Migration20261128180000_job_failures extends Migration {

  override name = 'Migration20261128180000_job_failures';

  override up(): void | Promise<void> {
    this.addSql(`alter table "job_lock" add column "failures_since_success" int not null default 0, add column "last_succeeded_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "job_lock" drop column "failures_since_success", drop column "last_succeeded_at";`);
  }
}
