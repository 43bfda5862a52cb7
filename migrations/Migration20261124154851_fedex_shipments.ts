import { Migration } from '@mikro-orm/migrations';

export class Migration20261124154851_fedex_shipments extends Migration {

  override name = 'Migration20261124154851_fedex_shipments';

  override up(): void | Promise<void> {
    this.addSql(`create table "carrier_shipment" ("id" serial primary key, "order_id" int not null, "live_order_id" int null, "carrier" varchar(20) not null default 'fedex', "status" varchar(20) not null, "reference" varchar(60) not null, "service_type" varchar(60) not null, "rate" numeric(12,2) null, "ship_date" date not null, "data" jsonb not null, "tracking_number" varchar(40) null, "tracking_numbers" jsonb null, "warnings" jsonb null, "pickup_confirmation_code" varchar(40) null, "pickup_date" date null, "pickup_ready_time" varchar(5) null, "pickup_location" varchar(40) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "carrier_shipment" add constraint "carrier_shipment_live_order_id_unique" unique ("live_order_id");`);
    this.addSql(`alter table "carrier_shipment" add constraint "carrier_shipment_reference_unique" unique ("reference");`);

    this.addSql(`create table "carrier_document" ("id" serial primary key, "order_id" int not null, "shipment_id" int null, "kind" varchar(30) not null, "file_name" varchar(200) not null, "content" bytea not null, "doc_id" varchar(60) null, "created_at" timestamptz not null);`);

    this.addSql(`alter table "carrier_shipment" add constraint "carrier_shipment_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on delete cascade;`);

    this.addSql(`alter table "carrier_document" add constraint "carrier_document_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on delete cascade;`);
    this.addSql(`alter table "carrier_document" add constraint "carrier_document_shipment_id_foreign" foreign key ("shipment_id") references "carrier_shipment" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "carrier_document" drop constraint "carrier_document_shipment_id_foreign";`);

    this.addSql(`drop table if exists "carrier_shipment" cascade;`);
    this.addSql(`drop table if exists "carrier_document" cascade;`);
  }

}
