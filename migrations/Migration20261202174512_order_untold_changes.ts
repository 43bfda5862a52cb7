import { Migration } from '@mikro-orm/migrations';

/**
 * Position changes of an order that staff chose not to tell the customer yet (decision 1146): the
 * next change they do tell lists them too, then they are cleared.
 */
export class Migration20261202174512_order_untold_changes extends Migration {

  override name = 'Migration20261202174512_order_untold_changes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "shop_order" add column "untold_changes" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shop_order" drop column "untold_changes";`);
  }
}
