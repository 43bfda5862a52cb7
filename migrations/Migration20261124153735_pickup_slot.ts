import { Migration } from '@mikro-orm/migrations';

export class Migration20261124153735_pickup_slot extends Migration {

  override name = 'Migration20261124153735_pickup_slot';

  override up(): void | Promise<void> {
    this.addSql(`alter table "shop_order" add "pickup_slot" varchar(5) null;`);

    this.addSql(`alter table "quote" add "pickup_slot" varchar(5) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quote" drop column "pickup_slot";`);

    this.addSql(`alter table "shop_order" drop column "pickup_slot";`);
  }

}
