import { Migration } from '@mikro-orm/migrations';

/**
 * Search that forgives typos (decision 1136): the `search_word` dictionary — every word of the
 * public catalogue's product and category names and descriptions (German columns 'de', the `fr`
 * and `en` translations) and the article numbers ('' as language), with the number of products
 * and categories that use it. Statement triggers on `product` and `category` keep it in step
 * with every insert, update and delete (words of unpublished, customer-only or deleted products
 * and of unpublished categories are not counted, so a suggestion never names them); a trigram
 * GIN index answers `like` over all words, a partial one the nearest words without digits.
 * The product search text takes in the descriptions: `product_search_text_trgm` replaces
 * `product_search_i18n_trgm` (PRODUCT_SEARCH_TEXT in engine/src/catalog/product-search.ts).
 */

/** The text of a product the search reads, as the index expression (decision 1136). */
const PRODUCT_TEXT = `lower("name" || ' ' || "article_number" || ' ' || coalesce("translations" #>> '{fr,name}', '') || ' ' || coalesce("translations" #>> '{en,name}', '') || ' ' || coalesce("description", '') || ' ' || coalesce("translations" #>> '{fr,description}', '') || ' ' || coalesce("translations" #>> '{en,description}', ''))`;
const OLD_PRODUCT_TEXT = `lower("name" || ' ' || "article_number" || ' ' || coalesce("translations" #>> '{fr,name}', '') || ' ' || coalesce("translations" #>> '{en,name}', ''))`;

/**
 * The words of a text: lower-case, split at anything but letters, digits and `_ . / -` inside a
 * word (article numbers like KISTE_0006, ML-4711 stay whole), 3 to 100 characters, at least one
 * letter (a bare dimension like 1200 is no word to correct to).
 */
export const SEARCH_WORD_FUNCTIONS_SQL = [
  `create or replace function search_words_of(body text, lang text) returns table (word text, language text) language sql immutable as $$
    select distinct w, lang from regexp_split_to_table(lower(coalesce(body, '')), '[^[:alnum:]_./-]+') raw
    cross join lateral btrim(raw, '_./-') w
    where length(w) between 3 and 100 and w ~ '[[:alpha:]]'
  $$;`,
  `create or replace function search_words_of_entry(name text, description text, translations jsonb, number text) returns table (word text, language text) language sql immutable as $$
    select distinct w.word, w.language from (values (name, 'de'), (description, 'de'), (translations #>> '{fr,name}', 'fr'), (translations #>> '{fr,description}', 'fr'),
      (translations #>> '{en,name}', 'en'), (translations #>> '{en,description}', 'en'), (number, '')) v(body, lang)
    cross join lateral search_words_of(v.body, v.lang) w
  $$;`,
  // Adds each (word, language, change) in one sorted upsert (two saves sharing words wait, never deadlock) and drops words no entry uses.
  `create or replace function search_word_change(words text[], languages text[], changes int[]) returns void language sql as $$
    insert into search_word (word, language, count)
    select c.word, c.language, c.change from unnest(words, languages, changes) c(word, language, change) order by c.word, c.language
    on conflict (word, language) do update set count = search_word.count + excluded.count;
    delete from search_word s using unnest(words, languages, changes) c(word, language, change)
    where c.change < 0 and s.word = c.word and s.language = c.language and s.count <= 0;
  $$;`,
  `create or replace function product_search_words() returns trigger language plpgsql as $$
    declare words text[]; languages text[]; changes int[];
    begin
      if TG_OP = 'INSERT' then
        select array_agg(c.word), array_agg(c.language), array_agg(c.n) into words, languages, changes from (
          select w.word, w.language, count(*)::int n from new_rows r cross join lateral search_words_of_entry(r.name, r.description, r.translations, r.article_number) w
          where r.published and r.publicly_available and r.deleted_at is null group by 1, 2) c;
      elsif TG_OP = 'DELETE' then
        select array_agg(c.word), array_agg(c.language), array_agg(c.n) into words, languages, changes from (
          select w.word, w.language, -count(*)::int n from old_rows r cross join lateral search_words_of_entry(r.name, r.description, r.translations, r.article_number) w
          where r.published and r.publicly_available and r.deleted_at is null group by 1, 2) c;
      else
        select array_agg(c.word), array_agg(c.language), array_agg(c.n) into words, languages, changes from (
          select d.word, d.language, sum(d.n)::int n from (
            select w.word, w.language, 1 n from new_rows r cross join lateral search_words_of_entry(r.name, r.description, r.translations, r.article_number) w
            where r.published and r.publicly_available and r.deleted_at is null
            union all
            select w.word, w.language, -1 n from old_rows r cross join lateral search_words_of_entry(r.name, r.description, r.translations, r.article_number) w
            where r.published and r.publicly_available and r.deleted_at is null) d
          group by 1, 2 having sum(d.n) <> 0) c;
      end if;
      if words is not null then perform search_word_change(words, languages, changes); end if;
      return null;
    end $$;`,
  `create or replace function category_search_words() returns trigger language plpgsql as $$
    declare words text[]; languages text[]; changes int[];
    begin
      if TG_OP = 'INSERT' then
        select array_agg(c.word), array_agg(c.language), array_agg(c.n) into words, languages, changes from (
          select w.word, w.language, count(*)::int n from new_rows r cross join lateral search_words_of_entry(r.name, r.description, r.translations, null) w
          where r.published group by 1, 2) c;
      elsif TG_OP = 'DELETE' then
        select array_agg(c.word), array_agg(c.language), array_agg(c.n) into words, languages, changes from (
          select w.word, w.language, -count(*)::int n from old_rows r cross join lateral search_words_of_entry(r.name, r.description, r.translations, null) w
          where r.published group by 1, 2) c;
      else
        select array_agg(c.word), array_agg(c.language), array_agg(c.n) into words, languages, changes from (
          select d.word, d.language, sum(d.n)::int n from (
            select w.word, w.language, 1 n from new_rows r cross join lateral search_words_of_entry(r.name, r.description, r.translations, null) w where r.published
            union all
            select w.word, w.language, -1 n from old_rows r cross join lateral search_words_of_entry(r.name, r.description, r.translations, null) w where r.published) d
          group by 1, 2 having sum(d.n) <> 0) c;
      end if;
      if words is not null then perform search_word_change(words, languages, changes); end if;
      return null;
    end $$;`,
];

