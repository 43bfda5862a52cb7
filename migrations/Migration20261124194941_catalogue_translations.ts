import { Migration } from '@mikro-orm/migrations';

export class Migration20261124194941_catalogue_translations extends Migration {

  override name = 'Migration20261124194941_catalogue_translations';

  override up(): void | Promise<void> {
    this.addSql(`alter table "category" add "translations" jsonb null;`);

    this.addSql(`alter table "product" add "translations" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "category" drop column "translations";`);

    this.addSql(`alter table "product" drop column "translations";`);
  }

}
