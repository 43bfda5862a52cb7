import { escapeLike, likeTerm } from '../db/like';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../context';
import { mayActForCustomers } from '../auth/customer-access';
import { languageOf } from '../i18n/locales';
import { localizedText, type CatalogueTranslations } from './catalogue-translations';
import { integerInput } from '../validation/numbers';
import { nearestPart, oneEditVariants, suggestionText } from './search-typos';
import { ProductKind } from './enums';

/**
 * Product search (decisions 911, 914 and 1136): product names and descriptions in German, French
 * and English, article numbers and the customer's own article numbers
 * (CustomerProduct.externalProductId), every word of the query somewhere in them,
 * case-insensitive. Each word is a `like '%word%'` the trigram indexes answer without reading
 * every row; hits are ranked exact number first, then hits in names and numbers before hits in
 * descriptions only, then the products of the shop the caller is in (packaging or furniture,
 * decision 1181), then names and numbers that start with the query, then shorter names.
 * Visibility as in the catalogue: published, not deleted, and customer-only products only for
 * their customer.
 *
 * A query that finds nothing is read again with its typos corrected (decision 1136): each word
 * that is in no word of the `search_word` dictionary (nor in the caller's own numbers) is
 * replaced by its nearest dictionary words (trigram word similarity, the nearest part of a
 * compound; one edit away for numbers) and by the caller's own numbers one edit away; the hits
 * of that search come with the corrected query as the suggestion ("Meinten Sie …").
 */

export const SEARCH_MAX_RESULTS = 50;
/**
 * At most this many matches of each kind are ranked: a word as short as 'pal' matches a fifth of
 * a large catalogue, and ranking them all cost 200 ms on the embedded database (npm run bench).
 */
const SEARCH_CANDIDATES = 500;
/** Words shorter than this are not corrected: too many words are one typo away from them. */
const MIN_CORRECTED_LENGTH = 4;
/** Dictionary words compared with a mistyped word (pg_trgm word similarity at least this). */
const WORD_SIMILARITY_THRESHOLD = 0.3;
/** The nearest part of a word must be at least this similar (pg_trgm similarity) to replace a typo. */
const MIN_PART_SIMILARITY = 0.45;
/** A mistyped word is searched as itself and at most this many nearest words. */
const ALTERNATIVES_PER_WORD = 3;

export const productSearchQuerySchema = z.object({
  q: z.string().trim().max(100),
  limit: integerInput((n) => n.min(1).max(SEARCH_MAX_RESULTS)).default(SEARCH_MAX_RESULTS),
});
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;

/**
 * The searched text of a product: its German, French and English names, its article number and
 * its descriptions in the three languages, lower-case. The expression of the trigram index
 * `product_search_text_trgm` (product.entity.ts), word for word, so PostgreSQL answers the `like`
 * from the index.
 */
export const PRODUCT_SEARCH_TEXT = `lower(p.name || ' ' || p.article_number || ' ' || coalesce(p.translations #>> '{fr,name}', '') || ' ' || coalesce(p.translations #>> '{en,name}', '') || ' ' || coalesce(p.description, '') || ' ' || coalesce(p.translations #>> '{fr,description}', '') || ' ' || coalesce(p.translations #>> '{en,description}', ''))`;
/** Names, numbers and the caller's own number of a hit: a hit here ranks before one in a description only. */
const HIT_NAME_TEXT = `lower(p.name || ' ' || p.article_number || ' ' || coalesce(p.translations #>> '{fr,name}', '') || ' ' || coalesce(p.translations #>> '{en,name}', '') || ' ' || coalesce(own.external_product_id, ''))`;

export interface ProductSearchHit {
  productId: number;
  /** The name in the caller's language (German where it has none). */
  name: string;
  articleNumber: string;
  /** The caller's own article number of the product, when it has one. */
  ownNumber: string | null;
}

export interface ProductSearchResult {
  hits: ProductSearchHit[];
  /**
   * The query with its typos corrected, when the query as typed found nothing and the corrected
   * one found the hits ("Meinten Sie „Kiste“?"); null when the hits are those of the query itself.
   */
  suggestion: string | null;
}

/** The words of a query, each at least 2 characters (trigram search needs some text), at most 6. */
export function searchWords(q: string): string[] {
  return [
    ...new Set(
      q
        .toLowerCase()
        .split(/\s+/)
        .map((word) => word.trim())
        .filter((word) => word.length >= 2),
    ),
  ].slice(0, 6);
}

type Row = { id: number; name: string; translations: CatalogueTranslations | string | null; article_number: string; external_product_id: string | null };

/** A correction of one query word: what it is searched as, and how the suggestion writes it. */
interface Correction {
  searchedAs: string[];
  written: string;
}

