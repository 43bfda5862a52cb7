import { Migration } from '@mikro-orm/migrations';

export class Migration20261122110834_initial extends Migration {

  override name = 'Migration20261122110834_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "attribute" ("id" serial primary key, "name" varchar(200) not null, "type_id" int not null, "visibility" int not null default 0, "options" jsonb null);`);
    this.addSql(`alter table "attribute" add constraint "attribute_name_unique" unique ("name");`);

    this.addSql(`create table "captcha_question" ("id" serial primary key, "question_de" varchar(500) not null, "question_fr" varchar(500) not null, "question_en" varchar(500) not null, "answers" jsonb not null, "active" boolean not null default true);`);

    this.addSql(`create table "category" ("id" serial primary key, "name" varchar(200) not null, "description" text null, "parent_id" int null, "order" int not null default 0, "shop_type_id" int not null default 99, "content_link" varchar(500) null, "published" boolean not null default true, "image_file_name" varchar(300) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "category_shop_type_id_index" on "category" ("shop_type_id");`);

    this.addSql(`create table "decal_material" ("id" serial primary key, "decal_name" varchar(100) not null, "material_name" varchar(100) not null, "min_width" int not null);`);
    this.addSql(`alter table "decal_material" add constraint "decal_material_decal_name_unique" unique ("decal_name");`);

    this.addSql(`create table "job_lock" ("name" varchar(100) not null, "locked_until" timestamptz null, "owner" varchar(200) null, "last_started_at" timestamptz null, "last_finished_at" timestamptz null, "last_result" jsonb null, primary key ("name"));`);

    this.addSql(`create table "payment_term" ("id" serial primary key, "name" varchar(200) not null, "days" int not null);`);

