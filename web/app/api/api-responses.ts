import type { ProductPage } from '@shop/engine';
import { z } from 'zod';

/**
 * What of the /api answers is web glue: the answers' zod schemas live in the engine beside each
 * domain's input schemas (`<domain>/answer-schemas.ts`, decision 1172) and api-docs.ts imports them
 * from '@shop/engine'. Left here: the projections two routes make of an engine answer before it is
 * sent (the product list without what only the back office reads, the product types without the
 * workbook path), and the schema of the OpenAPI document itself, which is the web's.
 */

/**
 * The product list's answer (GET /api/product): the engine's items without what only the back
 * office reads — the internal file path, the deletion mark, the customer links (an admin's list
 * holds every customer's) — decision 1172. Kept per frozen page, so the engine's kept answer
 * (decision 1025) is still serialised once.
 */
type ProductAnswerItem = Omit<ProductPage['items'][number], 'localFilePath' | 'deletedAt' | 'customers'>;

export type ProductPageAnswer = Omit<ProductPage, 'items'> & { items: ProductAnswerItem[] };

const productAnswers = new WeakMap<ProductPage, ProductPageAnswer>();

export function productPageAnswer(page: ProductPage): ProductPageAnswer {
  const known = productAnswers.get(page);
  if (known) return known;
  const answer: ProductPageAnswer = {
    ...page,
    items: page.items.map(({ localFilePath: _path, deletedAt: _deleted, customers: _links, ...shown }) => shown),
  };
  if (!Object.isFrozen(page)) return answer;
  Object.freeze(answer);
  productAnswers.set(page, answer);
  return answer;
}

/** The OpenAPI document itself: its full schema is OpenAPI's own (https://spec.openapis.org/oas/3.1/schema). */
export const openApiDocumentResponse = z
  .looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) })
  .meta({ id: 'OpenApiDocument' });

/**
 * The product types' answers (GET /api/product-types and …/with-attributes) without the
 * calculation workbook's path: a file of the server's, read by its own ADMIN_PRODUCT call
 * (GET /api/product-types/excel-path/:id, R001-7.113) — decision 1172.
 */
export function withoutWorkbookPath<T extends { excelFilePath?: unknown }>(types: readonly T[]): Omit<T, 'excelFilePath'>[] {
  return types.map(({ excelFilePath: _path, ...type }) => type);
}