interface Candidate {
  text: string;
  written: string;
  score: number;
  mine: boolean;
  count: number;
}

export function createProductSearch(options: { em: () => EntityManager }) {
  /** Products with every group's words (any word of a group) in their text or the caller's own number. */
  async function find(ctx: RequestContext, groups: string[][], whole: string, limit: number): Promise<ProductSearchHit[]> {
    const customerId = ctx.customerId ?? 0;
    const anyOf = (text: string, group: string[]) => `(${group.map(() => `${text} like ?`).join(' or ')})`;
    const patterns = groups.map((group) => group.map(likeTerm));
    const all = patterns.flat();
    const byProduct = patterns.map((group) => anyOf(PRODUCT_SEARCH_TEXT, group)).join(' and ');
    const byOwn = patterns.map((group) => anyOf('lower(cp.external_product_id)', group)).join(' and ');
    const inNames = patterns.map((group) => anyOf(HIT_NAME_TEXT, group)).join(' and ');
    // Customer-owned products: the own customer's, all for the staff whose work they are (decision 1089).
    const visible = mayActForCustomers(ctx, 'privateProducts') ? 'true' : '(p.publicly_available or own.id is not null)';
    const sql = `
      with hits as (
        (select p.id from product p where ${byProduct} and p.published and p.deleted_at is null limit ${SEARCH_CANDIDATES})
        union
        (select cp.product_id from customer_product cp where cp.customer_id = ? and ${byOwn} limit ${SEARCH_CANDIDATES})
      )
      select p.id, p.name, p.translations, p.article_number, own.external_product_id
      from hits
      join product p on p.id = hits.id
      left join customer_product own on own.product_id = p.id and own.customer_id = ?
      where p.deleted_at is null and p.published and ${visible}
      order by (lower(p.article_number) = ? or lower(coalesce(own.external_product_id, '')) = ?) desc,
        (${inNames}) desc,
        (p.kind_code = ?) desc,
        (lower(p.name) like ? or lower(coalesce(p.translations #>> '{fr,name}', '')) like ? or lower(coalesce(p.translations #>> '{en,name}', '')) like ?
          or lower(p.article_number) like ? or lower(coalesce(own.external_product_id, '')) like ?) desc,
        length(p.name) asc, p.name asc, p.id asc
      limit ?`;
    const prefix = `${escapeLike(whole)}%`;
    // The shop the caller is in first among equal hits: pallets before pallet benches in the packaging shop (decision 1181).
    const ownShopKind = ctx.shopMode === 'moebel' ? ProductKind.MOEBEL : ProductKind.VERPACKUNG;
    const params = [...all, customerId, ...all, customerId, whole, whole, ...all, ownShopKind, prefix, prefix, prefix, prefix, prefix, limit];
    const rows = await options.em().getConnection().execute<Row[]>(sql, params);
    return rows.map((row) => ({
      productId: Number(row.id),
      name: localizedText(row.name, typeof row.translations === 'string' ? (JSON.parse(row.translations) as CatalogueTranslations) : row.translations, ctx.locale, 'name'),
      articleNumber: row.article_number,
      ownNumber: row.external_product_id ?? null,
    }));
  }

  /** The words that are part of no dictionary word and of none of the caller's own numbers, long enough to correct. */
  async function unknownWords(ctx: RequestContext, words: string[]): Promise<Set<string>> {
    const candidates = words.filter((word) => [...word].length >= MIN_CORRECTED_LENGTH && /\p{L}/u.test(word));
    if (candidates.length === 0) return new Set();
    const sql = candidates
      .map(() => `select ?::text as word where not exists (select 1 from search_word where word like ?) and not exists (select 1 from customer_product where customer_id = ? and lower(external_product_id) like ?)`)
      .join(' union all ');
    const params = candidates.flatMap((word) => [word, likeTerm(word), ctx.customerId ?? 0, likeTerm(word)]);
    const rows = await options.em().getConnection().execute<{ word: string }[]>(sql, params);
    return new Set(rows.map((row) => row.word));
  }

  /** The nearest dictionary words and own numbers of a mistyped word, best first. */
  async function nearest(em: EntityManager, ctx: RequestContext, word: string): Promise<Candidate[]> {
    const connection = em.getConnection();
    const transaction = em.getTransactionContext();
    const language = languageOf(ctx.locale);
    // One edit away, as JSON (an array parameter would be spread into a list).
    const variants = oneEditVariants(word);
    // Words without digits by trigram word similarity (the partial index search_word_letters_trgm).
    const similar = await connection.execute<{ word: string; language: string; count: number }[]>(
      `select word, language, count from search_word where ? <% word and word !~ '[0-9]' order by word_similarity(?, word) desc, count desc limit 30`,
      [word, word],
      'all',
      transaction,
    );
    const close = variants.length === 0 ? [] : await connection.execute<{ word: string; language: string; count: number }[]>(
      `select word, language, count from search_word where word = any(array(select jsonb_array_elements_text(?::jsonb))) order by count desc limit 10`,
      [JSON.stringify(variants)],
      'all',
      transaction,
    );
    const own = variants.length === 0 || !ctx.customerId ? [] : await connection.execute<{ external_product_id: string }[]>(
      // The caller's numbers hashed against the variants: `= any(…)` over the trigram index costs a
      // lookup per variant (2 s for 5 000 numbers and 759 variants on PostgreSQL), the hash join 4 ms.
      `with mine as materialized (select external_product_id, lower(external_product_id) as lowered from customer_product where customer_id = ?)
       select mine.external_product_id from mine join jsonb_array_elements_text(?::jsonb) variant(text) on mine.lowered = variant.text limit 10`,
      [ctx.customerId, JSON.stringify(variants)],
      'all',
      transaction,
    );
    const candidates: Candidate[] = [
      // The caller's own numbers first, then whole dictionary words one edit away, then the nearest parts.
      ...own.map((row) => ({ text: row.external_product_id.toLowerCase(), written: row.external_product_id, score: 3, mine: true, count: 1 })),
      ...close.map((row) => ({ text: row.word, written: suggestionText(row.word, row.language), score: 2, mine: row.language === language, count: Number(row.count) })),
      ...similar.flatMap((row) => {
        const part = nearestPart(word, row.word);
        return part.score >= MIN_PART_SIMILARITY ? [{ text: part.text, written: suggestionText(part.text, row.language), score: part.score, mine: row.language === language, count: Number(row.count) }] : [];
      }),
    ];
    // One candidate per text: its best score, in the caller's language when any of its words is, with the counts of all its words.
    const byText = new Map<string, Candidate>();
    for (const candidate of candidates) {
      const seen = byText.get(candidate.text);
      if (!seen) byText.set(candidate.text, { ...candidate });
      else {
        if (candidate.score > seen.score || (candidate.mine && !seen.mine && candidate.score === seen.score)) Object.assign(seen, { score: candidate.score, written: candidate.written });
        seen.mine ||= candidate.mine;
        seen.count += candidate.count;
      }
    }
    return [...byText.values()].sort((a, b) => b.score - a.score || Number(b.mine) - Number(a.mine) || b.count - a.count || a.text.localeCompare(b.text));
  }

  /** Each word as typed, or, when unknown, as itself and its nearest words; undefined when nothing could be corrected. */
  async function corrections(ctx: RequestContext, words: string[]): Promise<Correction[] | undefined> {
    const unknown = await unknownWords(ctx, words);
    if (unknown.size === 0) return undefined;
    // One transaction: the word similarity threshold of `<%` is set for these queries only.
    const nearestOf = await options.em().transactional(async (em) => {
      await em.getConnection().execute(`select set_config('pg_trgm.word_similarity_threshold', ?, true)`, [String(WORD_SIMILARITY_THRESHOLD)], 'all', em.getTransactionContext());
      const found = new Map<string, Candidate[]>();
      for (const word of unknown) found.set(word, await nearest(em, ctx, word));
      return found;
    });
    let corrected = false;
    const result = words.map((word) => {
      const alternatives = (nearestOf.get(word) ?? []).slice(0, ALTERNATIVES_PER_WORD);
      if (alternatives.length === 0) return { searchedAs: [word], written: word };
      corrected = true;
      return { searchedAs: [word, ...alternatives.map((candidate) => candidate.text)], written: alternatives[0]!.written };
    });
    return corrected ? result : undefined;
  }

  return {
    async search(ctx: RequestContext, rawQuery: ProductSearchQuery): Promise<ProductSearchResult> {
      const query = productSearchQuerySchema.parse(rawQuery);
      const words = searchWords(query.q);
      if (words.length === 0) return { hits: [], suggestion: null };
      const hits = await find(ctx, words.map((word) => [word]), words.join(' '), query.limit);
      if (hits.length > 0) return { hits, suggestion: null };
      const corrected = await corrections(ctx, words);
      if (!corrected) return { hits: [], suggestion: null };
      const suggestion = corrected.map((correction) => correction.written).join(' ');
      const correctedHits = await find(ctx, corrected.map((correction) => correction.searchedAs), suggestion.toLowerCase(), query.limit);
      return correctedHits.length > 0 ? { hits: correctedHits, suggestion } : { hits: [], suggestion: null };
    },
  };
}
export type ProductSearch = ReturnType<typeof createProductSearch>;
