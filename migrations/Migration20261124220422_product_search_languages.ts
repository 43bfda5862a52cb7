import { Migration } from '@mikro-orm/migrations';

/**
 * Product search over the French and English names too (decision 914): the trigram
 * index covers the German name, the article number and the fr/en names of `translations`.
 */
export class Migration20261124220422_product_search_languages extends Migration {

  override name = 'Migration20261124220422_product_search_languages';

  override up(): void | Promise<void> {
    this.addSql(`drop index "product_search_trgm";`);
    this.addSql(`create index "product_search_i18n_trgm" on "product" using gin (lower("name" || ' ' || "article_number" || ' ' || coalesce("translations" #>> '{fr,name}', '') || ' ' || coalesce("translations" #>> '{en,name}', '')) gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "product_search_i18n_trgm";`);
    this.addSql(`create index "product_search_trgm" on "product" using gin (lower("name" || ' ' || "article_number") gin_trgm_ops);`);
  }

}