const TRIGGERS = ['product', 'category'].flatMap((table) => [
  `create trigger "${table}_search_words_insert" after insert on "${table}" referencing new table as new_rows for each statement execute function ${table}_search_words();`,
  `create trigger "${table}_search_words_update" after update on "${table}" referencing old table as old_rows new table as new_rows for each statement execute function ${table}_search_words();`,
  `create trigger "${table}_search_words_delete" after delete on "${table}" referencing old table as old_rows for each statement execute function ${table}_search_words();`,
]);

export class Migration20261202171136_search_words extends Migration {

  override name = 'Migration20261202171136_search_words';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "search_word" ("word" varchar(100) not null, "language" varchar(2) not null, "count" int not null default 0, constraint "search_word_pkey" primary key ("word", "language"));`);
    this.addSql(`create index "search_word_trgm" on "search_word" using gin ("word" gin_trgm_ops);`);
    this.addSql(`create index "search_word_letters_trgm" on "search_word" using gin ("word" gin_trgm_ops) where "word" !~ '[0-9]';`);
    for (const sql of SEARCH_WORD_FUNCTIONS_SQL) this.addSql(sql);
    for (const sql of TRIGGERS) this.addSql(sql);
    // The words of today's catalogue.
    this.addSql(`insert into "search_word" ("word", "language", "count")
      select w.word, w.language, count(*) from (
        select p.name, p.description, p.translations, p.article_number from "product" p where p.published and p.publicly_available and p.deleted_at is null
        union all
        select c.name, c.description, c.translations, null from "category" c where c.published) e
      cross join lateral search_words_of_entry(e.name, e.description, e.translations, e.article_number) w
      group by w.word, w.language;`);
    this.addSql(`drop index if exists "product_search_i18n_trgm";`);
    this.addSql(`create index "product_search_text_trgm" on "product" using gin (${PRODUCT_TEXT} gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "product_search_text_trgm";`);
    this.addSql(`create index "product_search_i18n_trgm" on "product" using gin (${OLD_PRODUCT_TEXT} gin_trgm_ops);`);
    for (const table of ['product', 'category']) {
      for (const event of ['insert', 'update', 'delete']) this.addSql(`drop trigger if exists "${table}_search_words_${event}" on "${table}";`);
      this.addSql(`drop function if exists ${table}_search_words();`);
    }
    this.addSql(`drop function if exists search_word_change(text[], text[], int[]);`);
    this.addSql(`drop function if exists search_words_of_entry(text, text, jsonb, text);`);
    this.addSql(`drop function if exists search_words_of(text, text);`);
    this.addSql(`drop table if exists "search_word";`);
  }

}
