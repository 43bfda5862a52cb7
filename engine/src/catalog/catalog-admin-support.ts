import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { withConstraintErrors } from '../db/constraint-errors';
import { EngineError, type ErrorEntry } from '../errors';
import type { CatalogueTranslations } from './catalogue-translations';
import { idSchema } from '../validation/ids';

/**
 * What the catalogue maintenance use cases (001 §7) share: id and text parsers, the not-found
 * texts, one transaction that turns constraint violations into sentences, and the soft or
 * permanent delete of products and product types.
 */

export interface CatalogAdminDeps {
  em: () => EntityManager;
}

export const id = idSchema;
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === '1');
export const nullableText = (max: number) => z.string().trim().max(max).nullable().optional().transform((value) => (value === '' ? null : value));
export const name = (max: number) => z.string().trim().min(1, 'validation.required').max(max);

const translatedText = z
  .object({ name: z.string().trim().max(300).optional(), description: z.string().trim().max(20_000).optional() })
  .strict();
/**
 * French and English name and description of a category or product (decision 912):
 * blank texts are dropped (the shop falls back to German); nothing left is null. Sent, it
 * replaces the entity's translations as a whole.
 */
export const catalogueTranslationsSchema = z
  .object({ fr: translatedText.optional(), en: translatedText.optional() })
  .strict()
  .nullable()
  .transform((input): CatalogueTranslations | null => {
    const result: CatalogueTranslations = {};
    for (const language of ['fr', 'en'] as const) {
      const texts = input?.[language];
      const kept = Object.fromEntries(Object.entries(texts ?? {}).filter(([, text]) => typeof text === 'string' && text !== ''));
      if (Object.keys(kept).length > 0) result[language] = kept;
    }
    return Object.keys(result).length > 0 ? result : null;
  });

/** Query of DELETE /api/product/:id and /api/product-types/:id. */
export const deleteQuerySchema = z.object({ permanent: flag.default(false) }).strict();
export type DeleteQuery = z.input<typeof deleteQuerySchema>;

export const NOT_FOUND = {
  category: 'Kategorie nicht gefunden',
  product: 'Produkt nicht gefunden',
  productType: 'Produkttyp nicht gefunden',
  attribute: 'Attribut nicht gefunden',
  customer: 'Kunde nicht gefunden',
} as const;

export function invalid(entries: ErrorEntry[]): EngineError {
  return new EngineError('invalid', entries);
}

export async function mustFind<T extends object>(promise: Promise<T | null>, message: string): Promise<T> {
  const found = await promise;
  if (!found) throw new EngineError('not_found', message);
  return found;
}

/** One transaction; constraint violations come back as 'Objekt wird noch verwendet …' / 'bereits vorhanden'. */
export function adminTransaction(deps: CatalogAdminDeps) {
  return <T>(work: (em: EntityManager) => Promise<T>): Promise<T> => withConstraintErrors(() => deps.em().transactional((em) => work(em as EntityManager)));
}

/** Soft delete (deletedAt) or, with `permanent`, the row removed — refused by the database while still referenced. */
export async function softOrPermanentDelete(
  em: EntityManager,
  found: { deletedAt?: Date | null | undefined },
  remove: () => Promise<unknown>,
  entityId: number,
  permanent: boolean,
): Promise<{ id: number; permanent: boolean }> {
  if (permanent) await remove();
  else {
    found.deletedAt ??= new Date();
    await em.flush();
  }
  return { id: entityId, permanent };
}

/** Copies the fields the caller sent (not undefined) onto the entity: "only the fields sent change". */
export function assignSent<T extends object, K extends keyof T>(target: T, input: Partial<Pick<T, K>>, keys: readonly K[]): void {
  for (const key of keys) {
    const value = input[key];
    if (value !== undefined) target[key] = value as T[K];
  }
}
