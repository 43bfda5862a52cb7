import { Migration } from '@mikro-orm/migrations';

export class Migration20261124154835_session_version extends Migration {

  override name = 'Migration20261124154835_session_version';

  override up(): void | Promise<void> {
    this.addSql(`alter table "shop_user" add "session_version" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shop_user" drop column "session_version";`);
  }

}
