/**
 * The pure part of the typo-forgiving search (decision 1136): trigram similarity as pg_trgm counts
 * it, the part of a dictionary word nearest to a mistyped one (German compounds: 'kisste' is
 * nearest to the 'kiste' inside 'holzkiste'), the one-edit variants of a word (article numbers
 * and own numbers, where one wrong, missing, extra or swapped character is the usual typo and
 * trigrams tell codes of one series badly apart), and how a suggestion is written.
 */

/** The trigrams of a text as pg_trgm builds them: each word of letters and digits, padded with two spaces before and one after. */
export function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (word === '') continue;
    const padded = [...`  ${word} `];
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3).join(''));
  }
  return trigrams;
}

/** pg_trgm's `similarity()`: shared trigrams over all trigrams of both texts, 0 … 1. */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigramsOf(a);
  const right = trigramsOf(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared++;
  return shared / (left.size + right.size - shared);
}

/**
 * The part of `word` most similar to `term` read as a word of its own: the whole word or one of its
 * pieces about as long as the term (two characters shorter to two longer, at least 3). Ties go to
 * the whole word, then to the longer piece.
 *
 * @example nearestPart('kisste', 'holzkiste') // { text: 'kiste', score: 0.625 }
 */
export function nearestPart(term: string, word: string): { text: string; score: number } {
  let best = { text: word, score: trigramSimilarity(term, word) };
  const letters = [...word];
  const shortest = Math.max(3, [...term].length - 2);
  const longest = Math.min(letters.length - 1, [...term].length + 2);
  for (let length = longest; length >= shortest; length--) {
    for (let start = 0; start + length <= letters.length; start++) {
      const text = letters.slice(start, start + length).join('');
      const score = trigramSimilarity(term, text);
      if (score > best.score) best = { text, score };
    }
  }
  return best;
}

const VARIANT_ALPHABET = [...'abcdefghijklmnopqrstuvwxyz0123456789_-./'];
/** Longer words get no one-edit variants (each character adds about 80). */
export const MAX_VARIANT_LENGTH = 30;

/**
 * Every text one edit away from `term` (Damerau–Levenshtein distance 1: a character left out,
 * added, replaced or two neighbours swapped), over lower-case letters, digits, `_ - . /` and the
 * term's own characters; the term itself not included. None for a term longer than
 * {@link MAX_VARIANT_LENGTH}.
 *
 * @example oneEditVariants('kiste_006').includes('kiste_0006') // true
 */
export function oneEditVariants(term: string): string[] {
  const letters = [...term.toLowerCase()];
  if (letters.length === 0 || letters.length > MAX_VARIANT_LENGTH) return [];
  const alphabet = [...new Set([...VARIANT_ALPHABET, ...letters])];
  const variants = new Set<string>();
  for (let i = 0; i <= letters.length; i++) {
    const before = letters.slice(0, i).join('');
    const after = letters.slice(i).join('');
    if (i < letters.length) variants.add(before + letters.slice(i + 1).join(''));
    if (i + 1 < letters.length) variants.add(before + letters[i + 1] + letters[i] + letters.slice(i + 2).join(''));
    for (const letter of alphabet) {
      variants.add(before + letter + after);
      if (i < letters.length) variants.add(before + letter + letters.slice(i + 1).join(''));
    }
  }
  variants.delete(letters.join(''));
  return [...variants];
}

/**
 * A dictionary word as a suggestion shows it: an article number ('' language) in capitals as the
 * shop writes them (KISTE_0006), a German word with a capital (the catalogue's words are nouns:
 * Kiste, Palette), French and English words in lower case.
 */
export function suggestionText(word: string, language: string): string {
  if (language === '') return word.toUpperCase();
  if (language === 'de') return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}
