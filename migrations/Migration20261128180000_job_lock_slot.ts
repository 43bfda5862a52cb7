import { Migration } from '@mikro-orm/migrations';

/**
 * The scheduled tick a job's last scheduled run belonged to (decision 1050): each tick runs once
 * across instances, keyed by the tick itself rather than by the start time less a clock-skew
 * window, so second-granular test schedules and runners that wake late are covered too.
 */
export class Migration20261128180000_job_lock_slot extends Migration {

  override name = 'Migration20261128180000_job_lock_slot';

  override up(): void | Promise<void> {
    this.addSql(`alter table "job_lock" add column "last_slot" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "job_lock" drop column "last_slot";`);
  }

}
