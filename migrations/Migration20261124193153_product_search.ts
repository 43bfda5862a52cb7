import { Migration } from '@mikro-orm/migrations';

/**
 * Product search (decision 911): trigram indexes over the lower-case text of product
 * name + article number and of the customers' own article numbers, so `like '%…%'` stays fast
 * with 50 000 products.
 */
export class Migration20261124193153_product_search extends Migration {

  override name = 'Migration20261124193153_product_search';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "product_search_trgm" on "product" using gin (lower("name" || ' ' || "article_number") gin_trgm_ops);`);
    this.addSql(`create index "customer_product_external_trgm" on "customer_product" using gin (lower("external_product_id") gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "customer_product_external_trgm";`);
    this.addSql(`drop index if exists "product_search_trgm";`);
  }

}
