import { Migration } from '@mikro-orm/migrations';

/** French and English attribute names and choice labels (decision 974); German stays in name and options. */
export class Migration20261125042916_attribute_translations extends Migration {

  override name = 'Migration20261125042916_attribute_translations';

  override up(): void | Promise<void> {
    this.addSql(`alter table "attribute" add "translations" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "attribute" drop column "translations";`);
  }

}
