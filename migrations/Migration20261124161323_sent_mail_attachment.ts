import { Migration } from '@mikro-orm/migrations';

export class Migration20261124161323_sent_mail_attachment extends Migration {

  override name = 'Migration20261124161323_sent_mail_attachment';

  override up(): void | Promise<void> {
    this.addSql(`create table "sent_mail_attachment" ("id" serial primary key, "mail_id" int not null, "filename" varchar(300) not null, "content_type" varchar(200) not null, "size" int not null, "content" bytea not null);`);

    this.addSql(`alter table "sent_mail_attachment" add constraint "sent_mail_attachment_mail_id_foreign" foreign key ("mail_id") references "sent_mail" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sent_mail_attachment" cascade;`);
  }

}
