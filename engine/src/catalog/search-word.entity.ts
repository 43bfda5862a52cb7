import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The search dictionary (decision 1136): a word of the public catalogue's names, descriptions and
 * article numbers, its language ('de', 'fr', 'en'; '' for an article number) and how many products
 * and categories use it. Written only by the database's triggers on `product` and `category`
 * (migration search_words); the search reads it to replace a mistyped word by its nearest words.
 */
export const SearchWord = defineEntity({
  name: 'SearchWord',
  indexes: [
    { name: 'search_word_trgm', expression: `create index "search_word_trgm" on "search_word" using gin ("word" gin_trgm_ops)` },
    { name: 'search_word_letters_trgm', expression: `create index "search_word_letters_trgm" on "search_word" using gin ("word" gin_trgm_ops) where "word" !~ '[0-9]'` },
  ],
  properties: {
    word: p.string().length(100).primary(),
    language: p.string().length(2).primary(),
    count: p.integer().default(0),
  },
});
export type ISearchWord = InferEntity<typeof SearchWord>;
