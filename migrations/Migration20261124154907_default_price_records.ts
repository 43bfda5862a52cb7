import { Migration } from '@mikro-orm/migrations';

export class Migration20261124154907_default_price_records extends Migration {

  override name = 'Migration20261124154907_default_price_records';

  override up(): void | Promise<void> {
    this.addSql(`alter table "product_price" alter column "customer_id" drop not null;`);
    this.addSql(`create unique index "product_price_default_per_product_unique" on "product_price" ("product_id") where customer_id is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "product_price_default_per_product_unique";`);
    this.addSql(`alter table "product_price" alter column "customer_id" set not null;`);
  }

}