    this.addSql(`create table "product_type" ("id" serial primary key, "name" varchar(200) not null, "category_id" int null, "excel_file_path" varchar(500) null, "model_mode" varchar(20) null, "model_family" varchar(40) null, "deleted_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);

    this.addSql(`create table "product" ("id" serial primary key, "name" varchar(300) not null, "article_number" varchar(100) not null, "product_type_id" int not null, "kind_code" int not null default 1, "description" text null, "published" boolean not null default false, "publicly_available" boolean not null default true, "can_be_configured" boolean not null default false, "list_price" numeric(12,2) null, "local_file_path" varchar(500) null, "deleted_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "product" add constraint "product_article_number_unique" unique ("article_number");`);

    this.addSql(`create table "product_attribute_value" ("id" serial primary key, "product_id" int not null, "attribute_id" int not null, "value" text null);`);
    this.addSql(`alter table "product_attribute_value" add constraint "product_attribute_value_product_id_attribute_id_unique" unique ("product_id", "attribute_id");`);

    this.addSql(`create table "internal_price" ("id" serial primary key, "product_id" int not null, "price" numeric(12,2) not null, "material_cost" numeric(12,2) null, "labour_cost" numeric(12,2) null, "set_by_hand" boolean not null default false, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "internal_price" add constraint "internal_price_product_id_unique" unique ("product_id");`);

    this.addSql(`create table "category_product" ("id" serial primary key, "category_id" int not null, "product_id" int not null, "order" int not null default 0);`);
    this.addSql(`alter table "category_product" add constraint "category_product_category_id_product_id_unique" unique ("category_id", "product_id");`);

    this.addSql(`create table "product_type_attribute" ("id" serial primary key, "product_type_id" int not null, "attribute_id" int not null, "visibility" int not null default 0, "order" int not null default 0);`);
    this.addSql(`alter table "product_type_attribute" add constraint "product_type_attribute_product_type_id_attribute_id_unique" unique ("product_type_id", "attribute_id");`);

    this.addSql(`create table "sent_mail" ("id" serial primary key, "to" varchar(1000) not null, "cc" varchar(1000) null, "subject" varchar(500) not null, "text" text not null, "html" text null, "attachments" jsonb not null default '[]', "message_id" varchar(300) null, "transport" varchar(20) not null, "error" text null, "created_at" timestamptz not null);`);

    this.addSql(`create table "setting" ("key" varchar(100) not null, "value" jsonb not null, "updated_at" timestamptz not null, primary key ("key"));`);

    this.addSql(`create table "skonto" ("id" serial primary key, "name" varchar(200) not null, "percent" numeric(5,2) not null, "days" int not null);`);

    this.addSql(`create table "customer" ("id" serial primary key, "kind" varchar(20) not null default 'REGISTERED', "discount" numeric(6,4) not null default '0', "delivery_cost_multiplier" numeric(6,3) not null default '1', "skonto_id" int null, "payment_term_id" int null, "active" boolean not null default true, "is_default" boolean not null default false, "local_file_path" varchar(500) null, "deleted_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);

    this.addSql(`create table "product_price" ("id" serial primary key, "customer_id" int not null, "product_id" int not null, "unit_of_sales" int not null default 1, "active_strategy" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "product_price" add constraint "product_price_customer_id_product_id_unique" unique ("customer_id", "product_id");`);

    this.addSql(`create table "remote_price" ("id" serial primary key, "product_price_id" int not null, "url" varchar(1000) not null, "api_param_names" jsonb not null default '{}', "sampling_points" jsonb not null default '[]');`);
    this.addSql(`alter table "remote_price" add constraint "remote_price_product_price_id_unique" unique ("product_price_id");`);

    this.addSql(`create table "margin_price" ("id" serial primary key, "product_price_id" int not null, "margin" numeric(8,4) not null);`);
    this.addSql(`alter table "margin_price" add constraint "margin_price_product_price_id_unique" unique ("product_price_id");`);

    this.addSql(`create table "fix_price_row" ("id" serial primary key, "product_price_id" int not null, "quantity" int not null, "price" numeric(12,2) not null);`);
    this.addSql(`alter table "fix_price_row" add constraint "fix_price_row_product_price_id_quantity_unique" unique ("product_price_id", "quantity");`);

    this.addSql(`create table "excel_price" ("id" serial primary key, "product_price_id" int not null, "excel_file" varchar(500) null, "sampling_points" jsonb not null default '[]');`);
    this.addSql(`alter table "excel_price" add constraint "excel_price_product_price_id_unique" unique ("product_price_id");`);

    this.addSql(`create table "shop_order" ("id" serial primary key, "formatted_id" varchar(40) not null, "customer_id" int not null, "order_status_id" int not null default 1, "payment_status_id" int not null default 2, "payment_method_id" int null, "payment_term_id" int null, "skonto_id" int null, "order_person" varchar(300) null, "external_customer_no" varchar(100) null, "order_reference" varchar(300) null, "comment" text null, "invoice_email" varchar(320) null, "discount" numeric(6,4) not null default '0', "delivery_address" jsonb null, "invoice_address" jsonb null, "delivery_cost" numeric(12,2) null, "requested_delivery_date" date null, "confirmed_delivery_date" date null, "customer_request_type" varchar(20) not null default 'VERPACKUNG', "delivery_type" int null, "has_vat" boolean not null default true, "vat_rate" numeric(6,4) not null default '0.081', "total" numeric(12,2) null, "vat_amount" numeric(12,2) null, "grand_total" numeric(12,2) null, "order_detail_id" int null, "local_file_path" varchar(500) null, "currency_id" int not null default 1, "shop_type_id" int not null default 1, "locale" varchar(5) not null default 'de-CH', "created_at" timestamptz not null, "updated_at" timestamptz not null, "idempotency_key" varchar(100) null, "version" int not null default 1);`);
    this.addSql(`alter table "shop_order" add constraint "shop_order_formatted_id_unique" unique ("formatted_id");`);
    this.addSql(`alter table "shop_order" add constraint "shop_order_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`create table "quote" ("id" serial primary key, "formatted_id" varchar(40) not null, "customer_id" int not null, "order_status_id" int not null default 1, "payment_status_id" int not null default 2, "payment_method_id" int null, "payment_term_id" int null, "skonto_id" int null, "order_person" varchar(300) null, "external_customer_no" varchar(100) null, "order_reference" varchar(300) null, "comment" text null, "invoice_email" varchar(320) null, "discount" numeric(6,4) not null default '0', "delivery_address" jsonb null, "invoice_address" jsonb null, "delivery_cost" numeric(12,2) null, "requested_delivery_date" date null, "confirmed_delivery_date" date null, "customer_request_type" varchar(20) not null default 'VERPACKUNG', "delivery_type" int null, "has_vat" boolean not null default true, "vat_rate" numeric(6,4) not null default '0.081', "total" numeric(12,2) null, "vat_amount" numeric(12,2) null, "grand_total" numeric(12,2) null, "order_detail_id" int null, "local_file_path" varchar(500) null, "currency_id" int not null default 1, "shop_type_id" int not null default 1, "locale" varchar(5) not null default 'de-CH', "created_at" timestamptz not null, "updated_at" timestamptz not null, "time_to_deliver" int not null default 3, "validity_duration" int not null default 30, "pin" varchar(20) not null default '0000', "uuid" uuid not null, "thumbnail_file_path" varchar(500) null, "sent_to_customer" boolean not null default false, "currency_code" varchar(3) not null default 'CHF', "final_price" numeric(12,2) null, "order_id" int null, "version" int not null default 1);`);
    this.addSql(`alter table "quote" add constraint "quote_formatted_id_unique" unique ("formatted_id");`);
    this.addSql(`alter table "quote" add constraint "quote_uuid_unique" unique ("uuid");`);

    this.addSql(`create table "order_position" ("id" serial primary key, "order_id" int null, "quote_id" int null, "parent_id" int null, "type" varchar(20) not null default 'PRODUCT', "product_id" int null, "name" varchar(300) not null, "configuration" jsonb not null default '{}', "quantity" int not null, "quantity_delivered" int null, "quantity_invoiced" int null, "price_per_one" numeric(12,2) null, "detail" text null, "children_visible" boolean not null default true, "storno" boolean not null default false, "external_customer_no" varchar(100) null, "customer_ref" varchar(300) null, "new_product_image" varchar(500) null, "alternate_product_image" varchar(500) null, "key" varchar(100) null, "sort_order" int not null default 0);`);

    this.addSql(`create table "customer_product" ("id" serial primary key, "customer_id" int not null, "product_id" int not null, "external_product_id" varchar(100) null, "is_favorite" boolean not null default false);`);
    this.addSql(`alter table "customer_product" add constraint "customer_product_customer_id_product_id_unique" unique ("customer_id", "product_id");`);

    this.addSql(`create table "contact_person" ("id" serial primary key, "customer_id" int not null, "title" int not null default 0, "first_name" varchar(200) null, "last_name" varchar(200) null, "department" varchar(200) null, "phone" varchar(30) null, "email" varchar(320) null, "language_id" int not null default 1, "promo_items" jsonb not null default '[]', "deleted_at" timestamptz null);`);

    this.addSql(`create table "company_info" ("id" serial primary key, "customer_id" int not null, "code" varchar(50) null, "name" varchar(300) not null, "addition" varchar(300) null, "invoice_email" varchar(320) null);`);
    this.addSql(`alter table "company_info" add constraint "company_info_customer_id_unique" unique ("customer_id");`);

    this.addSql(`create table "address" ("id" serial primary key, "customer_id" int not null, "name" varchar(300) not null, "addition" varchar(300) null, "street" varchar(300) not null, "additional_address" varchar(300) null, "zip_code" varchar(20) not null, "city" varchar(200) not null, "country" varchar(2) not null default 'CH', "state" varchar(10) null, "fixed_delivery_cost" numeric(12,2) not null default '-1', "is_default_shipping" boolean not null default false, "is_default_invoice" boolean not null default false, "is_correspondence" boolean not null default false, "deleted_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);

    this.addSql(`create table "customer_order_settings" ("id" serial primary key, "customer_id" int not null, "invoice_email" varchar(320) null, "preferred_delivery_address_id" int null, "preferred_invoice_address_id" int null);`);
    this.addSql(`alter table "customer_order_settings" add constraint "customer_order_settings_customer_id_unique" unique ("customer_id");`);

    this.addSql(`create table "transport_requirement" ("id" serial primary key, "product_id" int not null, "max_package" int null, "min_sp" int not null default 1, "quantity_for_min_sp" int null);`);
    this.addSql(`alter table "transport_requirement" add constraint "transport_requirement_product_id_unique" unique ("product_id");`);

    this.addSql(`create table "truck" ("id" serial primary key, "name" varchar(200) not null, "length" int not null, "width" int not null, "height" int not null, "load_meter" numeric(6,2) not null, "max_parking_lots" int not null);`);

    this.addSql(`create table "quick_order_setting" ("id" serial primary key, "customer_id" int not null, "is_active" boolean not null default false, "truck_id" int null);`);
    this.addSql(`alter table "quick_order_setting" add constraint "quick_order_setting_customer_id_unique" unique ("customer_id");`);

    this.addSql(`create table "shop_user" ("id" serial primary key, "customer_id" int not null, "email" varchar(320) not null, "password_hash" varchar(300) null, "active" boolean not null default true, "permissions" jsonb not null default '[]', "last_login_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "shop_user" add constraint "shop_user_email_unique" unique ("email");`);

    this.addSql(`alter table "category" add constraint "category_parent_id_foreign" foreign key ("parent_id") references "category" ("id") on delete restrict;`);

    this.addSql(`alter table "product_type" add constraint "product_type_category_id_foreign" foreign key ("category_id") references "category" ("id") on delete set null;`);

    this.addSql(`alter table "product" add constraint "product_product_type_id_foreign" foreign key ("product_type_id") references "product_type" ("id") on delete restrict;`);

    this.addSql(`alter table "product_attribute_value" add constraint "product_attribute_value_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);
    this.addSql(`alter table "product_attribute_value" add constraint "product_attribute_value_attribute_id_foreign" foreign key ("attribute_id") references "attribute" ("id") on delete restrict;`);

    this.addSql(`alter table "internal_price" add constraint "internal_price_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);

    this.addSql(`alter table "category_product" add constraint "category_product_category_id_foreign" foreign key ("category_id") references "category" ("id") on delete cascade;`);
    this.addSql(`alter table "category_product" add constraint "category_product_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);

    this.addSql(`alter table "product_type_attribute" add constraint "product_type_attribute_product_type_id_foreign" foreign key ("product_type_id") references "product_type" ("id") on delete cascade;`);
    this.addSql(`alter table "product_type_attribute" add constraint "product_type_attribute_attribute_id_foreign" foreign key ("attribute_id") references "attribute" ("id") on delete restrict;`);

    this.addSql(`alter table "customer" add constraint "customer_skonto_id_foreign" foreign key ("skonto_id") references "skonto" ("id") on delete set null;`);
    this.addSql(`alter table "customer" add constraint "customer_payment_term_id_foreign" foreign key ("payment_term_id") references "payment_term" ("id") on delete set null;`);

    this.addSql(`alter table "product_price" add constraint "product_price_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);
    this.addSql(`alter table "product_price" add constraint "product_price_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);

    this.addSql(`alter table "remote_price" add constraint "remote_price_product_price_id_foreign" foreign key ("product_price_id") references "product_price" ("id") on delete cascade;`);

    this.addSql(`alter table "margin_price" add constraint "margin_price_product_price_id_foreign" foreign key ("product_price_id") references "product_price" ("id") on delete cascade;`);

    this.addSql(`alter table "fix_price_row" add constraint "fix_price_row_product_price_id_foreign" foreign key ("product_price_id") references "product_price" ("id") on delete cascade;`);

    this.addSql(`alter table "excel_price" add constraint "excel_price_product_price_id_foreign" foreign key ("product_price_id") references "product_price" ("id") on delete cascade;`);

    this.addSql(`alter table "shop_order" add constraint "shop_order_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete restrict;`);
    this.addSql(`alter table "shop_order" add constraint "shop_order_payment_term_id_foreign" foreign key ("payment_term_id") references "payment_term" ("id") on delete set null;`);
    this.addSql(`alter table "shop_order" add constraint "shop_order_skonto_id_foreign" foreign key ("skonto_id") references "skonto" ("id") on delete set null;`);

    this.addSql(`alter table "quote" add constraint "quote_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete restrict;`);
    this.addSql(`alter table "quote" add constraint "quote_payment_term_id_foreign" foreign key ("payment_term_id") references "payment_term" ("id") on delete set null;`);
    this.addSql(`alter table "quote" add constraint "quote_skonto_id_foreign" foreign key ("skonto_id") references "skonto" ("id") on delete set null;`);
    this.addSql(`alter table "quote" add constraint "quote_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on delete set null;`);

    this.addSql(`alter table "order_position" add constraint "order_position_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on delete cascade;`);
    this.addSql(`alter table "order_position" add constraint "order_position_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on delete cascade;`);
    this.addSql(`alter table "order_position" add constraint "order_position_parent_id_foreign" foreign key ("parent_id") references "order_position" ("id") on delete cascade;`);
    this.addSql(`alter table "order_position" add constraint "order_position_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete restrict;`);

    this.addSql(`alter table "customer_product" add constraint "customer_product_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);
    this.addSql(`alter table "customer_product" add constraint "customer_product_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);

    this.addSql(`alter table "contact_person" add constraint "contact_person_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);

    this.addSql(`alter table "company_info" add constraint "company_info_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);

    this.addSql(`alter table "address" add constraint "address_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);

    this.addSql(`alter table "customer_order_settings" add constraint "customer_order_settings_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);
    this.addSql(`alter table "customer_order_settings" add constraint "customer_order_settings_preferred_delivery_address_id_foreign" foreign key ("preferred_delivery_address_id") references "address" ("id") on delete set null;`);
    this.addSql(`alter table "customer_order_settings" add constraint "customer_order_settings_preferred_invoice_address_id_foreign" foreign key ("preferred_invoice_address_id") references "address" ("id") on delete set null;`);

    this.addSql(`alter table "transport_requirement" add constraint "transport_requirement_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);

    this.addSql(`alter table "quick_order_setting" add constraint "quick_order_setting_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);
    this.addSql(`alter table "quick_order_setting" add constraint "quick_order_setting_truck_id_foreign" foreign key ("truck_id") references "truck" ("id") on delete set null;`);

    this.addSql(`alter table "shop_user" add constraint "shop_user_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "product_attribute_value" drop constraint "product_attribute_value_attribute_id_foreign";`);
    this.addSql(`alter table "product_type_attribute" drop constraint "product_type_attribute_attribute_id_foreign";`);
    this.addSql(`alter table "category" drop constraint "category_parent_id_foreign";`);
    this.addSql(`alter table "product_type" drop constraint "product_type_category_id_foreign";`);
    this.addSql(`alter table "category_product" drop constraint "category_product_category_id_foreign";`);
    this.addSql(`alter table "customer" drop constraint "customer_payment_term_id_foreign";`);
    this.addSql(`alter table "shop_order" drop constraint "shop_order_payment_term_id_foreign";`);
    this.addSql(`alter table "quote" drop constraint "quote_payment_term_id_foreign";`);
    this.addSql(`alter table "product" drop constraint "product_product_type_id_foreign";`);
    this.addSql(`alter table "product_type_attribute" drop constraint "product_type_attribute_product_type_id_foreign";`);
    this.addSql(`alter table "product_attribute_value" drop constraint "product_attribute_value_product_id_foreign";`);
    this.addSql(`alter table "internal_price" drop constraint "internal_price_product_id_foreign";`);
    this.addSql(`alter table "category_product" drop constraint "category_product_product_id_foreign";`);
    this.addSql(`alter table "product_price" drop constraint "product_price_product_id_foreign";`);
    this.addSql(`alter table "order_position" drop constraint "order_position_product_id_foreign";`);
    this.addSql(`alter table "customer_product" drop constraint "customer_product_product_id_foreign";`);
    this.addSql(`alter table "transport_requirement" drop constraint "transport_requirement_product_id_foreign";`);
    this.addSql(`alter table "customer" drop constraint "customer_skonto_id_foreign";`);
    this.addSql(`alter table "shop_order" drop constraint "shop_order_skonto_id_foreign";`);
    this.addSql(`alter table "quote" drop constraint "quote_skonto_id_foreign";`);
    this.addSql(`alter table "product_price" drop constraint "product_price_customer_id_foreign";`);
    this.addSql(`alter table "shop_order" drop constraint "shop_order_customer_id_foreign";`);
    this.addSql(`alter table "quote" drop constraint "quote_customer_id_foreign";`);
    this.addSql(`alter table "customer_product" drop constraint "customer_product_customer_id_foreign";`);
    this.addSql(`alter table "contact_person" drop constraint "contact_person_customer_id_foreign";`);
    this.addSql(`alter table "company_info" drop constraint "company_info_customer_id_foreign";`);
    this.addSql(`alter table "address" drop constraint "address_customer_id_foreign";`);
    this.addSql(`alter table "customer_order_settings" drop constraint "customer_order_settings_customer_id_foreign";`);
    this.addSql(`alter table "quick_order_setting" drop constraint "quick_order_setting_customer_id_foreign";`);
    this.addSql(`alter table "shop_user" drop constraint "shop_user_customer_id_foreign";`);
    this.addSql(`alter table "remote_price" drop constraint "remote_price_product_price_id_foreign";`);
    this.addSql(`alter table "margin_price" drop constraint "margin_price_product_price_id_foreign";`);
    this.addSql(`alter table "fix_price_row" drop constraint "fix_price_row_product_price_id_foreign";`);
    this.addSql(`alter table "excel_price" drop constraint "excel_price_product_price_id_foreign";`);
    this.addSql(`alter table "quote" drop constraint "quote_order_id_foreign";`);
    this.addSql(`alter table "order_position" drop constraint "order_position_order_id_foreign";`);
    this.addSql(`alter table "order_position" drop constraint "order_position_quote_id_foreign";`);
    this.addSql(`alter table "order_position" drop constraint "order_position_parent_id_foreign";`);
    this.addSql(`alter table "customer_order_settings" drop constraint "customer_order_settings_preferred_delivery_address_id_foreign";`);
    this.addSql(`alter table "customer_order_settings" drop constraint "customer_order_settings_preferred_invoice_address_id_foreign";`);
    this.addSql(`alter table "quick_order_setting" drop constraint "quick_order_setting_truck_id_foreign";`);

    this.addSql(`drop table if exists "attribute" cascade;`);
    this.addSql(`drop table if exists "captcha_question" cascade;`);
    this.addSql(`drop table if exists "category" cascade;`);
    this.addSql(`drop table if exists "decal_material" cascade;`);
    this.addSql(`drop table if exists "job_lock" cascade;`);
    this.addSql(`drop table if exists "payment_term" cascade;`);
    this.addSql(`drop table if exists "product_type" cascade;`);
    this.addSql(`drop table if exists "product" cascade;`);
    this.addSql(`drop table if exists "product_attribute_value" cascade;`);
    this.addSql(`drop table if exists "internal_price" cascade;`);
    this.addSql(`drop table if exists "category_product" cascade;`);
    this.addSql(`drop table if exists "product_type_attribute" cascade;`);
    this.addSql(`drop table if exists "sent_mail" cascade;`);
    this.addSql(`drop table if exists "setting" cascade;`);
    this.addSql(`drop table if exists "skonto" cascade;`);
    this.addSql(`drop table if exists "customer" cascade;`);
    this.addSql(`drop table if exists "product_price" cascade;`);
    this.addSql(`drop table if exists "remote_price" cascade;`);
    this.addSql(`drop table if exists "margin_price" cascade;`);
    this.addSql(`drop table if exists "fix_price_row" cascade;`);
    this.addSql(`drop table if exists "excel_price" cascade;`);
    this.addSql(`drop table if exists "shop_order" cascade;`);
    this.addSql(`drop table if exists "quote" cascade;`);
    this.addSql(`drop table if exists "order_position" cascade;`);
    this.addSql(`drop table if exists "customer_product" cascade;`);
    this.addSql(`drop table if exists "contact_person" cascade;`);
    this.addSql(`drop table if exists "company_info" cascade;`);
    this.addSql(`drop table if exists "address" cascade;`);
    this.addSql(`drop table if exists "customer_order_settings" cascade;`);
    this.addSql(`drop table if exists "transport_requirement" cascade;`);
    this.addSql(`drop table if exists "truck" cascade;`);
    this.addSql(`drop table if exists "quick_order_setting" cascade;`);
    this.addSql(`drop table if exists "shop_user" cascade;`);
  }

}
