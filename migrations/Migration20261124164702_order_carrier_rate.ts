import { Migration } from '@mikro-orm/migrations';

export class Migration20261124164702_order_carrier_rate extends Migration {

  override name = 'Migration20261124164702_order_carrier_rate';

  override up(): void | Promise<void> {
    this.addSql(`alter table "shop_order" add "carrier_rate" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shop_order" drop column "carrier_rate";`);
  }

}
